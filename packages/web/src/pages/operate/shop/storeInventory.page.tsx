import { INVENTORY_EDITABLE_STATUSES, inventorySheetResource as def } from '@salon/contract';
import { Button } from 'antd';
import { MonthPicker } from '../../../components/MonthPicker';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { CreateSheetModal } from './storeInventory/CreateSheetModal';
import { SheetDrawer, type Sheet } from './storeInventory/SheetDrawer';

const submit = def.workflow.transitions.find((t) => t.action === 'submit')!;
const link = (text: string) => (
  <Button type="link" size="small" autoInsertSpace={false}>
    {text}
  </Button>
);

/**
 * /operate/shop/storeInventory: 门店盘点 — monthly count sheets. The list and its workflow come
 * from the declaration; the sheet's lines (counted in a drawer, saved in one call) are this page's own.
 */
export default function StoreInventoryPage() {
  const list = useResourceList(def, {
    // 查看 and 盘点 open the sheet with its lines; a sheet is opened for a month picked, not typed.
    hide: ['detail', 'edit', 'create'],
    filters: {
      periodMonth: {
        input: <MonthPicker aria-label="盘点月份" />,
        toQuery: (month) => ({ periodMonth: typeof month === 'string' && month ? month : undefined }),
        fromQuery: (params) => (params.periodMonth ? String(params.periodMonth) : undefined),
      },
    },
    columns: (c) =>
      c.declared.map((column) => (['money', 'int'].includes(def.fields.find((f) => f.key === column.key)!.type) ? { ...column, align: 'right' } : column)),
    rowActions: (row, page) => (
      <>
        <SheetAction sheet={row} mode="view" canSubmit={page.can(submit.op)} reload={page.reload} />
        {page.can(def.ops.update) && INVENTORY_EDITABLE_STATUSES.includes(row.status ?? -1) ? (
          <SheetAction sheet={row} mode="fill" canSubmit={page.can(submit.op)} reload={page.reload} />
        ) : null}
      </>
    ),
    transitionDialog: (row, t) => ({ title: `${t.label}：${row.storeName ?? ''} ${row.periodMonth}`, intro: <p>{t.confirm ?? `确定${t.label}该盘点单？`}</p> }),
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(def.ops.create) ? (
          <ModalAction trigger={<Button type="primary">新建{def.title}</Button>} onDone={() => list.table.refresh()}>
            {(m) => <CreateSheetModal stores={list.reference.stores} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}

/** 查看 or 盘点: the sheet and its lines in a drawer; a save or a submit reloads the list. */
function SheetAction({ sheet, mode, canSubmit, reload }: { sheet: Sheet; mode: 'view' | 'fill'; canSubmit: boolean; reload(): Promise<void> }) {
  return (
    <ModalAction trigger={link(mode === 'view' ? '查看' : '盘点')}>
      {(m) => <SheetDrawer sheet={sheet} mode={mode} canSubmit={canSubmit} onClose={m.close} onChanged={() => void reload()} />}
    </ModalAction>
  );
}
