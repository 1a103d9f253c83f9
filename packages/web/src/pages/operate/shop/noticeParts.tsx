import { NoticePath, NoticeReadState, NoticeTargetType, parseTargetIds, type NoticeReadRow } from '@salon/contract';
import { Form, Segmented, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import { DataTable, useListTable } from '../../../components/DataTable';
import { StoreAreaPicker } from '../../../components/StoreAreaPicker';
import { StorePicker } from '../../../components/StorePicker';
import { useAreas } from '../../../components/useAreas';
import type { CustomInputProps } from '../../../engine/formFields';

/** Open statuses a notice can be sent to by name: every store but the closed ones. */
const NOTICE_STORE_STATUSES = '0,1,2,4';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');

/** City and store names from the cached area tree, to name a notice's target. */
export function useTargetNames() {
  const areas = useAreas({ storesLowerLimit: 0 });
  return useMemo(() => {
    const cities = new Map<number, string>();
    const stores = new Map<number, string>();
    for (const a of areas.data?.list ?? []) {
      if (a.level === 1) cities.set(a.id, a.name);
      if (a.level === 3) stores.set(a.id, a.name);
    }
    return { cities, stores };
  }, [areas.data]);
}

/** '全部门店', '指定城市：上海市、杭州市', '指定门店：陆家嘴店、徐家汇店 等5家'. */
export function noticeTargetText(targetType: unknown, targetIds: unknown, names: ReturnType<typeof useTargetNames>): string {
  const ids = parseTargetIds(targetIds);
  if (targetType === 1 || !ids.length) return NoticeTargetType.labelOf(targetType as number);
  const map = targetType === 2 ? names.cities : names.stores;
  const shown = ids.slice(0, 3).map((id) => map.get(id) ?? `#${id}`);
  return `${NoticeTargetType.labelOf(targetType as number)}：${shown.join('、')}${ids.length > 3 ? ` 等${ids.length}${targetType === 2 ? '个城市' : '家'}` : ''}`;
}

/**
 * The target of a notice, by the chosen target type: nothing for all stores, cities from the
 * area tree, or stores from the store picker (with its Excel import). The value is the id list
 * as the declaration keeps it ('310000,330100'); changing the target type clears it.
 */
export function NoticeTargetInput({ value, onChange, id, disabled }: CustomInputProps) {
  const form = Form.useFormInstance();
  const targetType = Form.useWatch('targetType', form) as number | undefined;
  const ids = useMemo(() => parseTargetIds(value), [value]);
  const set = (next: number[]) => onChange?.(next.length ? next.join(',') : null);
  const shownType = useRef(targetType);
  useEffect(() => {
    if (shownType.current === targetType) return;
    // The first value the form reports is the record's own; later ones are the user's choice.
    if (shownType.current !== undefined) onChange?.(null);
    shownType.current = targetType;
  }, [targetType, onChange]);

  return (
    <div id={id} className="notice-target-input">
      {targetType === 2 ? (
        <StoreAreaPicker scope="city" value={ids} onChange={set} width="100%" placeholder="请选择接收公告的城市" disabled={disabled} />
      ) : targetType === 3 ? (
        <StorePicker value={ids} onChange={set} openStatus={NOTICE_STORE_STATUSES} width="100%" placeholder="请选择接收公告的门店" disabled={disabled} />
      ) : (
        <Typography.Text type="secondary">发送给全部门店（已关店的门店除外），无需指定。</Typography.Text>
      )}
    </div>
  );
}

/** 已读 x / 目标 y of a published (or withdrawn) notice; drafts reach nobody yet. */
export function readProgress(row: Record<string, unknown>) {
  if (row.status === 0) return <Typography.Text type="secondary">未发布</Typography.Text>;
  const read = Number(row.readCount ?? 0);
  const target = Number(row.targetCount ?? 0);
  return (
    <span className="notice-progress">
      <Typography.Text strong={read < target}>{`已读 ${read} / 目标 ${target}`}</Typography.Text>
      {row.needConfirm ? <Typography.Text type="secondary">{`（确认 ${Number(row.confirmCount ?? 0)}）`}</Typography.Text> : null}
    </span>
  );
}

/** Each targeted store of a notice: read or not, when and by whom (the notice detail's lower half). */
export function NoticeReadStatus({ id, needConfirm }: { id: number; needConfirm: boolean }) {
  const table = useListTable<NoticeReadRow>({ view: 'storeNotice.readStatus', url: NoticePath.readStatus, shared: true }, { id });
  const columns: ColumnsType<NoticeReadRow> = [
    { title: '门店编码', dataIndex: 'storeCode', width: 90 },
    { title: '门店', dataIndex: 'storeName' },
    { title: '城市', dataIndex: 'cityName', width: 80 },
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
    { title: '阅读人', dataIndex: 'readByName', width: 90 },
    { title: '阅读人数', dataIndex: 'readers', width: 80 },
    ...(needConfirm ? [{ title: '确认时间', dataIndex: 'confirmedAt', width: 140, render: time }] : []),
  ];
  return (
    <div className="notice-read-status" style={{ marginTop: 16 }}>
      <DataTable
        table={table}
        columns={columns}
        rowKey="storeId"
        title="门店阅读情况"
        toolbar={
          <Segmented
            options={[
              { value: 'all', label: '全部' },
              { value: '0', label: '未读' },
              { value: '1', label: '已读' },
            ]}
            onChange={(v) => void table.search(v === 'all' ? { id } : { id, readState: Number(v) })}
          />
        }
      />
    </div>
  );
}
