import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberRangeInput, rangeParams, type NumberRange } from './NumberRangeInput';

/** The range as a form item holds it: the value it was last given. */
function Held(props: { min?: number; max?: number; decimals?: number; id: string; onChange?(v: NumberRange): void }) {
  const [value, setValue] = useState<NumberRange>([null, null]);
  return (
    <NumberRangeInput
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

afterEach(() => cleanup());

describe('number range filter (issue 12.10)', () => {
  it('keeps what is typed and says why it is refused, never clamping or rounding it', () => {
    const onChange = vi.fn();
    render(<Held min={0} max={50} decimals={0} onChange={onChange} id="seats" />);
    const from = document.getElementById('seats') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '-3' } });
    fireEvent.blur(from);
    expect(from.value).toBe('-3');
    expect(onChange).toHaveBeenLastCalledWith([-3, null]);
    expect(screen.getByRole('alert').textContent).toBe('不能为负数');

    const to = screen.getByLabelText('最大值') as HTMLInputElement;
    fireEvent.change(to, { target: { value: '60' } });
    fireEvent.blur(to);
    expect(to.value).toBe('60');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('不能大于50');
  });

  it('a decimal in a whole-number range is said, not cut', () => {
    render(<Held min={0} decimals={0} id="n" />);
    const from = document.getElementById('n') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2.5' } });
    fireEvent.blur(from);
    expect(from.value).toBe('2.5');
    expect(screen.getByRole('alert').textContent).toBe('须为整数');
  });

  it('sends the ends given as <key>Min / <key>Max', () => {
    expect(rangeParams('seats', [2, null])).toEqual({ seatsMin: 2 });
    expect(rangeParams('seats', [null, 9])).toEqual({ seatsMax: 9 });
    expect(rangeParams('seats', undefined)).toEqual({});
  });
});
