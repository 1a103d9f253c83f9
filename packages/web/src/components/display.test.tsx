import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaskedNumber } from './MaskedNumber';
import { MoneyText } from './MoneyText';
import { NumberInput } from './NumberInput';
import { PercentText } from './PercentText';
import { PriceInput } from './PriceInput';
import { numberRule } from './numberRules';
import { finishPriceText, groupPriceText, plainPriceText, priceProblem, priceRule, sanitizePriceText } from './priceRules';
import { TagInput } from './TagInput';

afterEach(cleanup);

describe('money and percent display (spec §5, §9)', () => {
  it('money: thousand separators, 2 decimals by default, -- when empty', () => {
    const { container } = render(
      <>
        <MoneyText value={1234.5} />
        <MoneyText value="12345678901234567.891" />
        <MoneyText value={1.005} decimals={2} prefix="¥" />
        <MoneyText value={null} prefix="¥" />
        <MoneyText value={99} decimals={0} />
        <MoneyText value={-98765.432} prefix="¥" />
      </>,
    );
    expect([...container.querySelectorAll('.money-text')].map((e) => e.textContent)).toEqual([
      '1,234.50',
      '12,345,678,901,234,567.89',
      '¥1.01',
      '--',
      '99',
      '-¥98,765.43',
    ]);
  });

  it('percent: times 100, whole numbers from 1%, up to 2 decimals below', () => {
    const { container } = render(
      <>
        <PercentText value={0.25} />
        <PercentText value={0.1234} />
        <PercentText value={0.005} />
        <PercentText value={1} />
        <PercentText value={undefined} />
      </>,
    );
    expect([...container.querySelectorAll('.percent-text')].map((e) => e.textContent)).toEqual(['25%', '12%', '0.5%', '100%', '--']);
  });

  it('masked number: 3+3 under 8 characters, 4+4 otherwise, optional reveal', () => {
    render(
      <>
        <MaskedNumber value="1234567" />
        <MaskedNumber value="6222021234567890" reveal />
      </>,
    );
    expect(screen.getByText('123****567')).toBeTruthy();
    expect(screen.getByText('6222****7890')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '显示完整号码' }));
    expect(screen.getByText('6222021234567890')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '隐藏' }));
    expect(screen.getByText('6222****7890')).toBeTruthy();
  });
});

