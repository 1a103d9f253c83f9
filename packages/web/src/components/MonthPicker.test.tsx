import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './MonthPicker';

afterEach(() => cleanup());

/** Opens the calendar of months and clicks one by its cell's title ('2026-03'). */
function pick(month: string) {
  fireEvent.mouseDown(screen.getByLabelText('月份'));
  fireEvent.click(screen.getByLabelText('月份'));
  const cell = document.querySelector(`td[title="${month}"] .ant-picker-cell-inner`);
  if (!cell) throw new Error(`no cell ${month}`);
  fireEvent.click(cell);
  return cell.closest('td')!;
}

describe('month picker (the kit)', () => {
  it('shows the API’s month text and answers a picked month as the API writes it', () => {
    const onChange = vi.fn();
    const { rerender } = render(<MonthPicker value="2026-03-01" firstDay onChange={onChange} />);
    expect((screen.getByLabelText('月份') as HTMLInputElement).value).toBe('2026-03');
    pick('2026-05');
    expect(onChange).toHaveBeenLastCalledWith('2026-05-01');
    rerender(<MonthPicker value="2026-03" onChange={onChange} />);
    pick('2026-04');
    expect(onChange).toHaveBeenLastCalledWith('2026-04');
  });

  it('keeps the months after this one out when pastOnly', () => {
    const onChange = vi.fn();
    const thisMonth = dayjs().format('YYYY-MM');
    render(<MonthPicker value={`${thisMonth}-01`} firstDay pastOnly onChange={onChange} />);
    const next = dayjs().add(1, 'month');
    // The next month is on this year's panel unless this is December.
    if (next.year() !== dayjs().year()) return;
    const cell = pick(next.format('YYYY-MM'));
    expect(cell.className).toContain('ant-picker-cell-disabled');
    expect(onChange).not.toHaveBeenCalled();
  });
});
