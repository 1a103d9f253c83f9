import {
  AUDITED_TABLES,
  AuditPath,
  IMPLEMENTED_PAGES,
  findRoute,
  Ops,
  PagePath,
  type OperRecordDetail,
  type OperRecordReveal,
  type OperRecordRow,
} from '@salon/contract';
import { Button, Descriptions, Drawer, Space, Spin, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { get } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { ChangeList } from '../../../components/ChangeList';
import { DataTable, useListTable } from '../../../components/DataTable';
import { withDateRange } from '../../../components/dateRange';
import { FilterBar, type FilterItem } from '../../../components/FilterBar';
import { PageCard } from '../../../components/PageCard';
import '../../../components/kit.css';
import { DateRangeInput } from '../../../components/DateRangeInput';
import { RevealChangesButton } from './auditReveal';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

const filters: FilterItem[] = [
  { type: 'input', key: 'userName', label: '操作人', placeholder: '姓名' },
  { type: 'select', key: 'route', label: '页面', options: IMPLEMENTED_PAGES.map((p) => ({ value: p.path, label: findRoute(p.path)?.title ?? p.path })) },
  { type: 'slot', key: 'createTime', label: '操作时间', slot: 'createTime', wide: true },
  { type: 'select', key: 'tableName', label: '数据表', options: AUDITED_TABLES.map((t) => ({ value: t.tableName, label: `${t.title}（${t.tableName}）` })) },
  { type: 'input', key: 'recordId', label: '记录ID' },
];

/** /system/manage/operRecords: every write an operator made — who, when, from which page, before and after. */
export default function OperRecordsPage() {
  const table = useListTable<OperRecordRow>({ view: 'system.operRecords', url: AuditPath.operRecordList });
  const [viewing, setViewing] = useState<OperRecordRow | null>(null);

  const columns: ColumnsType<OperRecordRow> = [
    { title: '操作时间', dataIndex: 'createTime', width: 170, render: time },
    { title: '操作人', dataIndex: 'userName', width: 100, render: (v: string | null) => v ?? '--' },
    { title: '页面', dataIndex: 'routeTitle', width: 140, render: (v: string | null, r) => v ?? r.route ?? '--' },
    { title: '操作', dataIndex: 'actionLabel', width: 120 },
    { title: '数据', dataIndex: 'tableTitle', width: 140 },
    { title: '记录ID', dataIndex: 'recordId', width: 90, render: (v: string | null) => v ?? '--' },
    { title: '接口', dataIndex: 'api', ellipsis: true },
    { title: 'IP', dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '--' },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row)}>
          详情
        </Button>
      ),
    },
  ];

  return (
    <PageCard
      filters={
        <FilterBar
          items={filters}
          slots={{ createTime: <DateRangeInput style={{ width: '100%' }} /> }}
          onSearch={(v) => table.search(withDateRange(v, 'createTime'))}
          groupKey={PagePath.operRecords}
        />
      }
    >
      <DataTable table={table} columns={columns} rowKey="id" title="操作记录" />
      {viewing ? <OperRecordDrawer row={viewing} onClose={() => setViewing(null)} /> : null}
    </PageCard>
  );
}

function OperRecordDrawer({ row, onClose }: { row: OperRecordRow; onClose(): void }) {
  const access = usePageAccess();
  const [detail, setDetail] = useState<OperRecordDetail | null>(null);
  const [whole, setWhole] = useState<OperRecordReveal | null>(null);
  useEffect(() => {
    void get<OperRecordDetail>(AuditPath.operRecordDetail, { id: row.id })
      .then(setDetail)
      .catch(() => undefined);
  }, [row.id]);
  return (
    <Drawer open title={`操作详情：${row.actionLabel}${row.tableTitle}`} size="large" onClose={onClose}>
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          { key: 'time', label: '操作时间', children: time(row.createTime) },
          { key: 'user', label: '操作人', children: row.userName ?? '--' },
          { key: 'page', label: '页面', children: row.routeTitle ? `${row.routeTitle}（${row.route}）` : (row.route ?? '--') },
          { key: 'action', label: '操作', children: row.actionLabel },
          { key: 'table', label: '数据', children: `${row.tableTitle}（${row.tableName}）` },
          { key: 'record', label: '记录ID', children: row.recordId ?? '--' },
          { key: 'api', label: '接口', children: row.api, span: 2 },
          { key: 'ip', label: 'IP', children: row.ip ?? '--' },
          { key: 'request', label: '请求号', children: row.requestId ?? '--' },
        ]}
      />
      <Space style={{ marginTop: 20, marginBottom: 8, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          变更内容
        </Typography.Title>
        {detail && !whole ? (
          <RevealChangesButton<OperRecordReveal>
            path={AuditPath.operRecordReveal}
            id={row.id}
            changes={detail.changes}
            allowed={access.can(Ops.operRecord.viewMasked)}
            onRevealed={setWhole}
          />
        ) : null}
      </Space>
      {detail ? <ChangeList changes={whole?.changes ?? detail.changes} /> : <Spin />}
    </Drawer>
  );
}
