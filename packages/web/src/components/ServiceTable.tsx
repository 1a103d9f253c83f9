import { ItemType, type ServiceItem } from '@salon/contract';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { withLabelWidths } from './columnWidth';
import { NumberInput } from './NumberInput';
import {
  COEFFICIENT_MAX,
  COEFFICIENT_MIN,
  coefficientEditable,
  coefficientOf,
  hasDyeCoefficient,
  toggleRadio,
  type CoefficientField,
  type ServiceSelectMode,
} from './serviceRules';

export interface ServiceTableProps {
  items: ServiceItem[];
  /** Called with every row when a coefficient changes. Without it the table keeps the edits itself. */
  onItemsChange?: (items: ServiceItem[]) => void;
  /** 'radio': one item, choosing it again clears; 'checkbox': many (default). */
  mode?: ServiceSelectMode;
  selectedIds?: number[];
  onSelectedChange?: (ids: number[], rows: ServiceItem[]) => void;
  /** Nothing can be chosen or edited. */
  readOnly?: boolean;
  loading?: boolean;
}

const ratioText = (v: number | null | undefined) => (v === null || v === undefined ? '--' : String(v));

/**
 * Services with their order coefficients (spec §3, §4, §5): radio or checkbox selection,
 * coefficient inputs 0-10 (default 1) editable only on selected rows of an editable table,
 * the dye coefficient only for items of category 1.
 */
export function ServiceTable({ items, onItemsChange, mode = 'checkbox', selectedIds, onSelectedChange, readOnly, loading }: ServiceTableProps) {
  const [ownSelected, setOwnSelected] = useState<number[]>([]);
  const [edits, setEdits] = useState<Record<number, Partial<Pick<ServiceItem, CoefficientField>>>>({});
  const selected = selectedIds ?? ownSelected;
  const rows = onItemsChange ? items : items.map((i) => ({ ...i, ...edits[i.id] }));

  const select = (ids: number[]) => {
    if (selectedIds === undefined) setOwnSelected(ids);
    onSelectedChange?.(
      ids,
      rows.filter((r) => ids.includes(r.id)),
    );
  };

  const edit = (id: number, field: CoefficientField, value: number | null) => {
    if (onItemsChange) onItemsChange(items.map((i) => (i.id === id ? { ...i, [field]: value } : i)));
    else setEdits((e) => ({ ...e, [id]: { ...e[id], [field]: value } }));
  };

  const input = (row: ServiceItem, field: CoefficientField, label: string) => (
    <NumberInput
      size="small"
      width={96}
      min={COEFFICIENT_MIN}
      max={COEFFICIENT_MAX}
      positive
      decimals={2}
      label={label}
      aria-label={`${row.itemName}${label}`}
      disabled={!coefficientEditable(row, field, { readOnly, selected: selected.includes(row.id) })}
      // Items outside category 1 have no dye coefficient: an empty, disabled box.
      value={field === 'newDyeOrderRatio' && !hasDyeCoefficient(row) ? null : coefficientOf(row, field)}
      placeholder={field === 'newDyeOrderRatio' && !hasDyeCoefficient(row) ? '--' : undefined}
      onChange={(v) => edit(row.id, field, v)}
    />
  );

  const columns: ColumnsType<ServiceItem> = [
    { title: '项目名称', dataIndex: 'itemName', width: 120 },
    { title: '内部名称', dataIndex: 'itemInsideName', width: 110, render: (v: string | null) => v || '--' },
    { title: '项目类型', dataIndex: 'itemType', width: 120, render: (v: number) => ItemType.labelOf(v) },
    { title: '原系数', dataIndex: 'orderRatio', render: ratioText, width: 80 },
    { title: '新系数', key: 'newOrderRatio', width: 120, render: (_, row) => input(row, 'newOrderRatio', '新系数') },
    { title: '原染发系数', dataIndex: 'dyeOrderRatio', width: 100, render: (v: number | null, row) => (hasDyeCoefficient(row) ? ratioText(v) : '--') },
    { title: '新染发系数', key: 'newDyeOrderRatio', width: 120, render: (_, row) => input(row, 'newDyeOrderRatio', '新染发系数') },
  ];

  return (
    <Table<ServiceItem>
      className="service-table"
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={withLabelWidths(columns)}
      dataSource={rows}
      locale={{ emptyText: '暂无数据' }}
      rowSelection={{
        type: mode,
        selectedRowKeys: selected,
        getCheckboxProps: (row) => ({ disabled: readOnly, 'aria-label': `选择${row.itemName}` }) as object,
        onChange: (keys) => select(keys.map(Number)),
        renderCell:
          mode === 'radio'
            ? (checked, row, _index, node) => (
                // A chosen radio does not change when clicked again: that click clears the choice
                // (caught on the way down: the selection cell stops the click from bubbling).
                <span
                  onClickCapture={(e) => {
                    if (!checked || readOnly) return;
                    // A click on the label would go on to tick the radio again: no default action for it.
                    // (Not for the radio itself: a cancelled radio click puts its old state back.)
                    if (!(e.target instanceof HTMLInputElement)) e.preventDefault();
                    select(toggleRadio(selected, row.id));
                  }}
                >
                  {node}
                </span>
              )
            : undefined,
      }}
    />
  );
}
