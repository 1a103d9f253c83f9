import type { AuditChange } from '@salon/contract';
import { Table, Typography } from 'antd';

const show = (v: unknown) => {
  if (v === null || v === undefined || v === '') return <Typography.Text type="secondary">空</Typography.Text>;
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'object') return <code className="change-list__json">{JSON.stringify(v)}</code>;
  return String(v);
};

/** What changed in one write: field, value before, value after (the audit viewers' diff). */
export function ChangeList({ changes }: { changes: AuditChange[] }) {
  if (!changes.length) return <Typography.Text type="secondary">没有字段变化</Typography.Text>;
  return (
    <Table<AuditChange>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={changes}
      columns={[
        { title: '字段', dataIndex: 'label', width: 140, render: (label: string, c) => (label === c.field ? label : <span title={c.field}>{label}</span>) },
        { title: '修改前', dataIndex: 'before', render: (v: unknown) => <span className="change-list__before">{show(v)}</span> },
        { title: '修改后', dataIndex: 'after', render: (v: unknown) => <span className="change-list__after">{show(v)}</span> },
      ]}
    />
  );
}

/** One line per change, for a list cell: '状态：0 → 1'. */
export function ChangeSummary({ changes, max = 3 }: { changes: AuditChange[]; max?: number }) {
  if (!changes.length) return <>--</>;
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? '空' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return (
    <div className="change-summary">
      {changes.slice(0, max).map((c) => (
        <div key={c.field} className="change-summary__line">
          {c.label}：{text(c.before)} → {text(c.after)}
        </div>
      ))}
      {changes.length > max ? <Typography.Text type="secondary">等 {changes.length} 项</Typography.Text> : null}
    </div>
  );
}
