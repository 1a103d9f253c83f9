import type { ServiceItem } from '@salon/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceTable, type ServiceTableProps } from './ServiceTable';
import { coefficientEditable, coefficientOf, isCoefficient, selectedServiceItems, toggleCheckbox, toggleRadio } from './serviceRules';

const item = (id: number, itemName: string, itemCategory: number, extra: Partial<ServiceItem> = {}): ServiceItem => ({
  id,
  itemName,
  itemInsideName: null,
  itemType: 0,
  itemCategory,
  orderRatio: 1,
  newOrderRatio: null,
  dyeOrderRatio: itemCategory === 1 ? 1.2 : null,
  newDyeOrderRatio: null,
  ...extra,
});
const ITEMS = [item(1, '洗剪吹', 0), item(2, '染发', 1, { newOrderRatio: 2.5 }), item(3, '烫发', 2)];

function Harness(props: Partial<ServiceTableProps> & { onSelected?: (ids: number[]) => void; onItems?: (items: ServiceItem[]) => void }) {
  const [items, setItems] = useState(ITEMS);
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <ServiceTable
        {...props}
        items={items}
        onItemsChange={(next) => (setItems(next), props.onItems?.(next))}
        selectedIds={selected}
        onSelectedChange={(ids) => (setSelected(ids), props.onSelected?.(ids))}
      />
    </ConfigProvider>
  );
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const chooser = (name: string) => screen.getByLabelText(`选择${name}`) as HTMLInputElement;

afterEach(cleanup);

describe('service table rules (spec §4, §5)', () => {
  it('radio: choosing the chosen item again clears; checkbox: toggles', () => {
    expect(toggleRadio([], 1)).toEqual([1]);
    expect(toggleRadio([1], 2)).toEqual([2]);
    expect(toggleRadio([1], 1)).toEqual([]);
    expect(toggleCheckbox([1], 2)).toEqual([1, 2]);
    expect(toggleCheckbox([1, 2], 1)).toEqual([2]);
  });

  it('dye coefficient only for itemCategory 1; nothing editable when read-only or unselected', () => {
    const dye = ITEMS[1];
    const plain = ITEMS[0];
    expect(coefficientEditable(dye, 'newDyeOrderRatio', { selected: true })).toBe(true);
    expect(coefficientEditable(plain, 'newDyeOrderRatio', { selected: true })).toBe(false);
    expect(coefficientEditable(plain, 'newOrderRatio', { selected: true })).toBe(true);
    expect(coefficientEditable(dye, 'newOrderRatio', { selected: false })).toBe(false);
    expect(coefficientEditable(dye, 'newDyeOrderRatio', { selected: true, readOnly: true })).toBe(false);
  });

  it('coefficients are 0-10 and default to 1', () => {
    expect([0, 10, 5.5].every(isCoefficient)).toBe(true);
    expect([-0.1, 10.01, NaN].some(isCoefficient)).toBe(false);
    expect(coefficientOf(ITEMS[0], 'newOrderRatio')).toBe(1);
    expect(coefficientOf(ITEMS[1], 'newOrderRatio')).toBe(2.5);
    expect(selectedServiceItems(ITEMS, [1, 2]).map((i) => [i.newOrderRatio, i.newDyeOrderRatio])).toEqual([
      [1, null],
      [2.5, 1],
    ]);
  });
});

describe('ServiceTable', () => {
  it('radio mode: one item; clicking it again clears the choice', () => {
    const onSelected = vi.fn();
    render(<Harness mode="radio" onSelected={onSelected} />);
    expect(chooser('洗剪吹').type).toBe('radio');
    fireEvent.click(chooser('洗剪吹'));
    expect(onSelected).toHaveBeenLastCalledWith([1]);
    fireEvent.click(chooser('染发'));
    expect(onSelected).toHaveBeenLastCalledWith([2]);
    expect(chooser('洗剪吹').checked).toBe(false);
    fireEvent.click(chooser('染发'));
    expect(onSelected).toHaveBeenLastCalledWith([]);
    expect(chooser('染发').checked).toBe(false);
    // The same through the radio's label (what a click beside the dot hits).
    const label = () => chooser('烫发').closest('label') as HTMLLabelElement;
    fireEvent.click(label());
    expect(onSelected).toHaveBeenLastCalledWith([3]);
    fireEvent.click(label());
    expect(onSelected).toHaveBeenLastCalledWith([]);
    expect(chooser('烫发').checked).toBe(false);
  });

  it('checkbox mode: many items', () => {
    const onSelected = vi.fn();
    render(<Harness mode="checkbox" onSelected={onSelected} />);
    fireEvent.click(chooser('洗剪吹'));
    fireEvent.click(chooser('烫发'));
    expect(onSelected).toHaveBeenLastCalledWith([1, 3]);
  });

  it('inputs are disabled until the row is selected; the dye coefficient only for category 1', () => {
    render(<Harness />);
    for (const name of ['洗剪吹', '染发', '烫发']) {
      expect(box(`${name}新系数`).disabled).toBe(true);
      expect(box(`${name}新染发系数`).disabled).toBe(true);
    }
    expect(box('洗剪吹新系数').value).toBe('1');
    expect(box('染发新系数').value).toBe('2.5');
    fireEvent.click(chooser('洗剪吹'));
    fireEvent.click(chooser('染发'));
    expect(box('洗剪吹新系数').disabled).toBe(false);
    expect(box('洗剪吹新染发系数').disabled).toBe(true);
    expect(box('洗剪吹新染发系数').value).toBe('');
    expect(box('染发新系数').disabled).toBe(false);
    expect(box('染发新染发系数').disabled).toBe(false);
    expect(box('染发新染发系数').value).toBe('1');
    expect(box('烫发新系数').disabled).toBe(true);
  });

  it('read-only: nothing can be chosen or edited', () => {
    render(<Harness readOnly />);
    expect(chooser('洗剪吹').disabled).toBe(true);
    expect(box('染发新系数').disabled).toBe(true);
  });

  it('coefficients accept 0 to 10: others stay as typed and are refused with the message', () => {
    const onItems = vi.fn();
    render(<Harness onItems={onItems} />);
    fireEvent.click(chooser('染发'));
    const dye = box('染发新染发系数');
    const ratioOf = () => onItems.mock.lastCall?.[0].find((i: ServiceItem) => i.id === 2).newDyeOrderRatio;
    fireEvent.change(dye, { target: { value: '12' } });
    fireEvent.blur(dye);
    expect(dye.value).toBe('12');
    expect(screen.getByRole('alert').textContent).toBe('新染发系数不能大于10');
    expect(ratioOf()).toBe(12);
    fireEvent.change(dye, { target: { value: '-3' } });
    fireEvent.blur(dye);
    expect(dye.value).toBe('-3');
    expect(screen.getByRole('alert').textContent).toBe('新染发系数不能为负数');
    fireEvent.change(dye, { target: { value: '0' } });
    fireEvent.blur(dye);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ratioOf()).toBe(0);
  });

  it('keeps its own selection and edits when not controlled', () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ServiceTable items={ITEMS} mode="radio" />
      </ConfigProvider>,
    );
    fireEvent.click(chooser('烫发'));
    expect(chooser('烫发').checked).toBe(true);
    const ratio = box('烫发新系数');
    fireEvent.change(ratio, { target: { value: '3' } });
    fireEvent.blur(ratio);
    expect(ratio.value).toBe('3');
    fireEvent.click(chooser('烫发'));
    expect(chooser('烫发').checked).toBe(false);
    expect(box('烫发新系数').disabled).toBe(true);
  });
});