describe('price input (spec §5)', () => {
  it('rules: what is typed stays (sign, digits, decimals), separators shown, padding only for allowed prices', () => {
    expect(sanitizePriceText('1'.repeat(20))).toBe('1'.repeat(20));
    expect(sanitizePriceText('12.345')).toBe('12.345');
    expect(sanitizePriceText('007.5')).toBe('7.5');
    expect(sanitizePriceText('-5')).toBe('-5');
    expect(sanitizePriceText('１２．５元')).toBe('12.5');
    expect(groupPriceText('1234567.5')).toBe('1,234,567.5');
    expect(groupPriceText('-1234.5')).toBe('-1,234.5');
    expect(plainPriceText('1,234,567.5')).toBe('1234567.5');
    expect(finishPriceText('1234.5')).toBe('1234.50');
    expect(finishPriceText('10.555')).toBe('10.555');
    expect(finishPriceText('1234', { precision: 0 })).toBe('1234');
    expect(finishPriceText('')).toBe('');
    expect(() => finishPriceText('1', { precision: 7 })).toThrow(RangeError);
    expect(priceProblem('12.50')).toBeNull();
    expect(priceProblem('0', { min: '0.01' })).toBe('价格须大于0');
  });

  it('shows separators while typing, pads on blur and gives the plain value', () => {
    const onChange = vi.fn();
    render(<PriceInput onChange={onChange} aria-label="售价" />);
    const box = screen.getByLabelText('售价') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '1234567.89' } });
    expect(box.value).toBe('1,234,567.89');
    expect(onChange).toHaveBeenLastCalledWith('1234567.89');
    fireEvent.change(box, { target: { value: '1,234.5' } });
    fireEvent.blur(box);
    expect(box.value).toBe('1,234.50');
    expect(onChange).toHaveBeenLastCalledWith('1234.50');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a 20-digit price, a minus and a third decimal as typed, and says which rule each breaks', () => {
    const onChange = vi.fn();
    render(<PriceInput onChange={onChange} aria-label="价格" />);
    const box = screen.getByLabelText('价格') as HTMLInputElement;
    const enter = (text: string) => {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.blur(box);
      return screen.getByRole('alert').textContent;
    };
    expect(enter('1'.repeat(20))).toBe('价格整数位最多18位');
    expect(box.value).toBe('11,111,111,111,111,111,111');
    expect(onChange).toHaveBeenLastCalledWith('1'.repeat(20));
    expect(enter('-50')).toBe('价格不能为负数');
    expect(box.value).toBe('-50');
    expect(onChange).toHaveBeenLastCalledWith('-50');
    expect(enter('10.555')).toBe('价格最多2位小数');
    expect(box.value).toBe('10.555');
    expect(onChange).toHaveBeenLastCalledWith('10.555');
  });

  it('names the amount in its messages and refuses 0 where the amount must be above 0', () => {
    render(<PriceInput min="0.01" aria-label="退款金额" />);
    const box = screen.getByLabelText('退款金额') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.blur(box);
    expect(screen.getByRole('alert').textContent).toBe('退款金额须大于0');
    expect(box.value).toBe('0');
  });

  it('precision 0 takes whole amounts and says so for decimals', () => {
    render(<PriceInput precision={0} aria-label="整数价" />);
    const box = screen.getByLabelText('整数价') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '12.5' } });
    fireEvent.blur(box);
    expect(box.value).toBe('12.5');
    expect(screen.getByRole('alert').textContent).toBe('整数价须为整数');
  });

  it('says so when a required price is left empty', () => {
    render(<PriceInput required label="价格" aria-label="必填价" />);
    fireEvent.blur(screen.getByLabelText('必填价'));
    expect(screen.getByRole('alert').textContent).toBe('请输入价格');
  });
});

describe('number input', () => {
  it('keeps a value past a bound and says the limit on blur; values are passed on as typed', () => {
    const onChange = vi.fn();
    render(<NumberInput min={0} max={10} onChange={onChange} aria-label="系数" />);
    const box = screen.getByLabelText('系数') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.change(box, { target: { value: '15' } });
    expect(onChange).toHaveBeenLastCalledWith(15);
    fireEvent.blur(box);
    expect(box.value).toBe('15');
    expect(screen.getByRole('alert').textContent).toBe('不能大于10');
    fireEvent.change(box, { target: { value: '3' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('-3 seats stay -3 and are refused with 座位数不能为负数', () => {
    const onChange = vi.fn();
    render(<NumberInput integer label="座位数" min={1} max={50} onChange={onChange} aria-label="座位数" />);
    const box = screen.getByLabelText('座位数') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '-3' } });
    fireEvent.blur(box);
    expect(box.value).toBe('-3');
    expect(onChange).toHaveBeenLastCalledWith(-3);
    expect(screen.getByRole('alert').textContent).toBe('座位数不能为负数');
    fireEvent.change(box, { target: { value: '2.5' } });
    fireEvent.blur(box);
    expect(screen.getByRole('alert').textContent).toBe('座位数须为整数');
  });

  it('filters only what cannot be part of a number, and stops at the max length', () => {
    render(<NumberInput integer positive maxLength={4} aria-label="数量" />);
    const box = screen.getByLabelText('数量') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '-0012.7x' } });
    expect(box.value).toBe('-12.');
    fireEvent.change(box, { target: { value: '123456' } });
    expect(box.value).toBe('1234');
  });

  it('steps by 1 with the arrow keys and follows a new value from outside', () => {
    function Stepper({ start }: { start: number }) {
      const [value, setValue] = useState<number | null>(start);
      return (
        <>
          <NumberInput value={value} onChange={setValue} aria-label="步进" />
          <button onClick={() => setValue(7.5)}>外部赋值</button>
          <output>{String(value)}</output>
        </>
      );
    }
    render(<Stepper start={2} />);
    const box = screen.getByLabelText('步进') as HTMLInputElement;
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('3');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.value).toBe('1');
    expect(screen.getByRole('status').textContent).toBe('1');
    fireEvent.click(screen.getByText('外部赋值'));
    expect(box.value).toBe('7.5');
  });

  it('in the A-or-digit form takes the letter A or digits, and nothing else', () => {
    function Level() {
      const [value, setValue] = useState<number | 'A' | null>(null);
      return (
        <>
          <NumberInput aOrDigit max={99} value={value} onChange={setValue} aria-label="等级" />
          <output>{JSON.stringify(value)}</output>
        </>
      );
    }
    render(<Level />);
    const box = screen.getByLabelText('等级') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'a' } });
    expect(box.value).toBe('A');
    expect(screen.getByRole('status').textContent).toBe('"A"');
    fireEvent.keyDown(box, { key: 'ArrowUp' }); // A is not a number to step from
    expect(box.value).toBe('A');
    fireEvent.change(box, { target: { value: '1.5x' } });
    expect(box.value).toBe('15');
    expect(screen.getByRole('status').textContent).toBe('15');
    fireEvent.change(box, { target: { value: 'B' } });
    expect(box.value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('null');
    fireEvent.change(box, { target: { value: '150' } });
    fireEvent.blur(box);
    expect(box.value).toBe('150');
    expect(screen.getByRole('status').textContent).toBe('150');
    expect(screen.getByRole('alert').textContent).toBe('不能大于99');
  });

  it('a controlled box without onChange keeps showing its value', () => {
    render(<NumberInput value={2} aria-label="只读值" />);
    const box = screen.getByLabelText('只读值') as HTMLInputElement;
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('2');
  });
});

