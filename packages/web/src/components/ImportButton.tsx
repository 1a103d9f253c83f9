import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { IMPORT_ERROR_DISPLAY_S, IMPORT_FILE, SESSION_CODES, type ImportResult } from '@salon/contract';
import { App, Button, notification as staticNotification, Space, Upload, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { post, RequestError } from '../api/request';
import { downloadTemplate } from './templateDownload';

export const importMessages = {
  successTitle: '导入成功',
  success: (r: ImportResult) => `成功 ${r.successNum} 条，失败 ${r.failNum} 条`,
  /** Spec §8 'import failed'. */
  failedTitle: '导入失败',
  /** Spec §8 'error information': the title of a multi-line refusal. */
  errorsTitle: '错误信息',
  tooLarge: `文件不能超过${IMPORT_FILE.maxMb}MB`,
  wrongType: '请选择 .xlsx 格式的 Excel 文件',
};

/** What an import failure shows: the title, the text, and for how long (2 s, 4 s when multi-line). */
export function importFailureNotice(retMsg: string | undefined): { title: string; lines: string[]; duration: number } {
  const lines = (retMsg || importMessages.failedTitle).split('\n').filter((l) => l.trim());
  const multiline = lines.length > 1;
  return {
    title: multiline ? importMessages.errorsTitle : importMessages.failedTitle,
    lines,
    duration: multiline ? IMPORT_ERROR_DISPLAY_S.multiline : IMPORT_ERROR_DISPLAY_S.single,
  };
}

/** The payload fields beside the file: empty values dropped, objects as JSON. */
export function importForm(file: File, payload: Record<string, unknown> = {}, field: string = IMPORT_FILE.field): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value).trim());
  }
  form.append(field, file, file.name);
  return form;
}

interface Props {
  /** The import POST address (multipart: `file` plus the payload; routepath header). */
  url: string;
  payload?: Record<string, unknown>;
  /** The template GET address; shows a 下载模板 button. */
  templateUrl?: string;
  templateName?: string;
  /** File field name (default 'file'). */
  field?: string;
  onImported?(result: ImportResult): void;
  children?: ReactNode;
  type?: ButtonProps['type'];
}

/** 导入: choose an .xlsx, send it, and say how it went (spec §7 "Import", §8). */
export function ImportButton({ url, payload, templateUrl, templateName = '导入模板.xlsx', field, onImported, children = '导入', type }: Props) {
  const app = App.useApp();
  const notification = typeof app.notification?.error === 'function' ? app.notification : staticNotification;
  const [busy, setBusy] = useState(false);

  const fail = (retMsg: string | undefined) => {
    const notice = importFailureNotice(retMsg);
    notification.error({
      title: notice.title,
      duration: notice.duration,
      description:
        notice.lines.length > 1 ? (
          <div className="import-errors" style={{ maxHeight: 320, overflow: 'auto' }}>
            {notice.lines.map((line, i) => (
              <div key={i}>{line}</div>
            ))}
          </div>
        ) : (
          notice.lines[0]
        ),
    });
  };

  const send = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) return fail(importMessages.wrongType);
    if (file.size > IMPORT_FILE.maxBytes) return fail(importMessages.tooLarge);
    setBusy(true);
    try {
      const result = await post<ImportResult>(url, importForm(file, payload, field), { silent: true });
      notification.success({ title: importMessages.successTitle, description: importMessages.success(result) });
      onImported?.(result);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      // Session loss has its own dialog; a cancelled call says nothing.
      if (SESSION_CODES.includes(err.retCode) || err.retCode === 'ABORTED') return;
      fail(err.envelope?.retMsg || (err.retCode && /^\d{3}$/.test(err.retCode) ? `${importMessages.failedTitle}（${err.retCode}）` : undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space size={8}>
      <Upload
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        maxCount={1}
        disabled={busy}
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} type={type} loading={busy}>
          {children}
        </Button>
      </Upload>
      {templateUrl ? (
        <Button icon={<DownloadOutlined />} type="link" onClick={() => void downloadTemplate(templateUrl, templateName)}>
          下载模板
        </Button>
      ) : null}
    </Space>
  );
}
