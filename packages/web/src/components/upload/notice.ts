import { App, message as staticMessage, Modal } from 'antd';

/** antd's message and modal from the console's <App> (themed), or the static ones outside it. */
export function useUploadNotice() {
  const app = App.useApp();
  const message = typeof app.message?.warning === 'function' ? app.message : staticMessage;
  const modal = typeof app.modal?.warning === 'function' ? app.modal : Modal;
  return { message, modal };
}
