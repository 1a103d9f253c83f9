import net from 'node:net';
import { LOGIN_AUTO_CLICK_MS, newSessionSecret, RATE_LIMIT_RETRY, type LoginResult, type UserInfo, type UserRow } from '@salon/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Modal, notification } from 'antd';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { signIn as signInAsConsole } from '../app/auth';
import { session, StorageKey, type StoredSession } from '../app/storage';
import { configureRequest, get, post, releaseSessionLock, request, RequestError } from './request';

/**
 * The request layer against the real server (spec §7, §8): what the user sees for every
 * response code, and what the caller gets back.
 */
const api = `${inject('serverUrl')}/api`;
let route = '/system/manage/user';
const onLogout = vi.fn();

type Signed = StoredSession & { serverTime: number };

/** Signs in with a clean slate, as the login page does, and returns the session to store. */
async function signIn(account: string, pwd: string): Promise<Signed & { result: LoginResult }> {
  session.clearAll();
  const result = await post<LoginResult>('/uc/user/login', { account, pwd });
  const user: UserInfo = {
    id: result.id,
    name: result.name,
    nickName: result.nickName,
    account: result.account,
    mobile: result.mobile,
    updateTime: result.updateTime,
  };
  return { token: result.token, secret: result.secret, serverTime: result.serverTime, user, result };
}

function actAs(s: Signed | null) {
  session.clearAll();
  if (s) session.save(s);
}

const expectRejection = async (promise: Promise<unknown>, retCode: string): Promise<RequestError> => {
  const err = await promise.then(
    () => {
      throw new Error(`expected a rejection with ${retCode}`);
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RequestError);
  expect((err as RequestError).retCode).toBe(retCode);
  return err as RequestError;
};

/** The notice (antd notification) with this title and description text. */
async function findNotice(title: string, description?: string | RegExp): Promise<HTMLElement> {
  return waitFor(
    () => {
      const notices = [...document.querySelectorAll<HTMLElement>('.ant-notification-notice')].filter(
        (n) => n.querySelector('.ant-notification-notice-title')?.textContent === title,
      );
      const match = notices.find((n) => {
        if (description === undefined) return true;
        const text = n.querySelector('.ant-notification-notice-description')?.textContent ?? '';
        return typeof description === 'string' ? text.includes(description) : description.test(text);
      });
      if (!match) throw new Error(`no notice '${title}' with '${String(description)}'; shown: ${noticeTexts().join(' | ') || 'none'}`);
      return match;
    },
    { timeout: 3000 },
  );
}

const noticeTexts = () => [...document.querySelectorAll('.ant-notification-notice')].map((n) => n.textContent ?? '');
const visibleModals = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal')].filter(
    (m) => m.closest('.ant-modal-wrap')?.getAttribute('style')?.includes('display: none') !== true,
  );
