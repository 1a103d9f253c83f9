import { describe, expect, it } from 'vitest';
import { orderQueryResource } from '../resources/operate/financial/order.js';
import { orderResource } from '../resources/operate/financial/orderlist.js';
import { checkListQuery, daysInRange, defaultRange, listQuerySchema } from './schema.js';

describe('list query rules across filters', () => {
  it('counts the days of a range, both ends included, and starts a default range today', () => {
    expect(daysInRange('2026-01-01', '2026-01-07')).toBe(7);
    expect(daysInRange('2026-02-27', '2026-03-01')).toBe(3);
    expect(daysInRange('2026-01-02', '2026-01-01')).toBe(0);
    expect(defaultRange(7, '2026-03-03')).toEqual(['2026-02-25', '2026-03-03']);
  });

  it('requires a bounded date range where the declaration says so', () => {
    expect(checkListQuery(orderResource, {})).toEqual({ param: 'createdAtStart', message: '请选择下单时间范围' });
    expect(checkListQuery(orderResource, { createdAtStart: '2026-01-01' })).toEqual({ param: 'createdAtEnd', message: '请选择下单时间范围' });
    expect(checkListQuery(orderResource, { createdAtStart: '2026-01-01', createdAtEnd: '2026-04-03' })).toBe(true);
    expect(checkListQuery(orderResource, { createdAtStart: '2026-01-01', createdAtEnd: '2026-04-04' })).toMatchObject({ message: '下单时间范围不能超过93天' });
    expect(checkListQuery(orderResource, { createdAtStart: '2026-01-02', createdAtEnd: '2026-01-01' })).toMatchObject({
      message: '下单时间结束日期不能早于开始日期',
    });
  });

  it('asks a lookup page for one of its filters', () => {
    expect(checkListQuery(orderQueryResource, { storeId: 1 })).toEqual({ param: 'orderNo/customerMobile', message: '请输入订单号或顾客手机号' });
    expect(checkListQuery(orderQueryResource, { orderNo: '2026010100010001' })).toBe(true);
    expect(checkListQuery(orderQueryResource, { customerMobile: '13912345678' })).toBe(true);
  });

  it('checks an encrypted filter whole, refuses days that do not exist, and takes a keyset cursor', () => {
    const schema = listQuerySchema(orderResource);
    expect(schema.safeParse({ customerMobile: '1391234' }).success).toBe(false);
    expect(schema.safeParse({ customerMobile: '13912345678' }).success).toBe(true);
    expect(schema.safeParse({ createdAtStart: '2026-02-30' }).success).toBe(false);
    expect(schema.parse({ cursor: 'abc' })).toMatchObject({ cursor: 'abc' });
  });
});
