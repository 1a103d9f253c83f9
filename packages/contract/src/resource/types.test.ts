import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineEnum } from '../enums/define.js';
import { fields } from './fields.js';
import { columnOf, defineResource, type FieldKey, type RowOf, type ValuesOf } from './types.js';

/** A declaration as a page writes it, to read its derived types. */
const Status = defineEnum([
  { value: 0, label: '待处理', labelEn: 'Pending' },
  { value: 1, label: '已完成', labelEn: 'Done' },
]);
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read only by its types
const ticket = defineResource({
  name: 'ticket',
  title: '工单',
  page: '/test/ticket',
  table: 'ticket',
  joins: [fields.customerJoin()],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/test/ticket/list', method: 'POST' } },
  ops: {},
  // prettier-ignore
  fields: [
    fields.store({ label: '受理门店' }),
    { key: 'title', label: '标题', type: 'text', required: true },
    { key: 'amount', label: '金额', type: 'money' },
    { key: 'seats', label: '座位数', type: 'int', required: true },
    { key: 'urgent', label: '加急', type: 'bool' },
    { key: 'status', label: '状态', type: 'enum', enum: Status, required: true },
    { key: 'categoryId', label: '分类', type: 'int', lookup: { table: 'category', labelColumn: 'name', as: 'categoryName' } },
    fields.customerName(),
    fields.maskedMobile(),
    fields.createdAt({ list: true }),
  ],
});
type Ticket = RowOf<typeof ticket>;

describe('types derived from a declaration', () => {
  it('types each field’s value by its type, nullable unless required, with the labels the engine answers', () => {
    expectTypeOf<Ticket['id']>().toEqualTypeOf<number>();
    expectTypeOf<Ticket['title']>().toEqualTypeOf<string>();
    expectTypeOf<Ticket['amount']>().toEqualTypeOf<string | null>();
    expectTypeOf<Ticket['seats']>().toEqualTypeOf<number>();
    expectTypeOf<Ticket['urgent']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<Ticket['status']>().toEqualTypeOf<0 | 1>();
    expectTypeOf<Ticket['storeId']>().toEqualTypeOf<number | null>();
    expectTypeOf<Ticket['storeName']>().toEqualTypeOf<string | null>();
    expectTypeOf<Ticket['categoryName']>().toEqualTypeOf<string | null>();
    expectTypeOf<Ticket['customerMobile']>().toEqualTypeOf<string | null>();
    expectTypeOf<FieldKey<typeof ticket>>().toEqualTypeOf<
      'storeId' | 'title' | 'amount' | 'seats' | 'urgent' | 'status' | 'categoryId' | 'customerName' | 'customerMobile' | 'createdAt'
    >();
    expectTypeOf<ValuesOf<typeof ticket>>().toEqualTypeOf<Partial<Ticket>>();
    // A key the declaration does not have is no key of its rows.
    expectTypeOf<Ticket>().not.toHaveProperty('store_id');
  });

  it('the kit’s fields are plain fields, the page’s changes winning', () => {
    expect(fields.store({ label: '受理门店' })).toEqual({ key: 'storeId', label: '受理门店', type: 'store', list: { width: 140 }, filter: 'eq' });
    expect(fields.customerJoin()).toEqual({ alias: 'cu', table: 'customer', on: 'customer_id' });
    expect(fields.dateRange({ required: true, maxDays: 31 })).toEqual({ filter: 'dateRange', range: { required: true, maxDays: 31 } });
  });

  it('a column is the snake_case of its key unless declared', () => {
    expect(columnOf({ key: 'storeId' })).toBe('store_id');
    expect(columnOf({ key: 'earliestClockMinutes' })).toBe('earliest_clock_minutes');
    expect(columnOf({ key: 'd1' })).toBe('d1');
    expect(columnOf({ key: 'customerMobile', column: 'mobile_enc' })).toBe('mobile_enc');
  });
});
