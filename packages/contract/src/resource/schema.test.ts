import { describe, expect, it } from 'vitest';
import { orderQueryResource } from '../resources/operate/financial/order.js';
import { orderResource } from '../resources/operate/financial/orderlist.js';
import { productRecommendResource } from '../resources/operate/marketing/productRecommend.js';
import { bizHoursApplyResource } from '../resources/operate/shop/businessHours.js';
import { storeResource } from '../resources/operate/shop/manage.js';
import { refusalMessage, refusedFields } from './refusal.js';
import { businessToday, checkListQuery, daysInRange, defaultRange, formSchema, listQuerySchema } from './schema.js';

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

  it('reads a yes/no filter from true/false and from the text of a query string or the filter bar', () => {
    const schema = listQuerySchema(productRecommendResource);
    expect(schema.parse({ enabled: 'true' })).toMatchObject({ enabled: true });
    expect(schema.parse({ enabled: 'false' })).toMatchObject({ enabled: false });
    expect(schema.parse({ enabled: false })).toMatchObject({ enabled: false });
    expect(schema.parse({ enabled: '' })).toMatchObject({ enabled: null });
    const refused = schema.safeParse({ enabled: 'yes' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('展示的取值不正确');
  });
});

describe('create and update bodies', () => {
  const store = {
    storeCode: 'T0001',
    storeName: '测试店',
    districtId: 310002,
    storeType: 0,
    brandType: 0,
    serviceType: 1,
    openStatus: 0,
    seats: 8,
    businessStart: '10:00',
    businessEnd: '21:30',
    address: '上海市徐汇区漕溪北路1号',
  };
  const issues = (def: Parameters<typeof formSchema>[0], body: Record<string, unknown>) => {
    const parsed = formSchema(def, 'create').safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  };

  it('names every refused field at once, one required only while another value says so among them', () => {
    expect(issues(storeResource, store)).toEqual([]);
    expect(issues(storeResource, { ...store, storeName: '', serviceType: null })).toEqual([
      { field: 'storeName', message: '请输入门店名称' },
      { field: 'serviceType', message: '请选择店型' },
    ]);
    // 店型 is asked for only for brand 0.
    expect(issues(storeResource, { ...store, brandType: 1, serviceType: null })).toEqual([]);
  });

  it('puts a rule across fields under the field it names', () => {
    expect(issues(storeResource, { ...store, brandType: 1 })).toEqual([{ field: 'serviceType', message: '店型仅发型品牌可选，其他品牌请清空' }]);
    expect(issues(storeResource, { ...store, businessEnd: '09:00' })).toEqual([{ field: 'businessEnd', message: '营业结束时间须晚于开始时间' }]);
  });

  it('refuses a day before a field’s minDate (today in China) and takes today', () => {
    const day = (offset: number) => businessToday(new Date(Date.now() + offset * 86_400_000));
    const request = { storeId: 1, requestStart: '09:00', requestEnd: '21:00', reason: '夏季延长营业' };
    expect(issues(bizHoursApplyResource, { ...request, effectiveDate: day(-1) })).toEqual([{ field: 'effectiveDate', message: '生效日期不能早于今天' }]);
    expect(issues(bizHoursApplyResource, { ...request, effectiveDate: day(0) })).toEqual([]);
  });
});

describe('field refusals', () => {
  it('say the first message, and how many when the fields say more than one thing', () => {
    expect(refusalMessage([{ field: 'name', message: '姓名至少2个字' }])).toBe('姓名至少2个字');
    expect(
      refusalMessage([
        { field: 'account', message: '账号须以字母开头' },
        { field: 'name', message: '姓名至少2个字' },
      ]),
    ).toBe('账号须以字母开头等2项');
    expect(
      refusalMessage([
        { field: 'orderNo', message: '请输入订单号或顾客手机号' },
        { field: 'customerMobile', message: '请输入订单号或顾客手机号' },
      ]),
    ).toBe('请输入订单号或顾客手机号');
  });

  it('are read from an answer’s result, anything else ignored', () => {
    expect(refusedFields({ fields: [{ field: 'mobile', message: '请输入正确的手机号码' }, { field: 1 }] })).toEqual([
      { field: 'mobile', message: '请输入正确的手机号码' },
    ]);
    expect(refusedFields(null)).toEqual([]);
  });
});
