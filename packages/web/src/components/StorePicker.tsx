import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ExchangePath, IMPORT_FILE, SESSION_CODES, type StoreImportLine, type StoreOption } from '@salon/contract';
import { Alert, Button, Select, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { feedback } from '../api/feedback';
import { post, request, RequestError } from '../api/request';
import { downloadTemplate as defaultDownload } from './templateDownload';
import './inputs.css';

/** Open statuses the picker offers by default (spec §7: opening soon and normal). */
export const STORE_PICKER_OPEN_STATUS = '0,1';

export const storePickerMessages = {
  /** Spec §8 'import table failed'. */
  importFailed: '导入表格失败',
  /** Spec §8: lookup failures are a notice titled hint with the server's message. */
  hint: '提示',
  errorsTitle: '以下行未导入',
};

export interface StorePickerProps {
  /** Chosen store ids. */
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Comma list of open statuses (default '0,1'). */
  openStatus?: string;
  /** Offer the Excel import and the template (default true). */
  importable?: boolean;
  /** Where the sheet is posted (default /market/activity/getActivityStoreIdsByExcel). */
  importUrl?: string;
  /** The template sheet (default /market/activity/storeTemplate). */
  templateUrl?: string;
  width?: number | string;
  placeholder?: string;
  disabled?: boolean;
}

const isSessionLoss = (err: RequestError) => SESSION_CODES.includes(err.retCode) || err.retCode === 'ABORTED';

/**
 * Stores from /basics/store/mgr/getStores (open status '0,1' by default), chosen from a list or
 * imported from a sheet of store codes: found stores are added, refused rows listed. A failed
 * upload says 'import table failed'; a refusal by the server is a notice titled hint.
 */
export function StorePicker({
  value,
  onChange,
  openStatus = STORE_PICKER_OPEN_STATUS,
  importable = true,
  importUrl = ExchangePath.storeImport,
  templateUrl = ExchangePath.storeTemplate,
  width = 360,
  placeholder = '请选择门店',
  disabled,
}: StorePickerProps) {
  const [stores, setStores] = useState<{ status: string; list: StoreOption[] } | null>(null);
  const [own, setOwn] = useState<number[]>([]);
  const [imported, setImported] = useState<Record<number, string>>({});
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const ids = value ?? own;

  useEffect(() => {
    let live = true;
    post<StoreOption[]>('/basics/store/mgr/getStores', { openStatus }, { silent: true }).then(
      (list) => live && setStores({ status: openStatus, list: list ?? [] }),
      (err: unknown) => {
        if (!(err instanceof RequestError)) throw err;
        if (live) setStores({ status: openStatus, list: [] });
        if (!isSessionLoss(err)) feedback.warning(storePickerMessages.hint, err.message || '门店查询失败');
      },
    );
    return () => {
      live = false;
    };
  }, [openStatus]);

  const loading = stores?.status !== openStatus;
  const options = useMemo(() => (stores?.list ?? []).map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` })), [stores]);
  const labels = useMemo(() => ({ ...imported, ...Object.fromEntries(options.map((o) => [o.value, o.label])) }) as Record<number, string>, [imported, options]);

  const update = (next: number[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const importSheet = async (file: File) => {
    const form = new FormData();
    form.append(IMPORT_FILE.field, file, file.name);
    setImporting(true);
    try {
      const rows = (await request<StoreImportLine[]>(importUrl, { method: 'POST', data: form, silent: true })) ?? [];
      const found = rows.filter((r) => r.storeId !== null && !r.errorMsg);
      const added = found.map((r) => r.storeId as number).filter((id) => !ids.includes(id));
      setImported((known) => ({ ...known, ...Object.fromEntries(found.map((r) => [r.storeId, r.storeName ?? r.storeCode ?? String(r.storeId)])) }));
      setRowErrors(rows.filter((r) => r.errorMsg).map((r) => r.errorMsg as string));
      update([...ids, ...new Set(added)]);
      feedback.success('导入完成', `新增${new Set(added).size}家门店，${rows.filter((r) => r.errorMsg).length}行未导入`);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      if (isSessionLoss(err)) return;
      // The server read the sheet and said no: its message under the hint title. Anything else: the upload itself failed.
      if (err.envelope) feedback.warning(storePickerMessages.hint, err.envelope.retMsg || storePickerMessages.importFailed);
      else feedback.error(storePickerMessages.importFailed, err.message);
    } finally {
      setImporting(false);
    }
  };

  return (
    <div className="store-picker" style={{ width }}>
      <Select<number[]>
        mode="multiple"
        style={{ width: '100%' }}
        placeholder={placeholder}
        aria-label="门店"
        loading={loading}
        disabled={disabled}
        allowClear
        maxTagCount="responsive"
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        value={ids}
        labelRender={({ value: v, label }) => label ?? labels[Number(v)] ?? v}
        onChange={(next) => update(next ?? [])}
      />
      {importable ? (
        <div className="store-picker__tools">
          <Upload
            accept=".xlsx,.xls"
            showUploadList={false}
            disabled={disabled || importing}
            beforeUpload={(file) => (void importSheet(file), Upload.LIST_IGNORE)}
          >
            <Button size="small" icon={<UploadOutlined />} loading={importing} disabled={disabled}>
              Excel导入
            </Button>
          </Upload>
          <Button size="small" type="link" icon={<DownloadOutlined />} onClick={() => void defaultDownload(templateUrl, '门店导入模板.xlsx')}>
            下载模板
          </Button>
          <span className="store-picker__count">已选 {ids.length} 家</span>
        </div>
      ) : null}
      {rowErrors.length ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setRowErrors([]) }}
          title={`${storePickerMessages.errorsTitle}（${rowErrors.length}）`}
          description={
            <ul className="store-picker__errors">
              {rowErrors.map((e, i) => (
                <li key={i}>{e}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </div>
  );
}
