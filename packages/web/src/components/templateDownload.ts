import { APP_ID, CLIENT_TYPE, sealAt } from '@salon/contract';
import { feedback } from '../api/feedback';
import { apiUrl } from '../api/request';
import { session } from '../app/storage';

/**
 * Downloads a template sheet from a signed-in GET: the file comes back as a blob (a plain
 * link cannot send the `attachment` and `at` headers), an error envelope becomes a notice.
 * Used by StorePicker and ImportButton.
 */
export async function downloadTemplate(url: string, fileName: string): Promise<void> {
  const address = apiUrl(url);
  const headers: Record<string, string> = { 'client-type': CLIENT_TYPE, routepath: location.hash.replace(/^#/, '') || '/' };
  const token = session.token();
  const secret = session.secret();
  const user = session.user();
  if (token) headers.attachment = token;
  if (secret && user?.id) headers.at = await sealAt(secret, { userId: user.id, appId: APP_ID, ts: Date.now() + session.clockSkew() });
  let response: Response;
  try {
    response = await fetch(address, { headers, credentials: 'include' });
  } catch (err) {
    feedback.error('下载失败', (err as Error).message);
    return;
  }
  if (response.status !== 200) {
    feedback.error('请求状态发生错误', `${response.status} ${response.statusText} ${address}`);
    return;
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope = (await response.json().catch(() => ({}))) as { retMsg?: string };
    feedback.warning('温馨提示', envelope.retMsg ?? '下载失败');
    return;
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
