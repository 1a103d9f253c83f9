import { NOTICE_DURATION_S } from '@salon/contract';
import { Button, Modal, notification, Space } from 'antd';
import type { Feedback } from './request';

notification.config({ duration: NOTICE_DURATION_S, placement: 'topRight' });

/** The notices and dialogs of spec §8, loaded only when the first one is needed. */
export const feedback: Feedback = {
  success(title, description) {
    notification.success({ title, description });
  },
  warning(title, description) {
    notification.warning({ title, description });
  },
  error(title, description) {
    notification.error({ title, description });
  },
  acknowledge(message) {
    return new Promise<void>((resolve) => {
      Modal.warning({ title: '提示', content: message, okText: '我知道了', onOk: () => resolve(), width: 480 });
    });
  },
  sessionExpired({ loginInNewWindow, loginHere, dismissed }) {
    const modal = Modal.confirm({
      title: '登录超时，请重新登录',
      content: '如有未保存的内容，请点击「在新窗口登录」，登录后回到本页即可继续操作并保存。',
      width: 480,
      // Closable (its × or Esc): 3 s later the product clicks 在当前窗口登录 itself (request.ts).
      closable: true,
      mask: { closable: false },
      keyboard: true,
      onCancel: () => dismissed(),
      footer: (
        <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 24 }}>
          {/* Opens the login page elsewhere and keeps this dialog and the unsaved page behind it. */}
          <Button onClick={loginInNewWindow}>在新窗口登录</Button>
          <Button
            type="primary"
            onClick={() => {
              modal.destroy();
              loginHere();
            }}
          >
            在当前窗口登录
          </Button>
        </Space>
      ),
    });
    return { close: () => modal.destroy() };
  },
};
