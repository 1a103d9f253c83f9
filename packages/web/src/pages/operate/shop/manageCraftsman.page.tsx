import {
  ACTIVE_REMARK_MAX,
  CRAFTSMAN_ACTIVE_RECORDS_PATH,
  CraftsmanActiveStatus,
  CraftsmanStatus,
  resourceEndpoints,
  storeCraftsmanResource as def,
  type CraftsmanActiveRecord,
  type FieldDef,
  type StoreOption,
  type TransitionDef,
} from '@salon/contract';
import { App, Badge, Button, Descriptions, Drawer, Empty, Input, Modal, Space, Spin, Tag, Timeline, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { DataTable, useListTable } from '../../../components/DataTable';
import { FilterBar, type FilterItem } from '../../../components/FilterBar';
import { MaskedNumber } from '../../../components/MaskedNumber';
import { MaskedValue } from '../../../engine/MaskedValue';
import { PageCard } from '../../../components/PageCard';
import '../../../components/kit.css';
import { renderValue } from '../../../engine/fieldView';

/** A row of the list: the declaration's fields plus the store names it joins in. */
type Row = Record<string, unknown> & {
  id: number;
  storeId: number;
  craftsmanId: number;
  realName: string;
  employeeNo: string;
  storeName: string;
  homeStoreName: string;
  isHome: boolean;
  craftsmanStatus: number;
  activeStatus: number;
};

const ep = resourceEndpoints(def);
const fields: readonly FieldDef[] = def.fields;
const fieldOf = (key: string): FieldDef => fields.find((f) => f.key === key)!;
const transitions: readonly TransitionDef[] = def.workflow.transitions;
const DEPARTED = 4;
const enumOptions = (key: string) => fieldOf(key).enum!.items.map((i) => ({ value: i.value, label: i.label }));

/** Status dots: who takes orders here at a glance. */
const ACTIVE_DOT: Record<number, 'success' | 'error'> = { 1: 'success', 0: 'error' };
const SERVICE_DOT: Record<number, 'success' | 'warning' | 'processing' | 'default'> = { 1: 'success', 2: 'warning', 3: 'processing', 4: 'default' };
const dot = (key: 'activeStatus' | 'craftsmanStatus', row: Row) => (
  <Badge status={(key === 'activeStatus' ? ACTIVE_DOT : SERVICE_DOT)[row[key]]} text={fieldOf(key).enum!.labelOf(row[key])} />
);
/** Enumerations read as plain text where a tag would only add noise. */
const plain = (key: string) => (row: Row) => fieldOf(key).enum!.labelOf(row[key] as number | string);

/** Home store or part-time: a part-timer names the store it belongs to. */
function HomeTag({ row }: { row: Row }) {
  return row.isHome ? (
    <Tag color="blue">本店</Tag>
  ) : (
    <Tooltip title={`归属门店：${row.homeStoreName}`}>
      <Tag color="purple">兼职</Tag>
    </Tooltip>
  );
}

/** /operate/shop/manageCraftsman (门店手艺人, watermarked by the shell): who serves each store, enabled or not, and the history of every change. */
export default function ManageCraftsmanPage() {
  const access = usePageAccess();
  const table = useListTable<Row>({ view: def.name, url: ep.list.path, method: ep.list.method });
  const [stores, setStores] = useState<StoreOption[]>([]);
  const [moving, setMoving] = useState<{ row: Row; transition: TransitionDef } | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const seeMobile = !!def.ops.viewMasked && access.can(def.ops.viewMasked);

  useEffect(() => {
    void post<StoreOption[]>('/basics/store/mgr/getStores', { openStatus: '0,1,2,3,4' }).then(setStores).catch(ignoreRequestError);
  }, []);

  const filters: FilterItem[] = [
    { type: 'input', key: 'keyword', label: def.keyword.label, placeholder: '姓名或工号' },
    { type: 'select', key: 'storeId', label: '门店', options: stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` })) },
    { type: 'select', key: 'activeStatus', label: '启用状态', options: enumOptions('activeStatus') },
    { type: 'select', key: 'craftsmanStatus', label: '在职状态', options: enumOptions('craftsmanStatus') },
    { type: 'select', key: 'level', label: '等级', options: enumOptions('level') },
  ];

  const special: Record<string, (row: Row) => React.ReactNode> = {
    // Lists answer masked numbers; a holder of 查看完整号码 asks for one whole (audited on the server).
    mobile: (row) => (seeMobile ? <MaskedValue def={def} field={fieldOf('mobile')} row={row} /> : <MaskedNumber value={row.mobile as string} />),
    isHome: (row) => <HomeTag row={row} />,
    activeStatus: (row) => dot('activeStatus', row),
    craftsmanStatus: (row) => dot('craftsmanStatus', row),
    level: plain('level'),
    priceGrade: plain('priceGrade'),
    craftsmanType: plain('craftsmanType'),
    gender: plain('gender'),
  };
  const columns: ColumnsType<Row> = [
    ...fields
      .filter((f) => f.list)
      .map((f) => ({
        title: f.label,
        dataIndex: f.key,
        key: f.key,
        width: typeof f.list === 'object' ? f.list.width : undefined,
        ellipsis: typeof f.list === 'object' ? f.list.ellipsis : undefined,
        render: (value: unknown, row: Row) => (special[f.key] ? special[f.key](row) : renderValue(f, value, row)),
      })),
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 150,
      render: (_: unknown, row: Row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(row)}>
            变更记录
          </Button>
          {transitions
            .filter((t) => t.from.includes(row.activeStatus) && access.can(t.op))
            .map((t) => {
              const blocked = t.action === 'enable' && row.craftsmanStatus === DEPARTED;
              const button = (
                <Button key={t.action} type="link" size="small" danger={t.danger} disabled={blocked} onClick={() => setMoving({ row, transition: t })}>
                  {t.label}
                </Button>
              );
              return blocked ? (
                <Tooltip key={t.action} title={`${CraftsmanStatus.labelOf(DEPARTED)}的手艺人不能启用`}>
                  {button}
                </Tooltip>
              ) : (
                button
              );
            })}
        </Space>
      ),
    },
  ];

  return (
    <PageCard filters={<FilterBar items={filters} onSearch={(v) => table.search(v)} groupKey={def.page} />}>
      <DataTable table={table} columns={columns} rowKey="id" title={`${def.title}列表`} />
      {moving ? (
        <ActiveStatusModal
          {...moving}
          onClose={() => setMoving(null)}
          onDone={async () => {
            setMoving(null);
            await table.reload();
          }}
        />
      ) : null}
      {viewing ? <HistoryDrawer row={viewing} onClose={() => setViewing(null)} /> : null}
    </PageCard>
  );
}

/** Enable or disable one craftsman in one store; disabling asks for the reason. */
function ActiveStatusModal({ row, transition, onClose, onDone }: { row: Row; transition: TransitionDef; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const label = transition.reason!.label;
  async function confirm() {
    if (transition.reason?.required && !reason.trim()) {
      message.warning(`请填写${label}`);
      return;
    }
    setSaving(true);
    try {
      await post(ep.transition.path, { id: row.id, action: transition.action, reason: reason.trim() || undefined });
      message.success(`已${transition.label} ${row.realName}`);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={`${transition.label}手艺人`}
      onCancel={onClose}
      onOk={confirm}
      confirmLoading={saving}
      okText={`确定${transition.label}`}
      cancelText="取消"
      okButtonProps={{ danger: transition.danger }}
      width={480}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'who', label: '手艺人', children: `${row.realName}（${row.employeeNo}）` },
          { key: 'store', label: '门店', children: row.storeName },
        ]}
      />
      {transition.confirm ? <Typography.Paragraph type="secondary">{transition.confirm}</Typography.Paragraph> : null}
      <Input.TextArea
        rows={3}
        maxLength={transition.reason?.max ?? ACTIVE_REMARK_MAX}
        showCount
        placeholder={`请输入${label}${transition.reason?.required ? '（必填）' : '（选填）'}`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-label={label}
      />
    </Modal>
  );
}

/** Every enable/disable of this craftsman in this store, newest first. */
function HistoryDrawer({ row, onClose }: { row: Row; onClose(): void }) {
  const [records, setRecords] = useState<CraftsmanActiveRecord[] | null>(null);
  useEffect(() => {
    void post<CraftsmanActiveRecord[]>(CRAFTSMAN_ACTIVE_RECORDS_PATH, { craftsmanId: row.craftsmanId, storeId: row.storeId })
      .then(setRecords)
      .catch((err) => {
        setRecords([]);
        ignoreRequestError(err);
      });
  }, [row.craftsmanId, row.storeId]);
  const status = (value: number | null) => (value === null ? '新开通' : CraftsmanActiveStatus.labelOf(value));
  return (
    <Drawer open title={`启停记录：${row.realName}（${row.employeeNo}）`} onClose={onClose} size="large">
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 24 }}
        items={[
          { key: 'store', label: '门店', children: row.storeName },
          { key: 'home', label: '任职方式', children: <HomeTag row={row} /> },
          { key: 'level', label: '等级', children: plain('level')(row) },
          { key: 'status', label: '在职状态', children: dot('craftsmanStatus', row) },
          { key: 'active', label: '当前启用状态', children: dot('activeStatus', row) },
          { key: 'entry', label: '入职日期', children: renderValue(fieldOf('entryDate'), row.entryDate, row) },
        ]}
      />
      {records === null ? (
        <Spin />
      ) : records.length === 0 ? (
        <Empty description="暂无变更记录" />
      ) : (
        <Timeline
          className="craftsman-history"
          items={records.map((r) => ({
            key: r.id,
            color: r.toStatus === 1 ? 'green' : 'red',
            content: (
              <div>
                <Typography.Text strong>
                  {status(r.fromStatus)} → {status(r.toStatus)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                  {dayjs(r.createdAt).format('YYYY-MM-DD HH:mm')} · {r.operator}
                </Typography.Text>
                <div>{r.remark ?? '--'}</div>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
