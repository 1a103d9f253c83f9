import {
  APP_ID,
  CLIENT_TYPE,
  decryptDeep,
  LOGIN_AUTO_CLICK_MS,
  LOGIN_EXPIRY_LOGOUT_DELAY_MS,
  RATE_LIMIT_RETRY,
  refusedFields,
  RetCode,
  sealAt,
  SESSION_CODES,
  SESSION_MODAL_CODES,
  SUCCESS_CODES,
  WARNING_CODES,
  type Envelope,
  type FieldRefusal,
} from '@salon/contract';
import { session } from '../app/storage';
import { cleanPayload, toQueryString } from './clean';
import { toPublicUrls, toStoragePaths, type ImageHostConfig } from './imageHost';

/**
 * The request layer (spec §7, §8): one module for every call the console makes.
 * Headers, payload cleaning, envelope handling, the error catalogue, 42901 retry,
 * cancellation on session loss, image-host normalisation and field decryption.
 */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query string parameters. */
  params?: Record<string, unknown>;
  /** JSON body (or form body with `form: true`). */
  data?: unknown;
  form?: boolean;
  /** Keep null values, empty arrays and untrimmed strings. */
  noFilter?: boolean;
  /** Return the whole envelope (lists need `page`). */
  raw?: boolean;
  /** No notice on failure: the caller handles it. */
  silent?: boolean;
  /**
   * The fields the caller shows a refusal under (a form's items, a filter bar's): a 000006 naming
   * only these shows no notice, the caller puts each message under its field (`RequestError.fields`).
   * A nested path ('lines.0.countedQty') counts as its first key's.
   */
  inlineFields?: readonly string[];
  /**
   * A session code (50110..50140) only rejects the call (pending calls are still cancelled): no
   * modal, no notice, no logout. For the boot's first call, whose caller sends the user to login.
   */
  quietSession?: boolean;
  /** Sign the call with this session instead of the stored one (kept in memory, never stored). */
  auth?: CallSession;
  signal?: AbortSignal;
}

/** What signs a call: the token, the session key and the user id (`attachment` and `at` headers). */
export interface CallSession {
  token: string;
  secret: string;
  userId: number;
  /** Server time minus local time. */
  clockSkew: number;
}

export class RequestError extends Error {
  /** The fields a 000006 answer refused (`result.fields`), each with its message in words. */
  readonly fields: FieldRefusal[];
  constructor(
    readonly retCode: string,
    message: string,
    readonly envelope?: Envelope,
  ) {
    super(message);
    this.fields = retCode === RetCode.INVALID ? refusedFields(envelope?.result) : [];
  }
}

/** Whether a refusal names only fields the caller shows inline. */
const shownInline = (error: RequestError, inline: readonly string[] | undefined) =>
  !!inline && error.fields.length > 0 && error.fields.every((f) => inline.includes(f.field.split('.')[0]));

/** In a page's catch: failures were already shown by the request layer; anything else is a bug and goes on. */
export function ignoreRequestError(err: unknown): void {
  if (!(err instanceof RequestError)) throw err;
}

export interface Feedback {
  success(title: string, description?: string): void;
  warning(title: string, description: string): void;
  error(title: string, description: string): void;
  acknowledge(message: string): Promise<void>;
  /**
   * The re-login modal of 50120 / 50130. `dismissed` runs when the user closes it without a
   * choice (its close button or Esc); the request layer then chooses 在当前窗口登录 itself.
   */
  sessionExpired(handlers: { loginInNewWindow(): void; loginHere(): void; dismissed(): void }): { close(): void };
}

interface Config {
  baseUrl: string;
  imageHost: ImageHostConfig;
  feedback: () => Promise<Feedback>;
  onLogout: () => void;
  currentRoute: () => string;
  retryDelayMs: number;
}

