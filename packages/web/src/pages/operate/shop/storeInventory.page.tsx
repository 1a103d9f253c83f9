import {
  INVENTORY_EDITABLE_STATUSES,
  inventorySheetResource,
  resourceEndpoints,
  type ResourceDef,
  type StoreOption,
  type TransitionDef,
} from '@salon/contract';
import { Button, DatePicker, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { DataTable, useListTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { FilterBar, type FilterItem, type FilterValues } from '../../../components/FilterBar';
import { PageCard } from '../../../components/PageCard';
import '../../../components/kit.css';
import { renderValue } from '../../../engine/fieldView';
import { SheetDrawer, type Sheet } from './storeInventory/SheetDrawer';
import { CreateSheetModal, TransitionModal } from './storeInventory/SheetModals';

const def: ResourceDef = inventorySheetResource;
const ep = resourceEndpoints(def);
const fieldOf = (key: string) => def.fields.find((f) => f.key === key)!;
const fill = def.ops.update!;

/** Month and date pickers become the list's 'YYYY-MM' and Start/End parameters. */
function toQuery(values: FilterValues): FilterValues {
  const out: FilterValues = { ...values };
  if (values.periodMonth) out.periodMonth = (values.periodMonth as Dayjs).format('YYYY-MM');
  delete out.countDate;
  if (Array.isArray(values.countDate)) {
    const [start, end] = values.countDate as [Dayjs, Dayjs];
    out.countDateStart = start.format('YYYY-MM-DD');
    out.countDateEnd = end.format('YYYY-MM-DD');
  }
  return out;
}

/**
 * /operate/shop/storeInventory: 门店盘点 — monthly count sheets. The list and its workflow come
 * from the declaration; the sheet's lines (counted in a drawer, saved in one call) are this page's own.
 */
export default function StoreInventoryPage() {
  const access = usePageAccess();
  const table = useListTable<Sheet>({ view: def.name, url: ep.list.path, method: ep.list.method });
  const [stores, setStores] = useState<StoreOption[]>([]);
  const [open, setOpen] = useState<{ sheet: Sheet; mode: 'view' | 'fill' } | null>(null);
  const [moving, setMoving] = useState<{ sheet: Sheet; transition: TransitionDef } | null>(null);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    void post<StoreOption[]>('/basics/store/mgr/getStores', { openStatus: '0,1,2,3,4' }).then(setStores).catch(ignoreRequestError);
  }, []);

  const items: FilterItem[] = [
    { type: 'input', key: 'keyword', label: def.keyword!.label },
    {
      type: 'select',
      key: 'storeId',
      label: fieldOf('storeId').label,
      options: stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` })),
    },
    { type: 'slot', key: 'periodMonth', label: fieldOf('periodMonth').label, slot: 'periodMonth' },
    { type: 'select', key: 'status', label: fieldOf('status').label, options: fieldOf('status').enum!.items.map((i) => ({ value: i.value, label: i.label })) },
    { type: 'slot', key: 'countDate', label: fieldOf('countDate').label, slot: 'countDate', wide: true },
  ];
  const slots = { periodMonth: <DatePicker picker="month" style={{ width: '100%' }} />, countDate: <DatePicker.RangePicker style={{ width: '100%' }} /> };

  const columns: ColumnsType<Sheet> = [
    ...def.fields
      .filter((f) => f.list)
      .map((f) => ({
        title: f.label,
        dataIndex: f.key,
        key: f.key,
        width: typeof f.list === 'object' ? f.list.width : undefined,
        ellipsis: typeof f.list === 'object' ? f.list.ellipsis : undefined,
        align: f.type === 'money' || f.type === 'int' ? ('right' as const) : undefined,
        render: (value: unknown, row: Sheet) => renderValue(f, value, row),
      })),
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row: Sheet) => (
        <Space size={0} wrap>
          <Button type="link" size="small" autoInsertSpace={false} onClick={() => setOpen({ sheet: row, mode: 'view' })}>
            查看
          </Button>
          {access.can(fill) && INVENTORY_EDITABLE_STATUSES.includes(row.status) ? (
            <Button type="link" size="small" autoInsertSpace={false} onClick={() => setOpen({ sheet: row, mode: 'fill' })}>
              盘点
            </Button>
          ) : null}
          {def
            .workflow!.transitions.filter((t) => t.from.includes(row.status) && access.can(t.op))
            .map((t) => (
              <Button
                key={t.action}
                type="link"
                size="small"
                danger={t.danger}
                autoInsertSpace={false}
                onClick={() => setMoving({ sheet: row, transition: t })}
              >
                {t.label}
              </Button>
            ))}
        </Space>
      ),
    },
  ];

  return (
    <PageCard filters={<FilterBar items={items} slots={slots} onSearch={(v) => table.search(toQuery(v))} />}>
      <DataTable
        table={table}
        columns={columns}
        rowKey="id"
        title={`${def.title}列表`}
        toolbar={
          <>
            {def.ops.export && access.can(def.ops.export) ? <ExportButton url={ep.export.path} params={table.filters} /> : null}
            {def.ops.create && access.can(def.ops.create) ? (
              <Button type="primary" onClick={() => setCreating(true)}>
                新建{def.title}
              </Button>
            ) : null}
          </>
        }
      />
      {open ? (
        <SheetDrawer
          key={`${open.sheet.id}-${open.mode}`}
          sheet={open.sheet}
          mode={open.mode}
          canSubmit={access.can(def.workflow!.transitions.find((t) => t.action === 'submit')!.op)}
          onClose={() => setOpen(null)}
          onChanged={() => void table.reload()}
        />
      ) : null}
      {moving ? (
        <TransitionModal
          {...moving}
          onClose={() => setMoving(null)}
          onDone={async () => {
            setMoving(null);
            await table.reload();
          }}
        />
      ) : null}
      {creating ? (
        <CreateSheetModal
          stores={stores}
          onClose={() => setCreating(false)}
          onDone={async () => {
            setCreating(false);
            await table.refresh();
          }}
        />
      ) : null}
    </PageCard>
  );
}
