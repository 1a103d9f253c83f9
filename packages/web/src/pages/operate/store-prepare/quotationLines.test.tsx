import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lineAmount, linesTotal, QuotationLinesEditor, toDraft, type DraftLine } from './quotationLines';

const LINES = toDraft([
  { category: 1, item: '墙体拆除', unit: '㎡', quantity: '27.73', unitPrice: '50.00', remark: null },
  { category: 2, item: '配电箱', unit: '个', quantity: '1', unitPrice: '1825.00', remark: null },
]);

function Editor(props: { quantityLabel?: string; totalLabel?: string }) {
  const [lines, setLines] = useState<DraftLine[]>(LINES);
  return <QuotationLinesEditor value={lines} onChange={setLines} {...props} />;
}

afterEach(cleanup);

/** The price-list lines editor of 装修报价 and 装修报价模板: amounts and the total follow each change, exactly. */
describe('QuotationLinesEditor', () => {
  it('prices each line to the cent and totals them exactly; a missing figure leaves the line out', () => {
    expect(lineAmount('27.73', '50.00')).toBe('1386.50');
    expect(lineAmount('0.05', '0.10')).toBe('0.01');
    expect(lineAmount('', '5')).toBe('');
    expect(lineAmount('-1', '5')).toBe('');
    expect(linesTotal(LINES)).toBe('3211.50');
    expect(linesTotal([...LINES, { ...LINES[0], key: 9, unitPrice: '' }])).toBe('3211.50');
  });

  it('a changed quantity moves its amount and the total; 添加一行 and 删除 change the lines', () => {
    render(<Editor />);
    expect(screen.getByText('报价总额：3211.50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('数量 配电箱'), { target: { value: '2' } });
    expect(screen.getByText('3650.00')).toBeTruthy();
    expect(screen.getByText('报价总额：5036.50')).toBeTruthy();
    fireEvent.click(screen.getByText('添加一行'));
    expect(screen.getAllByText('删除')).toHaveLength(3);
    fireEvent.click(screen.getAllByText('删除')[0]);
    expect(screen.getByText('报价总额：3650.00')).toBeTruthy();
  });

  it("reads as a template's editor with its labels", () => {
    render(<Editor quantityLabel="默认数量" totalLabel="参考总价" />);
    expect(screen.queryAllByText('数量')).toHaveLength(0);
    expect(screen.getAllByText('默认数量').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('默认数量 墙体拆除')).toBeTruthy();
    expect(screen.getByText('参考总价：3211.50')).toBeTruthy();
  });
});
