import { DatabaseOutlined, TableOutlined } from '@ant-design/icons';
import { AuditPath, LogChangeKind, LOG_DATABASES, Ops, PagePath, type LogDatabase, type LogReveal, type LogRow } from '@salon/contract';
import { Button, Card, Drawer, Space, Tag, Tree, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DataNode } from 'antd/es/tree';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { get } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { ChangeList, ChangeSummary } from '../../../components/ChangeList';
import { DataTable, useListTable } from '../../../components/DataTable';
import { withDateRange } from '../../../components/dateRange';
import { ExportButton } from '../../../components/ExportButton';
import { FilterBar, type FilterItem, type FilterValues } from '../../../components/FilterBar';
import '../../../components/kit.css';
import { DateRangeInput } from '../../../components/DateRangeInput';
import { RevealChangesButton } from './auditReveal';

const KIND_COLOR: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };
const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

const filters: FilterItem[] = [
  { type: 'input', key: 'recordId', label: '记录ID' },
  { type: 'select', key: 'changeKind', label: '变更类型', options: LogChangeKind.items.map((i) => ({ value: i.value, label: i.label })) },
  { type: 'slot', key: 'createTime', label: '变更时间', slot: 'createTime', wide: true },
  { type: 'input', key: 'operator', label: '操作人', placeholder: '姓名（完整）' },
];

/** Databases and, once opened, their tables: the left-hand browser of the log. */
function useDatabaseTree() {
  const [databases, setDatabases] = useState<LogDatabase[]>([]);
  const [tables, setTables] = useState<Record<number, { tableName: string; title: string }[]>>({});
  useEffect(() => {
    void get<LogDatabase[]>(AuditPath.databases)
      .then(setDatabases)
      .catch(() => undefined);
  }, []);
  const loadTables = async (dataBaseNum: number) => {
    if (tables[dataBaseNum]) return;
    const list = await get<{ tableName: string; title: string }[]>(AuditPath.tables, { dataBaseNum });
    setTables((t) => ({ ...t, [dataBaseNum]: list }));
  };
  const tree: DataNode[] = databases.map((d) => ({
    key: `db:${d.dataBaseNum}`,
    title: `${d.title}（${d.dataBaseName}）`,
    icon: <DatabaseOutlined />,
    isLeaf: false,
    children: tables[d.dataBaseNum]?.map((t) => ({
      key: `table:${d.dataBaseNum}:${t.tableName}`,
      title: `${t.title}（${t.tableName}）`,
      icon: <TableOutlined />,
      isLeaf: true,
    })),
  }));
  return { databases, tree, loadTables };
}

/** /system/manage/logs: the data change log, browsed by database and table, with export. */
export default function LogsPage() {
  const access = usePageAccess();
  const first = LOG_DATABASES[0]?.dataBaseNum;
  const [target, setTarget] = useState<{ dataBaseNum: number; tableName?: string }>({ dataBaseNum: first });
  const [barValues, setBarValues] = useState<FilterValues>({});
  const table = useListTable<LogRow>({ view: 'system.logs', url: AuditPath.logPage }, { dataBaseNum: first });
  const { databases, tree, loadTables } = useDatabaseTree();
  const [viewing, setViewing] = useState<LogRow | null>(null);

  const searchWith = (next: typeof target, values: FilterValues) => {
    setTarget(next);
    setBarValues(values);
    void table.search({ ...values, ...next });
  };
  const database = databases.find((d) => d.dataBaseNum === target.dataBaseNum);

  const columns: ColumnsType<LogRow> = [
    { title: '变更时间', dataIndex: 'createTime', width: 170, render: time },
    { title: '表', dataIndex: 'tableTitle', width: 150, render: (v: string, r) => <span title={r.tableName}>{v}</span> },
    { title: '记录ID', dataIndex: 'recordId', width: 80, render: (v: string | null) => v ?? '--' },
    { title: '变更类型', dataIndex: 'changeKind', width: 90, render: (v: string) => <Tag color={KIND_COLOR[v]}>{LogChangeKind.labelOf(v)}</Tag> },
    { title: '操作', dataIndex: 'actionLabel', width: 110 },
    { title: '变更内容', dataIndex: 'changes', render: (v: LogRow['changes']) => <ChangeSummary changes={v} /> },
    { title: '操作人', dataIndex: 'operator', width: 100, render: (v: string | null) => v ?? '--' },
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
    <div className="page-card log-browser">
      <Card size="small" className="log-browser__tree" title="数据库">
        <Tree
          showIcon
          blockNode
          selectedKeys={[target.tableName ? `table:${target.dataBaseNum}:${target.tableName}` : `db:${target.dataBaseNum}`]}
          loadData={(node) => loadTables(Number(String(node.key).split(':')[1]))}
          treeData={tree}
          onSelect={(keys) => {
            const [kind, num, tableName] = String(keys[0] ?? '').split(':');
            if (kind === 'db') searchWith({ dataBaseNum: Number(num) }, barValues);
            if (kind === 'table') searchWith({ dataBaseNum: Number(num), tableName }, barValues);
          }}
        />
      </Card>
      <div className="log-browser__main">
        <Card size="small" className="page-card__filters">
          <FilterBar
            items={filters}
            slots={{ createTime: <DateRangeInput style={{ width: '100%' }} /> }}
            onSearch={(v) => searchWith(target, withDateRange(v, 'createTime'))}
            groupKey={PagePath.logs}
          />
        </Card>
        <Card size="small" className="page-card__body">
          <DataTable
            table={table}
            columns={columns}
            rowKey="id"
            title={
              <span>
                变更日志{' '}
                <Typography.Text type="secondary">
                  {database ? `${database.title}（${database.dataBaseName}）` : ''}
                  {target.tableName ? ` / ${target.tableName}` : ''}
                </Typography.Text>
              </span>
            }
            toolbar={access.can(Ops.log.export) ? <ExportButton url={AuditPath.logExport} params={table.filters} /> : null}
          />
        </Card>
      </div>
      {viewing ? <LogDrawer row={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

/** One data change: what changed, masked numbers revealed on request (查看完整号码, audited). */
function LogDrawer({ row, onClose }: { row: LogRow; onClose(): void }) {
  const access = usePageAccess();
  const [whole, setWhole] = useState<LogReveal | null>(null);
  return (
    <Drawer open size="large" title={`${row.tableTitle} #${row.recordId ?? '--'}：${row.actionLabel}`} onClose={onClose}>
      <Space style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">
          {time(row.createTime)} · {row.operator ?? '--'} · {row.routeTitle ?? row.route ?? '--'} · {LogChangeKind.labelOf(row.changeKind)}
        </Typography.Text>
        {whole ? null : (
          <RevealChangesButton<LogReveal>
            path={AuditPath.logReveal}
            id={row.id}
            changes={row.changes}
            allowed={access.can(Ops.log.viewMasked)}
            onRevealed={setWhole}
          />
        )}
      </Space>
      <ChangeList changes={whole?.changes ?? row.changes} />
    </Drawer>
  );
}
