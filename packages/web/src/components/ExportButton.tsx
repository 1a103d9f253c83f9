import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_STRIPPED_PARAMS, type ExportTicket } from '@salon/contract';
import { Button, Form, Input, Modal, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { feedback } from '../api/feedback';
import { apiUrl, post, RequestError } from '../api/request';
import { toQueryString } from '../api/clean';
import { session } from '../app/storage';

/** WeChat and WeCom in-app browsers cannot save downloads (spec §5, §8 'Export failed'). */
export const IN_APP_BROWSER = /MicroMessenger|wxwork/i;

export const exportMessages = {
  refusedTitle: '导出失败',
  refusedText: '微信内置浏览器不支持下载文件，请复制链接到其他浏览器（如 Chrome、Edge、Safari）中打开后再导出。',
  passwordTitle: '导出验证',
  passwordHint: '导出的数据含员工个人信息，请输入您的登录密码确认。',
  passwordRequired: '请输入密码',
};

/**
 * The parameters of an export: the list's filters without paging (pageNum, pageSize, counted),
 * empty values dropped, strings trimmed, and the user id as the list sends it.
 */
export function exportParams(filters: Record<string, unknown>, userId?: number | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(filters)) {
    if ((EXPORT_STRIPPED_PARAMS as readonly string[]).includes(key)) continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  if (userId) out.userId = userId;
  // Lists travel as 'a,b' in the GET; the ticket request sends them the same way, so that
  // the server reads the same filters from both.
  for (const [key, value] of Object.entries(out)) if (Array.isArray(value)) out[key] = value.join(',');
  return out;
}

/** The new-window download: window.open, or a link click where pop-ups are blocked. */
function openDownload(href: string): void {
  const opened = window.open(href, '_blank');
  if (opened) return;
  const link = document.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Runs one export: a ticket for the filters (POST, same permission), then the GET with the
 * filters and the ticket in a new window (spec §7 "Export"). Failures were shown by the request layer.
 */
export async function runExport(url: string, params: Record<string, unknown>): Promise<boolean> {
  if (IN_APP_BROWSER.test(navigator.userAgent)) {
    feedback.error(exportMessages.refusedTitle, exportMessages.refusedText);
    return false;
  }
  try {
    const { ticket } = await post<ExportTicket>(url, params);
    openDownload(`${apiUrl(url)}${toQueryString({ ...params, ticket })}`);
    return true;
  } catch (err) {
    if (!(err instanceof RequestError)) throw err;
    return false;
  }
}

interface Props {
  /** The export GET address (its POST issues the ticket). */
  url: string;
  /** The list's current filters (table.filters); paging and empty values are left out. */
  params?: Record<string, unknown>;
  /** Ask for the login password first (POST /uc/user/checkPwd). */
  confirmPassword?: boolean;
  children?: ReactNode;
  type?: ButtonProps['type'];
  disabled?: boolean;
}

/** 导出: the list as an xlsx, downloaded in a new window. */
export function ExportButton({ url, params = {}, confirmPassword = false, children = '导出', type, disabled }: Props) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [form] = Form.useForm<{ pwd: string }>();

  const start = async () => {
    setBusy(true);
    try {
      return await runExport(url, exportParams(params, session.user()?.id));
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => {
    // Refused before the password is asked for: it could not be used anyway.
    if (IN_APP_BROWSER.test(navigator.userAgent)) return void feedback.error(exportMessages.refusedTitle, exportMessages.refusedText);
    if (confirmPassword) {
      form.resetFields();
      setAsking(true);
    } else void start();
  };

  const confirm = async () => {
    const { pwd } = await form.validateFields();
    setBusy(true);
    try {
      await post('/uc/user/checkPwd', { pwd: pwd.trim(), account: session.user()?.account });
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      setBusy(false);
      return; // the request layer said why (密码错误); the dialog stays
    }
    setAsking(false);
    await start();
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} type={type} loading={busy && !asking} disabled={disabled} onClick={onClick}>
        {children}
      </Button>
      {asking ? (
        <Modal
          open
          title={exportMessages.passwordTitle}
          okText="确认导出"
          cancelText="取消"
          confirmLoading={busy}
          onOk={confirm}
          onCancel={() => setAsking(false)}
          destroyOnHidden
          width={400}
        >
          <p>{exportMessages.passwordHint}</p>
          {/* One field: Enter submits the form. */}
          <Form form={form} layout="vertical" onFinish={() => void confirm()}>
            <Form.Item name="pwd" label="登录密码" rules={[{ required: true, whitespace: true, message: exportMessages.passwordRequired }]}>
              <Input.Password autoComplete="current-password" autoFocus maxLength={16} />
            </Form.Item>
          </Form>
        </Modal>
      ) : null}
    </>
  );
}