describe('number boxes in a form (issue 12.10)', () => {
  it('a refused amount stops the submit with its message said once, under the field', async () => {
    let form: FormInstance | undefined;
    function Adjust() {
      const [f] = Form.useForm();
      form = f;
      return (
        <Form form={f}>
          <Form.Item label="本金调整">
            <Form.Item name="principal" noStyle rules={[priceRule({ label: '本金调整金额' })]}>
              <PriceInput aria-label="本金调整金额" />
            </Form.Item>
          </Form.Item>
          <Form.Item name="seats" label="座位数" rules={[numberRule({ label: '座位数', integer: true, min: 1, max: 50 })]}>
            <NumberInput integer label="座位数" min={1} max={50} aria-label="座位数" />
          </Form.Item>
        </Form>
      );
    }
    render(<Adjust />);
    fireEvent.change(screen.getByLabelText('本金调整金额'), { target: { value: '-50' } });
    fireEvent.blur(screen.getByLabelText('本金调整金额'));
    fireEvent.change(screen.getByLabelText('座位数'), { target: { value: '-3' } });
    fireEvent.blur(screen.getByLabelText('座位数'));
    await expect(form!.validateFields()).rejects.toMatchObject({ values: { principal: '-50', seats: -3 } });
    await waitFor(() => expect(screen.getAllByText('本金调整金额不能为负数')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByText('座位数不能为负数')).toHaveLength(1));
  });
});

describe('tag input', () => {
  it('adds tags on either comma and on Enter, refuses empty and long ones', () => {
    const onChange = vi.fn();
    render(<TagInput onChange={onChange} aria-label="标签" />);
    const box = screen.getByLabelText('标签') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '烫发,' } });
    fireEvent.change(box, { target: { value: '染发，' } });
    fireEvent.change(box, { target: { value: '护理' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['烫发', '染发', '护理']);
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: '，' } });
    expect(screen.getByRole('alert').textContent).toBe('标签不能为空');
    fireEvent.change(box, { target: { value: `${'长'.repeat(21)},` } });
    expect(screen.getByRole('alert').textContent).toBe('单个标签最多20个字');
    expect(screen.getByText('3/20')).toBeTruthy();
  });

  it('stops at 20 tags', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `标签${i}`);
    const onChange = vi.fn();
    render(<TagInput value={twenty} onChange={onChange} aria-label="标签" />);
    fireEvent.change(screen.getByLabelText('标签'), { target: { value: '再来一个,' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('最多添加20个标签');
  });
});
