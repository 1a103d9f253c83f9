import {
  FRANCHISE_NOTICE_READ_EXPORT,
  FranchiseNoticeOps,
  franchiseNoticeReads,
  FranchiseNoticeTarget,
  NoticeReadState,
  parseTargetIds,
  type FranchiseNoticeReadRow,
  type StoreOption,
} from '@salon/contract';
import { Form, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError, post } from '../../../api/request';
import { ExportButton } from '../../../components/ExportButton';
import type { CustomInputProps } from '../../../engine/formFields';

/** A read row as the call answers it (times as ISO text). */
type ReadRow = Omit<FranchiseNoticeReadRow, 'readAt'> & { readAt: string | null };

const time = (value: string | Date | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');

/** The franchise stores (store type 1) not closed, for the picker and to name a notice's stores. */
export function useFranchiseStores(): StoreOption[] {
  const [stores, setStores] = useState<StoreOption[]>([]);
  useEffect(() => {
    void post<StoreOption[]>('/basics/store/mgr/getStores', { openStatus: '0,1,2,4' })
      .then((rows) => setStores(rows.filter((s) => s.storeType === 1)))
      .catch(ignoreRequestError);
  }, []);
  return stores;
}

/** '全部加盟门店', '指定加盟门店：陆家嘴店、徐家汇店 等5家'. */
export function franchiseTargetText(targetType: unknown, storeIds: unknown, stores: StoreOption[]): string {
  const ids = parseTargetIds(storeIds);
  if (targetType === 1 || !ids.length) return FranchiseNoticeTarget.labelOf(targetType as number);
  const names = new Map(stores.map((s) => [s.id, s.storeName]));
  const shown = ids.slice(0, 3).map((id) => names.get(id) ?? `#${id}`);
  return `${FranchiseNoticeTarget.labelOf(targetType as number)}：${shown.join('、')}${ids.length > 3 ? ` 等${ids.length}家` : ''}`;
}

/**
 * The chosen franchise stores of a notice (a searchable multiple select of the franchise stores), kept
 * as the declaration keeps it ('12,15'); nothing to choose for all franchise stores. Changing the target
 * type clears it.
 */
export function FranchiseStoreInput({ value, onChange, id, disabled }: CustomInputProps) {
  const form = Form.useFormInstance();
  const targetType = Form.useWatch('targetType', form) as number | undefined;
  const stores = useFranchiseStores();
  const ids = useMemo(() => parseTargetIds(value), [value]);
  const shownType = useRef(targetType);
  useEffect(() => {
    if (shownType.current === targetType) return;
    if (shownType.current !== undefined) onChange?.(null);
    shownType.current = targetType;
  }, [targetType, onChange]);
  if (targetType !== 2) return <Typography.Text type="secondary">发送给全部加盟门店（已关店的门店除外），无需指定。</Typography.Text>;
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      disabled={disabled}
      placeholder="请选择接收通知的加盟门店"
      value={ids}
      onChange={(next: number[]) => onChange?.(next.length ? next.join(',') : null)}
      options={stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` }))}
      style={{ width: '100%' }}
    />
  );
}

/** Each store of a published notice: read or not, who read it first and when; the read list's export. */
export function FranchiseNoticeReads({ id, can }: { id: number; can(code: string): boolean }) {
  const [rows, setRows] = useState<ReadRow[] | null>(null);
  useEffect(() => {
    void call(franchiseNoticeReads, { id })
      .then(setRows)
      .catch((err: unknown) => {
        setRows([]);
        ignoreRequestError(err);
      });
  }, [id]);
  const columns: ColumnsType<ReadRow> = [
    { title: '门店编码', dataIndex: 'storeCode', width: 100 },
    { title: '门店', dataIndex: 'storeName' },
    {
      title: '阅读状态',
      dataIndex: 'readState',
      width: 90,
      render: (v: number) => {
        const item = NoticeReadState.items.find((i) => i.value === v);
        return <Tag color={item?.color}>{item?.label}</Tag>;
      },
    },
    { title: '首次阅读', dataIndex: 'readAt', width: 140, render: time },
    { title: '阅读人', dataIndex: 'readByName', width: 100 },
    { title: '阅读人数', dataIndex: 'readers', width: 80 },
  ];
  const read = rows?.filter((r) => r.readState === 1).length ?? 0;
  return (
    <div className="franchise-notice-reads" style={{ marginTop: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Text strong>{rows ? `门店阅读情况：已读 ${read} / 共 ${rows.length}` : '门店阅读情况'}</Typography.Text>
        {can(FranchiseNoticeOps.export) ? (
          <ExportButton url={FRANCHISE_NOTICE_READ_EXPORT} params={{ id }}>
            导出阅读情况
          </ExportButton>
        ) : null}
      </div>
      <Table<ReadRow> size="small" rowKey="storeId" loading={rows === null} dataSource={rows ?? []} columns={columns} pagination={{ pageSize: 10 }} />
    </div>
  );
}
