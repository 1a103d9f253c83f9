import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checked, dateSchema, datetimeSchema, hasNulDeep, idSchema, intSchema, isCalendarDate, isConsoleDatetime, pageQuery, textSchema } from './zod.js';

const message = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? true : result.error.issues[0].message;
};

describe('textSchema', () => {
  it('trims, and refuses NUL and the other C0 control characters; a multi-line text keeps tab and line breaks', () => {
    expect(textSchema().parse('  门店 ')).toBe('门店');
    expect(message(textSchema({ label: '名称' }), 'a\u0000b')).toBe('名称不能包含控制字符');
    expect(message(textSchema(), 'a\u0007b')).toBe('不能包含控制字符');
    expect(message(textSchema(), 'a\tb')).toBe('不能包含控制字符');
    expect(message(textSchema(), 'a\u007fb')).toBe('不能包含控制字符');
    expect(textSchema({ multiline: true }).parse('第一行\r\n\t第二行')).toBe('第一行\r\n\t第二行');
    expect(message(textSchema({ multiline: true }), '第一行\u0000')).toBe('不能包含控制字符');
    // Chained like z.string().
    expect(message(textSchema().max(3, '最多3个字'), 'abcd')).toBe('最多3个字');
    expect(message(textSchema({ error: '请输入名称' }), 7)).toBe('请输入名称');
  });

  it('a refusal without a label names the key it came under', () => {
    const body = z.object({ keyword: textSchema(), lines: z.array(z.object({ id: idSchema })), status: intSchema({ max: 1 }) });
    expect(message(body, { keyword: 'a\u0000', lines: [], status: 0 })).toBe('keyword：不能包含控制字符');
    expect(message(body, { keyword: 'a', lines: [{ id: 2 ** 31 }], status: 0 })).toBe('lines.0.id：须为1~2147483647的整数编号');
    // No label and no words of its own: zod's, which the error answer heads with the key.
    expect(message(body, { keyword: 'a', lines: [], status: 5 })).toMatch(/^数值过大/);
  });

  it('checked() refuses control characters before the validator runs', () => {
    const validator = (v: string | null | undefined) => (v ? true : '必填');
    expect(message(checked(validator), 'ad\u0000min')).toBe('不能包含控制字符');
    expect(message(checked(validator), '')).toBe('必填');
  });

  it('hasNulDeep finds NUL in any text of a JSON value, keys included', () => {
    expect(hasNulDeep({ a: [1, { b: 'x' }] })).toBe(false);
    expect(hasNulDeep({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(hasNulDeep({ ['k\u0000']: 1 })).toBe(true);
    expect(hasNulDeep('\u0000')).toBe(true);
  });
});

describe('intSchema and idSchema', () => {
  it('takes a number or its digits within int4, nothing else', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(' 42 ')).toBe(42);
    expect(idSchema.parse(2147483647)).toBe(2147483647);
    for (const bad of [
      2147483648,
      '2147483648',
      '9223372036854775808',
      1e30,
      '1e30',
      0,
      -1,
      1.5,
      'NaN',
      'Infinity',
      '',
      'abc',
      [5],
      ['5'],
      { a: 1 },
      true,
      false,
      null,
    ])
      expect(idSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(message(idSchema, 2 ** 31)).toBe('须为1~2147483647的整数编号');
  });

  it('bounds by the column: int4 by default, narrower when given, and names the field', () => {
    expect(intSchema().parse(-2147483648)).toBe(-2147483648);
    expect(intSchema().safeParse(-2147483649).success).toBe(false);
    expect(message(intSchema({ min: 0, max: 32767, label: '座位数' }), 40000)).toBe('座位数不能大于32767');
    expect(message(intSchema({ min: 5, label: '座位数' }), '4')).toBe('座位数不能小于5');
    expect(message(intSchema({ label: '座位数' }), '1.5')).toBe('座位数须为整数');
    expect(message(intSchema({ error: '请选择门店' }), 'x')).toBe('请选择门店');
    expect(intSchema().optional().parse(undefined)).toBeUndefined();
    expect(intSchema({ min: 0, max: 2 }).default(1).parse(undefined)).toBe(1);
    expect(
      message(
        intSchema({ error: '存储类型只能是3或4' }).refine((v) => v === 3 || v === 4, '存储类型只能是3或4'),
        5,
      ),
    ).toBe('存储类型只能是3或4');
  });

  it('pageQuery bounds page number and size', () => {
    const page = z.object(pageQuery);
    expect(page.parse({})).toEqual({ pageNum: 1, pageSize: 15 });
    expect(page.safeParse({ pageNum: 2 ** 31 }).success).toBe(false);
    expect(message(page, { pageSize: 201 })).toBe('每页条数不能大于200');
  });
});

describe('dates and date-times', () => {
  it('a date is a real day between 1900-01-01 and 2099-12-31', () => {
    expect(dateSchema('开业日期').parse('2026-02-28')).toBe('2026-02-28');
    expect(dateSchema().parse('2024-02-29')).toBe('2024-02-29');
    expect(message(dateSchema('开业日期'), '2026-02-30')).toBe('开业日期不存在');
    expect(message(dateSchema('开业日期'), '2025-02-29')).toBe('开业日期不存在');
    expect(message(dateSchema('开业日期'), '0000-01-01')).toBe('开业日期须在1900-01-01至2099-12-31之间');
    expect(message(dateSchema('开业日期'), '9999-12-31')).toBe('开业日期须在1900-01-01至2099-12-31之间');
    expect(message(dateSchema('开业日期'), '1899-12-31')).toBe('开业日期须在1900-01-01至2099-12-31之间');
    expect(message(dateSchema('开业日期'), '2026-1-5')).toBe('开业日期格式应为 YYYY-MM-DD');
    expect(message(dateSchema('开业日期'), 20260105)).toBe('开业日期格式应为 YYYY-MM-DD');
    expect(isCalendarDate('0001-01-01')).toBe(true);
  });

  it('a date-time is YYYY-MM-DD HH:mm[:ss] or strict ISO-8601, never what Date.parse would guess', () => {
    for (const good of [
      '2026-01-12 10:00',
      '2026-01-12 10:00:59',
      '2026-01-12T10:00:00.000Z',
      '2026-01-12T10:00:00+08:00',
      '2026-01-12T23:59:59.123456+0800',
      '2026-01-12 10:00:00+08',
    ])
      expect(isConsoleDatetime(good), good).toBe(true);
    for (const bad of [
      '1',
      '2026',
      '2026-01-12',
      'Jan 12 2026',
      '2026-02-30 10:00',
      '2026-01-12 24:00',
      '2026-01-12 10:60',
      '0000-01-01 00:00',
      '9999-12-31 23:59',
      '2026-01-12T10:00+15:00',
    ])
      expect(isConsoleDatetime(bad), bad).toBe(false);
    expect(message(datetimeSchema('上报时间'), '1')).toBe('上报时间不是有效的时间（格式 YYYY-MM-DD HH:mm:ss，1900-01-01至2099-12-31）');
  });
});
