import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { ConfigProvider, Modal, message, notification } from 'antd';
import { releaseSessionLock } from '../api/request';
import { createElement } from 'react';

// jsdom lacks what antd measures with.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom cannot style pseudo-elements (antd's table asks when measuring scrollbars) and says so
// on every call: answer with the element's own style instead.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// antd's static notices and dialogs: no enter/leave animation, so closing removes them at once
// (jsdom never fires the transition events the animations wait for).
ConfigProvider.config({ holderRender: (children) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, children) });

// Under a loaded CI machine the first render of an antd page can take more than the default
// second: let findBy/waitFor wait up to five before calling a test failed.
configure({ asyncUtilTimeout: 5000 });

// Without vitest globals testing-library does not unmount by itself: each test leaves a clean
// document, and a file ends only once React's scheduler has nothing left to run (else it runs
// after jsdom is gone: "window is not defined"). Files that show antd's static notices destroy
// them after each test (their 4.5 s close timers would outlive the file).
afterEach(() => cleanup());
// Files share one jsdom (isolate: false): a dialog or notice a file leaves open (the re-login
// dialog of a session code, with its lock) must not stand in front of the next file's tests.
afterAll(async () => {
  await new Promise<void>((resolve) => setTimeout(resolve, 50));
  releaseSessionLock();
  Modal.destroyAll();
  notification.destroy();
  message.destroy();
});