/** Confirm dialogs titled '登录超时，请重新登录' (antd also repeats the title in a hidden header for screen readers). */
const sessionModalCount = () => [...document.querySelectorAll('.ant-modal-confirm-title')].filter((t) => t.textContent === '登录超时，请重新登录').length;
const findSessionModal = () => waitFor(() => expect(sessionModalCount()).toBe(1), { timeout: 3000 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

let admin: Signed;

beforeAll(async () => {
  configureRequest({ baseUrl: api, currentRoute: () => route, onLogout });
  admin = await signIn('admin', 'Salon@2026');
});

beforeEach(() => {
  // Files share one jsdom: start without notices another file may have left.
  notification.destroy();
  route = '/system/manage/user';
  onLogout.mockReset();
  releaseSessionLock();
  actAs(admin);
});

afterEach(async () => {
  vi.restoreAllMocks();
  configureRequest({ baseUrl: api, retryDelayMs: RATE_LIMIT_RETRY.delayMs });
  notification.destroy();
  Modal.destroyAll();
  releaseSessionLock();
  await waitFor(() => expect(document.querySelectorAll('.ant-notification-notice, .ant-modal-root .ant-modal').length).toBe(0), { timeout: 3000 }).catch(() => {
    // leave animations may linger in jsdom; the next test looks for its own texts only
  });
});

afterAll(() => session.clearAll());

describe('000000 success', () => {
  it('signs in and resolves the login result, mobile sealed for the session', async () => {
    const { result } = await signIn('admin', 'Salon@2026');
    expect(result.account).toBe('admin');
    expect(result.name).toBe('系统管理员');
    expect(result.token.length).toBeGreaterThanOrEqual(20);
    expect(result.secret).toBeTruthy();
    expect(result.firstLogin).toBe(1);
    // No secret was stored when the answer arrived, so the mobile stays sealed.
    expect(result.mobile.startsWith('enc1:')).toBe(true);
    expect(noticeTexts()).toEqual([]);
  });

  it('sends the session headers and decrypts sealed fields with the stored secret', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    route = '/system/manage/user?tab=1';
    const user = await post<UserInfo>('/uc/user/getById', { id: admin.user.id });
    expect(user.id).toBe(admin.user.id);
    expect(user.mobile).toBe('13800000000');
    const [url, init] = spy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${api}/uc/user/getById`);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({ id: admin.user.id });
    const headers = init.headers as Record<string, string>;
    expect(headers['client-type']).toBe('8');
    expect(headers.routepath).toBe('/system/manage/user?tab=1');
    expect(headers.attachment).toBe(admin.token);
    expect(headers.at).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    expect(headers['content-type']).toBe('application/json');
  });

  it('cleans the payload before sending: the list finds the user by a padded keyword, nulls dropped', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const page = await post<{ result: UserRow[]; page: { total: number } }>(
      '/uc/user/queryUserPage',
      { keyword: '  stylist01  ', storeId: null, roleId: undefined, pageNum: 1, pageSize: 15 },
      { raw: true },
    );
    expect(JSON.parse((spy.mock.calls[0][1] as RequestInit).body as string)).toEqual({ keyword: 'stylist01', pageNum: 1, pageSize: 15 });
    expect(page.result.map((u) => u.account)).toEqual(['stylist01']);
    // The list masks mobiles for everyone (issue 11.7); the whole one comes from the audited reveal.
    expect(page.result[0].mobile).toBe('1390****0031');
    expect(page.page.total).toBe(1);
  });

  it('treats retCode 2004001 and a code flag of 1 as success', async () => {
    await expect(get('/dev/fixtures/altSuccess', { form: '2004001' })).resolves.toEqual({ form: '2004001' });
    await expect(get('/dev/fixtures/altSuccess', { form: 'code' })).resolves.toEqual({ form: 'code' });
    expect(noticeTexts()).toEqual([]);
  });
});

describe('warning codes: 000001, 000006, 999999', () => {
  it('000001: a wrong password shows the server message under 温馨提示 and rejects', async () => {
    session.clearAll();
    const err = await expectRejection(post('/uc/user/login', { account: 'admin', pwd: 'Wrong@2026' }), '000001');
    expect(err.message).toBe('账号或密码错误');
    await findNotice('温馨提示', '账号或密码错误');
    expect(document.querySelector('.ant-notification-notice-warning')).not.toBeNull();
  });

  it('000006: an empty account is refused with the validation message', async () => {
    session.clearAll();
    const err = await expectRejection(post('/uc/user/login', { account: '', pwd: 'x' }), '000006');
    expect(err.message).toContain('请输入用户名');
    await findNotice('温馨提示', err.message);
  });

  it('999999: an unexpected server failure shows the busy message with its request id', async () => {
    const err = await expectRejection(get('/dev/fixtures/crash'), '999999');
    expect(err.message).toMatch(/^系统繁忙，请稍后再试（请求编号 .+）$/);
    const notice = await findNotice('温馨提示', err.message);
    expect(notice.textContent).not.toMatch(/fixture|Error:|at /);
  });

  it('silent calls reject without a notice', async () => {
    await expectRejection(get('/dev/fixtures/crash', undefined, { silent: true }), '999999');
    await sleep(100);
    expect(noticeTexts()).toEqual([]);
  });
});

describe('2003003 acknowledge', () => {
  it('shows the message in a modal with one 我知道了 button; the call rejects once it is clicked', async () => {
    let settled = false;
    const call = get('/dev/fixtures/acknowledge').finally(() => {
      settled = true;
    });
    const message = await screen.findByText('该门店本月已结算，不能再修改');
    const modal = message.closest('.ant-modal') as HTMLElement;
    const buttons = [...modal.querySelectorAll('button')].filter((b) => b.textContent?.trim());
    expect(buttons.map((b) => b.textContent)).toEqual(['我知道了']);
    await sleep(50);
    expect(settled).toBe(false);
    fireEvent.click(buttons[0]);
    const err = await expectRejection(call, '2003003');
    expect(err.message).toBe('该门店本月已结算，不能再修改');
    await waitFor(() => expect(visibleModals().some((m) => m.textContent?.includes('该门店本月已结算'))).toBe(false));
  });
});

describe('50120 / 50130: the re-login modal', () => {
  it('50120 without a token: one modal, with both buttons, however many calls fail', async () => {
    actAs(null);
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    await findSessionModal();
    expect(screen.getByText(/新窗口登录/, { selector: '.ant-modal-confirm-content, .ant-modal-confirm-content *' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '在新窗口登录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '在当前窗口登录' })).toBeTruthy();

    // A second session failure while the modal is open does not open another.
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    await sleep(150);
    expect(sessionModalCount()).toBe(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('50120 from several calls at once: still one modal', async () => {
    actAs(null);
    const calls = Array.from({ length: 4 }, () => post('/uc/user/getById', { id: 1 }).catch((e: unknown) => e));
    const errors = await Promise.all(calls);
    expect(errors.every((e) => e instanceof RequestError && (e.retCode === '50120' || e.retCode === 'ABORTED'))).toBe(true);
    await findSessionModal();
    await sleep(150);
    expect(sessionModalCount()).toBe(1);
  });

  it('50120 with an unknown token; 在新窗口登录 opens login elsewhere and keeps the modal; 在当前窗口登录 logs out', async () => {
    actAs({ token: 'x'.repeat(40), secret: newSessionSecret(), serverTime: Date.now(), user: admin.user });
    const err = await expectRejection(post('/uc/user/getById', { id: admin.user.id }), '50120');
    expect(err.message).toBe('登录已失效，请重新登录');
    await findSessionModal();

    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: '在新窗口登录' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0][0])).toContain('#/login');
    expect(open.mock.calls[0][1]).toBe('_blank');
    expect(sessionModalCount()).toBe(1);
    expect(onLogout).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '在当前窗口登录' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sessionModalCount()).toBe(0));
  });

  it('closing the modal without a choice: 3 s later the product clicks 在当前窗口登录 itself', async () => {
    actAs(null);
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    await findSessionModal();
    const close = document.querySelector<HTMLElement>('.ant-modal-confirm .ant-modal-close, .ant-modal-root .ant-modal-close');
    expect(close).not.toBeNull();
    // The 3 s count from the click (the dialog's leave animation may take a while under load).
    const closed = Date.now();
    fireEvent.click(close!);
    await waitFor(() => expect(sessionModalCount()).toBe(0));
    expect(onLogout).not.toHaveBeenCalled();
    await sleep(closed + LOGIN_AUTO_CLICK_MS - 600 - Date.now());
    expect(onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(Date.now() - closed).toBeGreaterThanOrEqual(LOGIN_AUTO_CLICK_MS - 50);
    expect(Date.now() - closed).toBeLessThan(LOGIN_AUTO_CLICK_MS + 1500);
    await sleep(300);
    expect(onLogout).toHaveBeenCalledTimes(1);
    // Still one dialog per loss: a failure meanwhile did not open another.
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    await sleep(150);
    expect(sessionModalCount()).toBe(0);
  });

  it('Esc closes it the same way', async () => {
    actAs(null);
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    await findSessionModal();
    const closed = Date.now();
    fireEvent.keyDown(document.querySelector<HTMLElement>('.ant-modal-wrap .ant-modal-section, .ant-modal-wrap .ant-modal') ?? document.body, {
      key: 'Escape',
      code: 'Escape',
      keyCode: 27,
    });
    await waitFor(() => expect(sessionModalCount()).toBe(0));
    await sleep(closed + LOGIN_AUTO_CLICK_MS - 600 - Date.now());
    expect(onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('a new sign-in in this window within the 3 s stops the automatic click', async () => {
    actAs(null);
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    await findSessionModal();
    fireEvent.click(document.querySelector<HTMLElement>('.ant-modal-close')!);
    await waitFor(() => expect(sessionModalCount()).toBe(0));
    releaseSessionLock(); // what a successful sign-in does
    await sleep(LOGIN_AUTO_CLICK_MS + 300);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('quietSession: the boot’s call only rejects, without the modal, a notice or a logout', async () => {
    actAs({ token: 'x'.repeat(40), secret: newSessionSecret(), serverTime: Date.now(), user: admin.user });
    await expectRejection(get('/uc/resource/getMenuList', { userId: admin.user.id }, { quietSession: true }), '50120');
    await sleep(200);
    expect(sessionModalCount()).toBe(0);
    expect(noticeTexts()).toEqual([]);
    expect(onLogout).not.toHaveBeenCalled();
    // The lock was not taken: a later loss shows the modal as usual.
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    await findSessionModal();
  });

  it('shows nothing while already on the login page', async () => {
    actAs(null);
    route = '/login';
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    await sleep(200);
    expect(sessionModalCount()).toBe(0);
    expect(noticeTexts()).toEqual([]);
    expect(onLogout).not.toHaveBeenCalled();
    // The lock was not taken: off the login page the modal shows.
    route = '/system/manage/user';
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    await findSessionModal();
  });

  it('cancels the calls in flight', async () => {
    const busy = get('/dev/fixtures/busy', { key: `cancel-${Date.now()}`, times: 3 });
    await sleep(300); // the busy call is now waiting to retry
    actAs(null);
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    const err = await expectRejection(busy, 'ABORTED');
    expect(err.message).toBe('请求已取消');
    await findSessionModal();
  });

  it('a call cancelled while its answer is still arriving shows no 请求发生错误 beside the modal', async () => {
    // The answer's headers are here, its body comes 3 s later: the body read is what the cancel aborts.
    const arriving = get('/dev/fixtures/slowBody', { ms: 3000 });
    await sleep(400);
    actAs(null);
    await expectRejection(post('/uc/user/getById', { id: 1 }), '50120');
    const err = await expectRejection(arriving, 'ABORTED');
    expect(err.message).toBe('请求已取消');
    await findSessionModal();
    await sleep(200);
    expect(noticeTexts()).toEqual([]);
  });

  it('50130: a single-session user signed in again elsewhere gets the same modal', async () => {
    const list = await post<UserRow[]>('/uc/user/queryUserPage', { keyword: 'stylist01' });
    const u = list.find((r) => r.account === 'stylist01')!;
    // (the list answers the mobile masked; an edit that leaves it out keeps it)
    await post('/uc/user/edit', {
      id: u.id,
      account: u.account,
      name: u.name,
      nickName: u.nickName,
      station: u.station,
      department: u.department,
      storeId: u.storeId,
      singleSession: true,
    });

    const first = await signIn('stylist01', 'Store@2026');
    await signIn('stylist01', 'Store@2026');
    actAs(first);
    const err = await expectRejection(post('/uc/user/getById', { id: first.user.id }), '50130');
    expect(err.message).toBe('您的账号已在其他地方登录');
    await findSessionModal();
    expect(screen.getByRole('button', { name: '在当前窗口登录' })).toBeTruthy();
    expect(noticeTexts()).toEqual([]);
  });
});

describe('a session kept in memory only (first login)', () => {
  it('a first login stores nothing, and its change call signs with the session the caller holds', async () => {
    actAs(admin);
    route = '/login';
    const result = await signInAsConsole('newbie', 'Welcome@2026');
    expect(result.firstLogin).toBe(0);
    expect(result.pending).toMatchObject({ token: result.token, secret: result.secret, userId: result.id });
    // The stored user (and the admin session before it) is gone: a reload would not boot signed in.
    for (const key of [StorageKey.user, StorageKey.token, StorageKey.secret, StorageKey.menu]) expect(localStorage.getItem(key), key).toBeNull();
    expect(session.isLoggedIn()).toBe(false);

    // The forced change, signed with that session: the server judges the password (the same one
    // is refused), so the session was accepted. Nothing changes.
    const spy = vi.spyOn(globalThis, 'fetch');
    const change = { id: result.id, firstLogin: 0, password: 'Welcome@2026' };
    const refusedChange = await expectRejection(post('/uc/user/update', change, { auth: result.pending, silent: true }), '000001');
    expect(refusedChange.message).toBe('新密码不能与原密码相同');
    const headers = (spy.mock.calls[0][1] as RequestInit).headers as Record<string, string>;
    expect(headers.attachment).toBe(result.token);
    expect(headers.at).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    expect(session.isLoggedIn()).toBe(false);
    // Without it, the same call has no session.
    await expectRejection(post('/uc/user/update', change, { silent: true }), '50120');
    // Ending that session (as leaving the form would) leaves the in-memory copy useless.
    await post('/uc/user/logout', {}, { auth: result.pending });
    await expectRejection(post('/uc/user/update', change, { auth: result.pending, silent: true }), '50120');
  });
});

describe('50140 / 50110: warning, then logout', () => {
  it('50140: after an admin resets the password, the old session is told why and logged out after a second', async () => {
    const a = await signIn('store003', 'Store@2026');
    actAs(admin);
    await post('/uc/user/resetPwd', { id: a.user.id, password: 'Reset@2027' });
    actAs(a);
    const started = Date.now();
    const err = await expectRejection(post('/uc/user/getById', { id: a.user.id }), '50140');
    expect(err.message).toBe('密码已在其他地方修改，请重新登录');
    await findNotice('温馨提示', '密码已在其他地方修改，请重新登录');
    expect(onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1), { timeout: 2500 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(sessionModalCount()).toBe(0);
  });

  it('50110: a disabled user is told the account is disabled and logged out', async () => {
    const b = await signIn('store004', 'Store@2026');
    actAs(admin);
    await get('/uc/user/userDisable', { id: b.user.id, status: 0 });
    actAs(b);
    const err = await expectRejection(post('/uc/user/getById', { id: b.user.id }), '50110');
    expect(err.message).toBe('账号已被禁用，请联系管理员');
    await findNotice('温馨提示', '账号已被禁用，请联系管理员');
    // A second failure does not repeat the notice or the logout.
    await expectRejection(post('/uc/user/getById', { id: b.user.id }), '50110');
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1), { timeout: 2500 });
    await sleep(300);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(noticeTexts().filter((t) => t.includes('账号已被禁用'))).toHaveLength(1);

    // Signing in again is refused with the same code, without a second notice (lock held).
    session.clearAll();
    await expectRejection(post('/uc/user/login', { account: 'store004', pwd: 'Store@2026' }), '50110');
    actAs(admin);
    await get('/uc/user/userDisable', { id: b.user.id, status: 1 });
  });

  it('on the login page, a disabled account is told why and stays on the page', async () => {
    // The server says "disabled" only where the password was proven before (a session opened from
    // this address); elsewhere a disabled account answers like a wrong password.
    await signIn('store005', 'Store@2026');
    actAs(admin);
    const list = await post<UserRow[]>('/uc/user/queryUserPage', { keyword: 'store005' });
    const id = list.find((r) => r.account === 'store005')!.id;
    await get('/uc/user/userDisable', { id, status: 0 });
    try {
      session.clearAll();
      route = '/login';
      await expectRejection(post('/uc/user/login', { account: 'store005', pwd: 'Store@2026' }), '50110');
      await findNotice('温馨提示', '账号已被禁用，请联系管理员');
      // Nothing to sign out of: no logout (which reloads the page and takes the notice away).
      await sleep(1300);
      expect(onLogout).not.toHaveBeenCalled();
      expect(noticeTexts().filter((t) => t.includes('账号已被禁用'))).toHaveLength(1);
    } finally {
      actAs(admin);
      await get('/uc/user/userDisable', { id, status: 1 });
    }
  });
});

describe('42901: silent retry', () => {
  it('retries a rate-limited call about a second apart and resolves without a notice', async () => {
    const started = Date.now();
    const result = await get<{ attempts: number }>('/dev/fixtures/busy', { key: `ok-${Date.now()}`, times: 2 });
    expect(result).toEqual({ attempts: 3 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await sleep(100);
    expect(noticeTexts()).toEqual([]);
  });

  it('gives up after 30 retries (31 attempts) and shows the server message', async () => {
    configureRequest({ retryDelayMs: 5 });
    const key = `give-up-${Date.now()}`;
    const err = await expectRejection(get('/dev/fixtures/busy', { key, times: 35 }), '42901');
    expect(err.message).toBe('请求过于频繁，请稍后再试');
    await findNotice('请求发生错误', '请求过于频繁，请稍后再试');
    // The next call on the same key is the 32nd hit: exactly 31 were made before.
    await expect(get('/dev/fixtures/busy', { key, times: 31 })).resolves.toEqual({ attempts: 32 });
  });
});

describe('transport failures', () => {
  it('a non-200 status shows 请求状态发生错误 with the status and URL', async () => {
    const err = await expectRejection(get('/dev/fixtures/status'), '503');
    expect(err.message).toBe('Service Unavailable');
    const notice = await findNotice('请求状态发生错误', '503');
    expect(notice.textContent).toContain('Service Unavailable');
    expect(notice.textContent).toContain(`${api}/dev/fixtures/status`);
    expect(notice.querySelector('.anticon-close-circle')).not.toBeNull();
  });

  it('an unreachable server shows 请求发生错误 with the URL', async () => {
    const base = `http://127.0.0.1:${await closedPort()}/api`;
    configureRequest({ baseUrl: base });
    await expectRejection(get('/mgt/config/city/queryAllOpen'), 'NETWORK');
    const notice = await findNotice('请求发生错误', `${base}/mgt/config/city/queryAllOpen`);
    expect(notice.classList.contains('ant-notification-notice-error')).toBe(true);
  });

  it('a signal aborted before the call makes no call at all', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const controller = new AbortController();
    controller.abort();
    await expectRejection(get('/dev/fixtures/altSuccess', { form: 'code' }, { signal: controller.signal }), 'ABORTED');
    // fetch may be asked, but with an aborted signal it sends nothing
    for (const call of spy.mock.calls) expect((call[1] as RequestInit).signal?.aborted).toBe(true);
  });

  it('a caller’s own abort rejects with ABORTED and shows nothing', async () => {
    const controller = new AbortController();
    const call = request('/dev/fixtures/busy', { params: { key: `abort-${Date.now()}`, times: 2 }, signal: controller.signal });
    await sleep(200);
    controller.abort();
    await expectRejection(call, 'ABORTED');
    await sleep(100);
    expect(noticeTexts()).toEqual([]);
  });
});