const config: Config = {
  baseUrl: '/api',
  // Stored files are served by the API (/api/files/..., redirected to the bucket when OSS is configured).
  imageHost: { publicHost: typeof location === 'undefined' ? '' : `${location.origin}/api`, aliases: [], prefix: '/files/' },
  feedback: () => import('./feedback').then((m) => m.feedback),
  onLogout: () => {},
  currentRoute: () => (typeof location === 'undefined' ? '/' : location.hash.replace(/^#/, '') || '/'),
  retryDelayMs: RATE_LIMIT_RETRY.delayMs,
};

export function configureRequest(patch: Partial<Config>): void {
  Object.assign(config, patch);
}

/** The address a page shows for a storage path ('/files/...'), as responses are normalised. */
export const publicFileUrl = (storagePath: string): string => toPublicUrls(storagePath, config.imageHost);

const pending = new Set<AbortController>();
let sessionLock = false;
let sessionModal: { close(): void } | null = null;
/** The 在当前窗口登录 the product clicks by itself 3 s after the re-login modal was closed (spec §9). */
let autoLogin: ReturnType<typeof setTimeout> | null = null;

/** Cancels every call in flight (session loss, logout). */
export function cancelAll(): void {
  for (const c of pending) c.abort();
  pending.clear();
}

/** Lets the session modal show again (after a new sign-in). */
export function releaseSessionLock(): void {
  sessionLock = false;
  if (autoLogin) clearTimeout(autoLogin);
  autoLogin = null;
  sessionModal?.close();
  sessionModal = null;
}

/** Waits, or stops waiting as soon as the call is cancelled. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
const isSuccess = (body: Envelope & { code?: unknown }) => SUCCESS_CODES.includes(body.retCode) || body.code === 1 || body.code === '1';
const onLoginPage = () => config.currentRoute().startsWith('/login');

/** The stored session (or none). */
function storedSession(): Partial<CallSession> {
  return { token: session.token() ?? undefined, secret: session.secret() ?? undefined, userId: session.user()?.id, clockSkew: session.clockSkew() };
}

async function headers(json: boolean, auth: Partial<CallSession>): Promise<Record<string, string>> {
  const h: Record<string, string> = { 'client-type': CLIENT_TYPE, routepath: config.currentRoute() };
  if (json) h['content-type'] = 'application/json';
  if (auth.token) h.attachment = auth.token;
  if (auth.secret && auth.userId) h.at = await sealAt(auth.secret, { userId: auth.userId, appId: APP_ID, ts: Date.now() + (auth.clockSkew ?? 0) });
  return h;
}

async function handleSessionCode(body: Envelope, quiet: boolean): Promise<void> {
  cancelAll();
  if (quiet) return;
  // The lock is taken before anything is awaited: concurrent failures show one dialog.
  if (sessionLock) return;
  if (SESSION_MODAL_CODES.includes(body.retCode)) {
    if (onLoginPage()) return;
    sessionLock = true;
    const feedback = await config.feedback();
    const loginHere = () => {
      if (autoLogin) clearTimeout(autoLogin);
      autoLogin = null;
      config.onLogout();
    };
    sessionModal = feedback.sessionExpired({
      loginInNewWindow: () => window.open(`${location.pathname}#/login`, '_blank'),
      loginHere,
      // Closed without a choice: 3 s later the product chooses 在当前窗口登录 (the lock stays, so no second modal).
      dismissed: () => {
        if (autoLogin) clearTimeout(autoLogin);
        autoLogin = setTimeout(loginHere, LOGIN_AUTO_CLICK_MS);
      },
    });
    return;
  }
  // 50110 disabled, 50140 password changed elsewhere: say why, then sign out.
  // On the login page there is nothing to sign out of, and the reload would take the notice away.
  if (onLoginPage()) return (await config.feedback()).warning('温馨提示', body.retMsg);
  sessionLock = true;
  (await config.feedback()).warning('温馨提示', body.retMsg);
  setTimeout(() => config.onLogout(), LOGIN_EXPIRY_LOGOUT_DELAY_MS);
}

/** Makes one call; resolves with `result` (or the envelope with `raw`), rejects with RequestError. */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.data === undefined ? 'GET' : 'POST');
  const prepare = (v: unknown) => toStoragePaths(options.noFilter ? v : cleanPayload(v), config.imageHost);
  const query = options.params ? toQueryString(prepare(options.params) as Record<string, unknown>) : '';
  let body: BodyInit | undefined;
  if (options.data !== undefined && method !== 'GET') {
    const data = prepare(options.data);
    if (data instanceof FormData) body = data;
    else if (options.form) body = new URLSearchParams(Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    else body = JSON.stringify(data);
  }
  const json = typeof body === 'string';
  const controller = new AbortController();
  if (options.signal?.aborted) controller.abort(); // an abort before the call: 'abort' will not fire again
  options.signal?.addEventListener('abort', () => controller.abort());
  pending.add(controller);
  const fullUrl = `${config.baseUrl}${url}${query}`;
  try {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(fullUrl, {
          method,
          body,
          headers: await headers(json, options.auth ?? storedSession()),
          credentials: 'include',
          signal: controller.signal,
        });
      } catch (err) {
        if (controller.signal.aborted) throw new RequestError('ABORTED', '请求已取消');
        if (!options.silent) (await config.feedback()).error('请求发生错误', `${(err as Error).message}（${fullUrl}）`);
        throw new RequestError('NETWORK', (err as Error).message);
      }
      if (response.status !== 200) {
        if (!options.silent) (await config.feedback()).error('请求状态发生错误', `${response.status} ${response.statusText} ${fullUrl}`);
        throw new RequestError(String(response.status), response.statusText);
      }
      let envelope: Envelope & { code?: unknown; data?: unknown };
      try {
        envelope = await response.json();
      } catch (err) {
        // Cancelled while the answer was still arriving (session loss cancels every pending call):
        // a cancelled call shows nothing (spec §8), whatever the body read rejected with.
        if (controller.signal.aborted) throw new RequestError('ABORTED', '请求已取消');
        if (!options.silent) (await config.feedback()).error('请求发生错误', `${(err as Error).message}（${fullUrl}）`);
        throw new RequestError('PARSE', (err as Error).message);
      }
      if (envelope.retCode === RetCode.RATE_LIMITED && attempt < RATE_LIMIT_RETRY.attempts) {
        await sleep(config.retryDelayMs, controller.signal);
        if (controller.signal.aborted) throw new RequestError('ABORTED', '请求已取消');
        continue;
      }
      if (isSuccess(envelope)) {
        const secret = options.auth ? options.auth.secret : session.secret();
        const decrypted = secret ? await decryptDeep(secret, envelope) : envelope;
        const shown = toPublicUrls(decrypted, config.imageHost);
        return (options.raw ? shown : (shown.result ?? shown.data ?? null)) as T;
      }
      const error = new RequestError(envelope.retCode, envelope.retMsg, envelope);
      if (SESSION_CODES.includes(envelope.retCode)) {
        await handleSessionCode(envelope, !!options.quietSession);
        throw error;
      }
      // A call cancelled meanwhile (another call's session code) shows nothing either; refused fields the caller shows are not said twice.
      if (options.silent || controller.signal.aborted || shownInline(error, options.inlineFields)) throw error;
      const feedback = await config.feedback();
      if (envelope.retCode === RetCode.ACKNOWLEDGE) await feedback.acknowledge(envelope.retMsg);
      else if (WARNING_CODES.includes(envelope.retCode)) feedback.warning('温馨提示', envelope.retMsg);
      else feedback.error('请求发生错误', envelope.retMsg || `${envelope.retCode} ${fullUrl}`);
      throw error;
    }
  } finally {
    pending.delete(controller);
  }
}

/** The full address of an API path, for what leaves the request layer (a download window). */
export const apiUrl = (url: string): string => `${config.baseUrl}${url}`;

export const get = <T>(url: string, params?: Record<string, unknown>, options: RequestOptions = {}) => request<T>(url, { ...options, method: 'GET', params });
export const post = <T>(url: string, data?: unknown, options: RequestOptions = {}) => request<T>(url, { ...options, method: 'POST', data: data ?? {} });
