import type { StoreOption } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, notification } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { post } from '../api/request';
import { StorePicker, storePickerMessages } from './StorePicker';
import { adminForThisFile } from '../test/adminSession';

/**
 * The store picker against the real server: /basics/store/mgr/getStores (open status '0,1')
 * and the sheet import /market/activity/getActivityStoreIdsByExcel, signed in as admin.
 */
const signedIn = adminForThisFile('/demo/select');
let stores: StoreOption[];

function Picker({ onChange, importUrl }: { onChange?: (ids: number[]) => void; importUrl?: string }) {
  const [ids, setIds] = useState<number[]>([]);
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      <StorePicker value={ids} importUrl={importUrl} onChange={(v) => (setIds(v), onChange?.(v))} />
    </ConfigProvider>
  );
}

/** jsdom's Blob, read as jsdom reads it. */
const readBlob = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/**
 * Node's fetch cannot stream jsdom's FormData/File (a browser sends them as they are): the
 * form is written out as multipart bytes before the real fetch.
 */
function multipartFetch() {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (!(init?.body instanceof FormData)) return realFetch(input, init);
    const boundary = `----picker${Math.random().toString(16).slice(2)}`;
    const enc = new TextEncoder();
    const parts: Uint8Array[] = [];
    for (const [name, value] of init.body.entries()) {
      if (typeof value === 'string') parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      else
        parts.push(
          enc.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          await readBlob(value),
          enc.encode('\r\n'),
        );
    }
    parts.push(enc.encode(`--${boundary}--\r\n`));
    const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((offset, p) => (body.set(p, offset), offset + p.length), 0);
    return realFetch(input, {
      ...init,
      body,
      headers: { ...(init.headers as Record<string, string>), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  });
}

async function sheet(codes: string[]): Promise<File> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('门店');
  ws.addRow(['门店编码']);
  for (const c of codes) ws.addRow([c]);
  return new File([await book.xlsx.writeBuffer()], 'stores.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

const upload = (file: File) => fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
const noticeTitles = () => [...document.querySelectorAll('.ant-notification-notice-title')].map((t) => t.textContent);

beforeEach(async () => {
  stores ??= await post<StoreOption[]>('/basics/store/mgr/getStores', { openStatus: '0,1' });
  multipartFetch();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  notification.destroy();
});

describe('StorePicker', () => {
  it("asks for open status '0,1' and offers those stores", async () => {
    const spy = vi.mocked(globalThis.fetch);
    render(<Picker />);
    await waitFor(() => expect(spy.mock.calls.some((c) => String(c[0]).endsWith('/basics/store/mgr/getStores'))).toBe(true));
    const call = spy.mock.calls.find((c) => String(c[0]).endsWith('/basics/store/mgr/getStores'))!;
    expect(JSON.parse((call[1] as RequestInit).body as string)).toEqual({ openStatus: '0,1' });
    expect(stores.every((s) => [0, 1].includes(s.openStatus))).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const first = stores[0];
    expect(await screen.findByTitle(`${first.storeName}（${first.storeCode}）`)).toBeTruthy();
  });

  it('adds the stores found in a sheet and lists the refused rows', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const [a, b] = stores;
    upload(await sheet([a.storeCode, 'NOPE999', b.storeCode, a.storeCode]));
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 5000 });
    expect(onChange.mock.lastCall?.[0]).toEqual([a.id, b.id]);
    const errors = await screen.findByText(/以下行未导入（2）/);
    expect(errors).toBeTruthy();
    expect(screen.getByText(/NOPE999 不存在/)).toBeTruthy();
    expect(screen.getByText(/与第2行重复/)).toBeTruthy();
    expect(screen.getByText('已选 2 家')).toBeTruthy();
  });

  it("a sheet the server refuses is a notice titled hint with the server's message", async () => {
    render(<Picker />);
    upload(new File(['not a sheet'], 'stores.xlsx'));
    await waitFor(() => expect(noticeTitles()).toContain(storePickerMessages.hint), { timeout: 5000 });
  });

  it("an upload that fails outright says 'import table failed'", async () => {
    // The server answers the upload with HTTP 503 (a loopback test fixture).
    render(<Picker importUrl="/dev/fixtures/status" />);
    upload(await sheet(['SH0001']));
    await waitFor(() => expect(noticeTitles()).toContain(storePickerMessages.importFailed));
  });

  it('downloads the template with the session headers, as a file', async () => {
    const created: Blob[] = [];
    const objectUrl = vi.fn((b: Blob) => (created.push(b), 'blob:template'));
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render(<Picker />);
    fireEvent.click(screen.getByText('下载模板'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('门店导入模板.xlsx');
    const call = vi.mocked(globalThis.fetch).mock.calls.find((c) => String(c[0]).endsWith('/market/activity/storeTemplate'))!;
    expect((call[1]?.headers as Record<string, string>).attachment).toBe(signedIn().token);
    expect(created[0].size).toBeGreaterThan(1000);
  });
});
