import {
  addDays,
  mondayOf,
  RetCode,
  RetMsg,
  resourceEndpoints,
  schedConfigStoreResource,
  WorkSchedulePath as P,
  type ScheduleClearLogRow,
  type ScheduleConfiguredStore,
  type ScheduleEffectiveConfig,
  type ScheduleOperationLogRow,
} from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/workScheduling (排班配置): city configurations, stores' own rules, weekly schedules, clearing a week, the logs. */
let t: TestApp;
let admin: Session;
let store001: Session;
let ops01: Session;

const SH = 310000;
const BJ = 110000;
const HZ = 330100;
const SZ = 440300;
const NJ = 320100;
const thisMonday = mondayOf(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
const nextMonday = addDays(thisMonday, 7);
const storeEp = resourceEndpoints(schedConfigStoreResource);

type CityRow = Record<string, unknown> & {
  id: number;
  cityId: number;
  cityName: string;
  status: number;
  restDaysMin: number;
  restDaysMax: number;
  weekendRest: boolean;
  maxRestPerDay: number;
  updatedBy: string | null;
};
type StoreRow = Record<string, unknown> & {
  id: number;
  storeId: number;
  storeName: string;
  storeCode: string;
  cityId: number;
  cityName: string;
  minOnDuty: number;
  maxRestPerDay: number;
};
type WeekRow = Record<string, unknown> & {
  id: number;
  storeId: number;
  storeName: string;
  cityId: number;
  weekStart: string;
  realName: string;
  employeeNo: string;
  restDays: number;
  status: number;
  d1: number;
  d6: number;
  d7: number;
};

const page = <T>(session: Session, url: string, query: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') =>
  ok<T[]>(t.app, session, method, url, { pageSize: 200, ...query });
const cities = (session: Session, query: Record<string, unknown> = {}) => page<CityRow>(session, P.cityList, query);
const storeConfigs = (session: Session, query: Record<string, unknown> = {}) => page<StoreRow>(session, P.storeList, query);
const weeks = (session: Session, query: Record<string, unknown> = {}) => page<WeekRow>(session, P.recordList, query);
const cityOf = async (cityId: number) => (await cities(admin, { cityId }))[0];
const cityRow = (id: number) => t.db.selectFrom('sched_config_city').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Everything a refused write could have changed. */
const snapshot = async () =>
  JSON.stringify({
    cities: await t.db.selectFrom('sched_config_city').selectAll().orderBy('id').execute(),
    stores: await t.db.selectFrom('sched_config_store').selectAll().orderBy('id').execute(),
    weeks: await countRows(t.db, 'sched_week'),
    logs: await countRows(t.db, 'sched_config_log'),
    clears: await countRows(t.db, 'sched_clear_log'),
    audit: await countRows(t.db, 'audit_log'),
  });
const logs = (session: Session, query: Record<string, unknown> = {}) => page<ScheduleOperationLogRow>(session, P.operationLog, query, 'GET');
const clearLogs = (session: Session, query: Record<string, unknown> = {}) => page<ScheduleClearLogRow>(session, P.clearLog, query, 'GET');

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('city configurations', () => {
  it('lists the seeded cities with their rules, filtered by status and city', async () => {
    const rows = await cities(admin);
    expect(rows.map((r) => r.cityName)).toEqual(['北京市', '上海市', '杭州市']);
    expect(rows.find((r) => r.cityId === SH)).toMatchObject({
      status: 1,
      restDaysMin: 1,
      restDaysMax: 2,
      weekendRest: false,
      maxRestPerDay: 2,
      signOpenWeekday: 3,
      signOpenTime: '10:00',
      signCloseWeekday: 5,
      signCloseTime: '18:00',
    });
    expect(rows.find((r) => r.cityId === HZ)).toMatchObject({ status: 0, statusRemark: expect.stringContaining('纸质排班') });
    expect((await cities(admin, { status: 0 })).map((r) => r.cityId)).toEqual([HZ]);
    expect((await cities(admin, { cityId: BJ })).map((r) => r.cityName)).toEqual(['北京市']);
    await refused(t.app, admin, 'POST', P.cityList, { status: 5 }, RetCode.INVALID, '状态');
  });

  it('answers the rules that apply to a store: its own, else its city’s, else none', async () => {
    const own = await ok<ScheduleEffectiveConfig>(t.app, store001, 'GET', P.effective, { storeId: 1 });
    expect(own).toMatchObject({
      storeName: '陆家嘴店',
      cityName: '上海市',
      configured: true,
      status: 1,
      source: 'store',
      rules: { maxRestPerDay: 3, minOnDuty: 4, signCloseTime: '22:00', craftsmanSignEnabled: true, signChangeLimit: 2 },
    });
    const shStores = await t.db.selectFrom('store').select('id').where('city_id', '=', SH).orderBy('id').execute();
    const cityOnly = await ok<ScheduleEffectiveConfig>(t.app, admin, 'GET', P.effective, { storeId: shStores[1].id });
    expect(cityOnly).toMatchObject({ source: 'city', rules: { maxRestPerDay: 2, minOnDuty: 3, signCloseTime: '18:00' } });
    const sz = await t.db.selectFrom('store').select('id').where('city_id', '=', SZ).executeTakeFirstOrThrow();
    expect(await ok<ScheduleEffectiveConfig>(t.app, admin, 'GET', P.effective, { storeId: sz.id })).toMatchObject({
      configured: false,
      source: null,
      rules: null,
    });
    await refused(t.app, store001, 'GET', P.effective, { storeId: shStores[1].id }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    await refused(t.app, admin, 'GET', P.effective, {}, RetCode.INVALID, 'storeId');
  });

  it('creating: bad input is refused naming the field and nothing is written', async () => {
    const valid = {
      cityId: SZ,
      restDaysMin: 1,
      restDaysMax: 2,
      weekendRest: false,
      maxRestPerDay: 2,
      minOnDuty: 3,
      lateGraceMinutes: 5,
      earliestClockMinutes: 60,
      signOpenWeekday: 3,
      signOpenTime: '10:00',
      signCloseWeekday: 5,
      signCloseTime: '18:00',
      craftsmanSignEnabled: true,
      signChangeLimit: 2,
    };
    const before = await snapshot();
    const bad: [Record<string, unknown>, string, string][] = [
      [{ cityId: undefined }, RetCode.INVALID, 'cityId'],
      [{ restDaysMax: 5 }, RetCode.INVALID, '每周最多休息天数不能大于4'],
      [{ restDaysMin: 0 }, RetCode.INVALID, 'restDaysMin'],
      [{ restDaysMin: 3, restDaysMax: 2 }, RetCode.INVALID, '每周最多休息天数不能少于每周最少休息天数'],
      [{ lateGraceMinutes: 31 }, RetCode.INVALID, '迟到宽限（分钟）不能大于30'],
      [{ earliestClockMinutes: 12.5 }, RetCode.INVALID, 'earliestClockMinutes'],
      [{ signOpenWeekday: 8 }, RetCode.INVALID, '报名开始（星期）的取值不正确'],
      [{ signOpenTime: '25:00' }, RetCode.INVALID, 'signOpenTime'],
      [{ signOpenWeekday: 5, signCloseWeekday: 3 }, RetCode.INVALID, '报名截止须晚于报名开始'],
      [{ weekendRest: null }, RetCode.INVALID, 'weekendRest'],
      [{ cityId: 999999 }, RetCode.INVALID, '城市不存在'],
      [{ cityId: NJ }, RetCode.REFUSED, '南京市尚未开通'],
      [{ cityId: SH }, RetCode.REFUSED, '上海市已有排班配置'],
    ];
    for (const [change, code, message] of bad) await refused(t.app, admin, 'POST', P.saveCity, { ...valid, ...change }, code, message);
    await refused(t.app, store001, 'POST', P.saveCity, valid, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await snapshot()).toBe(before);
  });

  it('creates a city configuration: audited and logged', async () => {
    const body = {
      cityId: SZ,
      restDaysMin: 1,
      restDaysMax: 2,
      weekendRest: true,
      maxRestPerDay: 2,
      minOnDuty: 2,
      lateGraceMinutes: 10,
      earliestClockMinutes: 30,
      signOpenWeekday: 2,
      signOpenTime: '09:00',
      signCloseWeekday: 4,
      signCloseTime: '21:00',
      craftsmanSignEnabled: true,
      signChangeLimit: 1,
    };
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', P.saveCity, body, { routepath: '/operate/shop/workScheduling' });
    expect(await cityOf(SZ)).toMatchObject({ id, cityName: '深圳市', status: 1, weekendRest: true, createdBy: '系统管理员', updatedBy: '系统管理员' });
    const [entry] = await auditRows(t.db, { table: 'sched_config_city', action: 'create', recordId: id });
    expect(entry).toMatchObject({ route: '/operate/shop/workScheduling', api: '/api' + P.saveCity });
    expect(entry.after).toMatchObject(body);
    const [log] = await logs(admin, { cityId: SZ });
    expect(log).toMatchObject({ section: 1, content: '新建深圳市排班配置', operator: '系统管理员', storeId: null });
  });
});

describe('editing a city configuration by section', () => {
  it('bad input is refused naming the field and nothing is written', async () => {
    const sh = await cityOf(SH);
    const before = await snapshot();
    const bad: [string, Record<string, unknown>, string][] = [
      [P.configCraftsman, { id: sh.id, restDaysMin: 2, restDaysMax: 1, weekendRest: false }, '每周最多休息天数不能少于每周最少休息天数'],
      [P.configCraftsman, { id: sh.id, restDaysMin: 1, restDaysMax: 2 }, 'weekendRest'],
      [P.configCraftsman, { restDaysMin: 1, restDaysMax: 2, weekendRest: false }, 'id'],
      [P.configDetailLimit, { id: sh.id, maxRestPerDay: 0, minOnDuty: 3 }, '同日最多休息人数不能小于1'],
      [P.configDetailLimit, { id: sh.id, maxRestPerDay: 2, minOnDuty: 21 }, 'minOnDuty'],
      [P.clockLimit, { id: sh.id, lateGraceMinutes: -1, earliestClockMinutes: 60 }, 'lateGraceMinutes'],
      [P.clockLimit, { id: sh.id, lateGraceMinutes: 5, earliestClockMinutes: 121 }, '最早提前打卡（分钟）不能大于120'],
      [P.signPlatform, { id: sh.id, signOpenWeekday: 0, signOpenTime: '10:00', signCloseWeekday: 5, signCloseTime: '18:00' }, 'signOpenWeekday'],
      [P.signPlatform, { id: sh.id, signOpenWeekday: 5, signOpenTime: '18:00', signCloseWeekday: 5, signCloseTime: '10:00' }, '报名截止须晚于报名开始'],
      [P.signPlatform, { id: sh.id, signOpenWeekday: 5, signOpenTime: '10:00', signCloseWeekday: 5, signCloseTime: '11:00' }, '报名时间至少持续2小时'],
      [P.signCraftsman, { id: sh.id, craftsmanSignEnabled: true, signChangeLimit: 6 }, '截止前可修改次数不能大于5'],
      [P.signCraftsman, { id: sh.id, craftsmanSignEnabled: 'yes', signChangeLimit: 1 }, 'craftsmanSignEnabled'],
    ];
    for (const [url, body, message] of bad) await refused(t.app, admin, 'POST', url, body, RetCode.INVALID, message);
    await refused(
      t.app,
      admin,
      'POST',
      P.configCraftsman,
      { id: 999999, restDaysMin: 1, restDaysMax: 2, weekendRest: false },
      RetCode.REFUSED,
      '城市排班配置不存在',
    );
    // The store manager has the page, not the operation.
    await refused(
      t.app,
      store001,
      'POST',
      P.configCraftsman,
      { id: sh.id, restDaysMin: 1, restDaysMax: 3, weekendRest: true },
      RetCode.REFUSED,
      RetMsg.FORBIDDEN,
    );
    expect(await snapshot()).toBe(before);
  });

  it('saves each section: the row, an audit row and a log entry naming the changes; an unchanged save writes nothing', async () => {
    const sh = await cityOf(SH);
    await ok(t.app, admin, 'POST', P.configCraftsman, { id: sh.id, restDaysMin: 1, restDaysMax: 3, weekendRest: true });
    await ok(t.app, admin, 'POST', P.configDetailLimit, { id: sh.id, maxRestPerDay: 3, minOnDuty: 2 });
    await ok(t.app, admin, 'POST', P.clockLimit, { id: sh.id, lateGraceMinutes: 10, earliestClockMinutes: 30 });
    await ok(t.app, admin, 'POST', P.signPlatform, { id: sh.id, signOpenWeekday: 2, signOpenTime: '09:30', signCloseWeekday: 4, signCloseTime: '20:00' });
    await ok(t.app, admin, 'POST', P.signCraftsman, { id: sh.id, craftsmanSignEnabled: false, signChangeLimit: 0 });
    const row = await cityRow(sh.id);
    expect(row).toMatchObject({
      rest_days_max: 3,
      weekend_rest: true,
      max_rest_per_day: 3,
      min_on_duty: 2,
      late_grace_minutes: 10,
      earliest_clock_minutes: 30,
      sign_open_weekday: 2,
      sign_open_time: '09:30',
      sign_close_weekday: 4,
      sign_close_time: '20:00',
      craftsman_sign_enabled: false,
      sign_change_limit: 0,
      updated_by: '系统管理员',
    });
    expect(Date.now() - row.updated_at.getTime()).toBeLessThan(60_000);

    const [entry] = await auditRows(t.db, { table: 'sched_config_city', action: 'update', recordId: sh.id });
    expect(entry.before).toEqual({ craftsmanSignEnabled: true, signChangeLimit: 2 });
    expect(entry.after).toEqual({ craftsmanSignEnabled: false, signChangeLimit: 0, updatedBy: '系统管理员' });
    expect(await auditRows(t.db, { table: 'sched_config_city', action: 'update', recordId: sh.id })).toHaveLength(5);

    const recent = await logs(admin, { cityId: SH, pageSize: 5 });
    expect(recent.map((l) => l.section)).toEqual([8, 7, 6, 5, 4]);
    expect(recent[4].content).toBe('每周最多休息天数：2 → 3；周末可排休：否 → 是');
    expect(recent[1].content).toBe('报名开始（星期）：周三 → 周二；报名开始时间：10:00 → 09:30；报名截止（星期）：周五 → 周四；报名截止时间：18:00 → 20:00');
    expect(recent[0]).toMatchObject({ content: '手艺人自主报名：是 → 否；截止前可修改次数：2 → 0', operator: '系统管理员', cityName: '上海市' });
    expect((await logs(admin, { cityId: SH, section: 6 }))[0].content).toBe('迟到宽限（分钟）：5 → 10；最早提前打卡（分钟）：60 → 30');

    const before = await snapshot();
    expect(await ok(t.app, admin, 'POST', P.configCraftsman, { id: sh.id, restDaysMin: 1, restDaysMax: 3, weekendRest: true })).toMatchObject({
      changed: false,
    });
    expect(await snapshot()).toBe(before);
  });

  it('disables with a reason and enables again, logged', async () => {
    const sh = await cityOf(SH);
    await refused(t.app, admin, 'POST', P.status, { id: sh.id, action: 'disable' }, RetCode.INVALID, '请填写停用原因');
    await refused(t.app, admin, 'POST', P.status, { id: sh.id, action: 'enable' }, RetCode.REFUSED, '当前状态「已启用」不能启用');
    await refused(t.app, store001, 'POST', P.status, { id: sh.id, action: 'disable', reason: '试试' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await ok(t.app, admin, 'POST', P.status, { id: sh.id, action: 'disable', reason: '春节期间暂停系统排班' });
    expect(await cityOf(SH)).toMatchObject({ status: 0, statusRemark: '春节期间暂停系统排班', statusBy: '系统管理员' });
    expect((await logs(admin, { cityId: SH }))[0]).toMatchObject({ section: 3, content: '停用上海市排班配置：春节期间暂停系统排班' });
    await ok(t.app, admin, 'POST', P.status, { id: sh.id, action: 'enable' });
    expect((await cityOf(SH)).status).toBe(1);
    expect((await logs(admin, { cityId: SH }))[0]).toMatchObject({ section: 2 });
    expect((await auditRows(t.db, { table: 'sched_config_city', recordId: sh.id })).slice(0, 2).map((a) => a.action)).toEqual([
      'transition:enable',
      'transition:disable',
    ]);
  });
});

describe('stores with their own rules', () => {
  it('lists them, filtered by city and store; the store manager sees its own store only', async () => {
    const rows = await storeConfigs(admin);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.storeId === 1)).toMatchObject({
      storeName: '陆家嘴店',
      cityName: '上海市',
      maxRestPerDay: 3,
      minOnDuty: 4,
      signCloseTime: '22:00',
    });
    expect((await storeConfigs(admin, { cityId: BJ })).map((r) => r.cityName)).toEqual(['北京市']);
    expect((await storeConfigs(admin, { keyword: '陆家嘴' })).map((r) => r.storeId)).toEqual([1]);
    expect((await storeConfigs(store001)).map((r) => r.storeId)).toEqual([1]);
    const names = await ok<ScheduleConfiguredStore[]>(t.app, admin, 'GET', P.hasCnfStores, { cityId: SH });
    expect(names).toHaveLength(2);
    expect(names[0]).toMatchObject({ storeId: 1, storeName: '陆家嘴店', storeCode: 'SH0001' });
    expect((await ok<ScheduleConfiguredStore[]>(t.app, store001, 'GET', P.hasCnfStores, { cityId: SH })).map((s) => s.storeId)).toEqual([1]);
    expect(await ok(t.app, admin, 'GET', P.hasCnfStores, { cityId: SZ })).toEqual([]);
    await refused(t.app, admin, 'GET', P.hasCnfStores, { cityId: 'abc' }, RetCode.INVALID, 'cityId');
  });

  it('edits a store’s rules and sign-up window (bad input refused, nothing written), audited and logged', async () => {
    const [row] = await storeConfigs(admin, { keyword: '陆家嘴' });
    const form = {
      id: row.id,
      restDaysMin: 1,
      restDaysMax: 2,
      weekendRest: false,
      maxRestPerDay: 3,
      minOnDuty: 4,
      lateGraceMinutes: 5,
      earliestClockMinutes: 90,
    };
    const before = await snapshot();
    await refused(t.app, admin, 'POST', storeEp.update.path, { ...form, minOnDuty: 0 }, RetCode.INVALID, '每日最少在岗人数不能小于1');
    await refused(t.app, admin, 'POST', storeEp.update.path, { ...form, restDaysMin: 3 }, RetCode.INVALID, '每周最多休息天数不能少于每周最少休息天数');
    await refused(t.app, admin, 'POST', storeEp.update.path, { ...form, minOnDuty: 20 }, RetCode.INVALID, '每日最少在岗人数不能多于本店在岗手艺人');
    await refused(
      t.app,
      admin,
      'POST',
      P.signStore,
      { id: row.id, signOpenWeekday: 3, signOpenTime: '10:00', signCloseWeekday: 2, signCloseTime: '18:00' },
      RetCode.INVALID,
      'signCloseTime',
    );
    await refused(t.app, store001, 'POST', storeEp.update.path, form, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await snapshot()).toBe(before);

    await ok(t.app, admin, 'POST', storeEp.update.path, { ...form, maxRestPerDay: 2, lateGraceMinutes: 0 });
    await ok(t.app, admin, 'POST', P.signStore, { id: row.id, signOpenWeekday: 3, signOpenTime: '10:00', signCloseWeekday: 6, signCloseTime: '12:00' });
    const saved = (await storeConfigs(store001))[0];
    expect(saved).toMatchObject({ maxRestPerDay: 2, lateGraceMinutes: 0, signCloseWeekday: 6, signCloseTime: '12:00', updatedBy: '系统管理员' });
    const [update] = await auditRows(t.db, { table: 'sched_config_store', action: 'update', recordId: row.id });
    expect(update.before).toMatchObject({ signCloseWeekday: 5, signCloseTime: '22:00' });
    const [sign, rules] = await logs(store001, { storeId: 1 });
    expect(sign).toMatchObject({ section: 11, content: '陆家嘴店：报名截止（星期）：周五 → 周六；报名截止时间：22:00 → 12:00' });
    expect(rules).toMatchObject({ section: 10, content: '陆家嘴店：同日最多休息人数：3 → 2；迟到宽限（分钟）：5 → 0' });
  });

  it('sets which stores of a city keep their own rules: added ones start from the city’s, removed ones follow the city again', async () => {
    const shStores = await t.db
      .selectFrom('store')
      .select(['id', 'store_name'])
      .where('city_id', '=', SH)
      .where('open_status', '<>', 3)
      .orderBy('id')
      .execute();
    const current = await ok<ScheduleConfiguredStore[]>(t.app, admin, 'GET', P.hasCnfStores, { cityId: SH });
    const removed = current.find((s) => s.storeId !== 1)!;
    const added = shStores.find((s) => !current.some((c) => c.storeId === s.id))!;
    const bjStore = await t.db.selectFrom('store').select('id').where('city_id', '=', BJ).executeTakeFirstOrThrow();
    const before = await snapshot();
    await refused(t.app, admin, 'POST', P.cityStores, { cityId: SH, storeIds: [1, bjStore.id] }, RetCode.INVALID, 'storeIds');
    await refused(t.app, admin, 'POST', P.cityStores, { cityId: SH, storeIds: 'all' }, RetCode.INVALID, 'storeIds');
    await refused(t.app, admin, 'POST', P.cityStores, { storeIds: [1] }, RetCode.INVALID, 'cityId');
    await refused(t.app, admin, 'POST', P.cityStores, { cityId: NJ, storeIds: [] }, RetCode.REFUSED, '南京市还没有排班配置');
    await refused(t.app, store001, 'POST', P.cityStores, { cityId: SH, storeIds: [1] }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await snapshot()).toBe(before);

    expect(await ok(t.app, admin, 'POST', P.cityStores, { cityId: SH, storeIds: [1, added.id] })).toEqual({ added: 1, removed: 1 });
    expect((await ok<ScheduleConfiguredStore[]>(t.app, admin, 'GET', P.hasCnfStores, { cityId: SH })).map((s) => s.storeId).sort((a, b) => a - b)).toEqual(
      [1, added.id].sort((a, b) => a - b),
    );
    const city = await cityOf(SH);
    expect(await ok<ScheduleEffectiveConfig>(t.app, admin, 'GET', P.effective, { storeId: added.id })).toMatchObject({
      source: 'store',
      rules: { restDaysMax: city.restDaysMax, maxRestPerDay: city.maxRestPerDay, signOpenTime: city.signOpenTime },
    });
    expect(await ok<ScheduleEffectiveConfig>(t.app, admin, 'GET', P.effective, { storeId: removed.storeId })).toMatchObject({ source: 'city' });
    expect((await auditRows(t.db, { table: 'sched_config_store', action: 'create' }))[0].after).toMatchObject({ storeId: added.id });
    expect((await auditRows(t.db, { table: 'sched_config_store', action: 'delete' }))[0].before).toMatchObject({ storeId: removed.storeId });
    expect((await logs(admin, { cityId: SH, section: 9 }))[0].content).toBe(
      `单独配置门店：新增 ${added.store_name}；移除 ${removed.storeName}（改按城市配置）`,
    );
  });
});

describe('weekly schedules', () => {
  it('lists a week of a store: one row per craftsman, a shift or rest per day, within the store’s rules', async () => {
    const rows = await weeks(admin, { storeId: 1, weekStart: thisMonday });
    expect(rows.length).toBeGreaterThan(3);
    const rules = (await ok<ScheduleEffectiveConfig>(t.app, admin, 'GET', P.effective, { storeId: 1 })).rules!;
    for (const r of rows) {
      expect(r).toMatchObject({ storeId: 1, storeName: '陆家嘴店', weekStart: thisMonday, status: 1, cityName: '上海市' });
      const days = [r.d1, r.d2, r.d3, r.d4, r.d5, r.d6, r.d7] as number[];
      expect(days.every((d) => [0, 1, 2, 3].includes(d))).toBe(true);
      expect(r.restDays).toBe(days.filter((d) => d === 0).length);
      expect(r.restDays).toBeGreaterThanOrEqual(1);
      // Shanghai's seeded rules: no rest at the weekend.
      expect(r.d6 !== 0 && r.d7 !== 0).toBe(true);
    }
    for (const day of ['d1', 'd2', 'd3', 'd4', 'd5']) expect(rows.filter((r) => r[day] === 0).length).toBeLessThanOrEqual(3);
    expect(rules.minOnDuty).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.employeeNo)).size).toBe(rows.length);
  });
});

describe('clearing a week', () => {
  it('bad input is refused naming the field and nothing is written', async () => {
    const before = await snapshot();
    const bad: [Record<string, unknown>, string, string][] = [
      [{ storeId: 1, weekStart: nextMonday }, RetCode.INVALID, 'reason'],
      [{ storeId: 1, weekStart: nextMonday, reason: ' 无 ' }, RetCode.INVALID, '清空原因至少2个字'],
      [{ storeId: 1, weekStart: nextMonday, reason: '长'.repeat(201) }, RetCode.INVALID, '清空原因最多200个字'],
      [{ storeId: 1, weekStart: addDays(nextMonday, 1), reason: '门店装修' }, RetCode.INVALID, '周开始日期须为周一'],
      [{ storeId: 1, weekStart: '下周', reason: '门店装修' }, RetCode.INVALID, 'weekStart'],
      [{ weekStart: nextMonday, reason: '门店装修' }, RetCode.INVALID, 'storeId'],
      [{ storeId: 1, weekStart: addDays(thisMonday, -7), reason: '门店装修' }, RetCode.INVALID, '不能清空已过去的周'],
      [{ storeId: 1, weekStart: addDays(thisMonday, 70), reason: '门店装修' }, RetCode.REFUSED, '没有排班记录'],
    ];
    for (const [body, code, message] of bad) await refused(t.app, admin, 'POST', P.clearStore, body, code, message);
    await refused(t.app, admin, 'POST', P.clearCity, { cityId: BJ, weekStart: nextMonday }, RetCode.INVALID, 'reason');
    await refused(t.app, admin, 'POST', P.clearCity, { cityId: 999999, weekStart: nextMonday, reason: '规则调整' }, RetCode.INVALID, 'cityId');
    await refused(t.app, store001, 'POST', P.clearStore, { storeId: 1, weekStart: nextMonday, reason: '门店装修' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await snapshot()).toBe(before);
  });

  it('clears one store’s week: the rows go, the clearing is logged with its reason and audited with the rows', async () => {
    const rows = await weeks(admin, { storeId: 1, weekStart: nextMonday });
    expect(rows.length).toBeGreaterThan(0);
    const others = await weeks(admin, { cityId: SH, weekStart: nextMonday });
    const result = await ok<{ logId: number; cleared: number }>(
      t.app,
      admin,
      'POST',
      P.clearStore,
      { storeId: 1, weekStart: nextMonday, reason: '  门店下周装修停业三天，重新报名  ' },
      { routepath: '/operate/shop/workScheduling' },
    );
    expect(result.cleared).toBe(rows.length);
    expect(await weeks(admin, { storeId: 1, weekStart: nextMonday })).toEqual([]);
    expect(await weeks(admin, { storeId: 1, weekStart: thisMonday })).not.toEqual([]);
    expect((await weeks(admin, { cityId: SH, weekStart: nextMonday })).length).toBe(others.length - rows.length);

    const [logged] = await clearLogs(store001);
    expect(logged).toMatchObject({
      id: result.logId,
      scopeType: 2,
      storeId: 1,
      storeName: '陆家嘴店',
      cityName: '上海市',
      weekStart: nextMonday,
      clearedCount: rows.length,
      reason: '门店下周装修停业三天，重新报名',
      operator: '系统管理员',
    });
    const [entry] = await auditRows(t.db, { table: 'sched_week', action: 'clear' });
    expect(entry).toMatchObject({ record_id: `store:1:${nextMonday}`, route: '/operate/shop/workScheduling', after: null });
    const audited = entry.before as { clearedCount: number; reason: string; records: { id: number; days: number[] }[] };
    expect(audited.clearedCount).toBe(rows.length);
    expect(audited.records.map((r) => r.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    expect(audited.records[0].days).toHaveLength(7);

    await refused(
      t.app,
      admin,
      'POST',
      P.clearStore,
      { storeId: 1, weekStart: nextMonday, reason: '再清一次' },
      RetCode.REFUSED,
      '陆家嘴店在 ' + nextMonday + ' 这一周没有排班记录',
    );
  });

  it('clears a city’s week across its stores, logged as the whole city', async () => {
    const bj = await weeks(admin, { cityId: BJ, weekStart: nextMonday });
    const sh = await weeks(admin, { cityId: SH, weekStart: nextMonday });
    expect(bj.length).toBeGreaterThan(0);
    const result = await ok<{ cleared: number }>(t.app, admin, 'POST', P.clearCity, {
      cityId: BJ,
      weekStart: nextMonday,
      reason: '北京区域调整报名规则，下周全城重新报名',
    });
    expect(result.cleared).toBe(bj.length);
    expect(await weeks(admin, { cityId: BJ, weekStart: nextMonday })).toEqual([]);
    expect(await weeks(admin, { cityId: SH, weekStart: nextMonday })).toHaveLength(sh.length);
    expect((await clearLogs(admin, { cityId: BJ }))[0]).toMatchObject({
      scopeType: 1,
      storeId: null,
      storeName: null,
      cityName: '北京市',
      clearedCount: bj.length,
    });
    expect((await auditRows(t.db, { table: 'sched_week', action: 'clear' }))[0].record_id).toBe(`city:${BJ}:${nextMonday}`);
  });

  it('the clearing log: filters, newest first; a store manager sees its store’s and its city’s clearings only', async () => {
    const all = await clearLogs(admin);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const times = all.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await clearLogs(admin, { scopeType: 1 })).every((r) => r.scopeType === 1 && r.storeId === null)).toBe(true);
    expect((await clearLogs(admin, { weekStart: nextMonday })).map((r) => r.cityName).sort()).toEqual(['上海市', '北京市'].sort());
    const mine = await clearLogs(store001);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1 || (r.storeId === null && r.cityId === SH))).toBe(true);
    expect(all.some((r) => r.cityId === SH && r.storeId !== 1 && r.storeId !== null)).toBe(true);
    await refused(t.app, admin, 'GET', P.clearLog, { weekStart: addDays(thisMonday, 2) }, RetCode.INVALID, '周开始日期须为周一');
    await refused(t.app, ops01, 'GET', P.clearLog, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});

describe('the operation log', () => {
  it('pages configuration changes newest first; a store manager sees its city’s and its own store’s', async () => {
    const first = await request<ScheduleOperationLogRow[]>(t.app, admin, 'GET', P.operationLog, { pageSize: 5 });
    expect(first.envelope.page).toMatchObject({ pageNum: 1, pageSize: 5 });
    expect(first.envelope.page!.total).toBe(await countRows(t.db, 'sched_config_log'));
    const all = await logs(admin);
    expect(all.some((l) => l.cityId === BJ && l.section === 7)).toBe(true);
    const mine = await logs(store001);
    expect(mine.length).toBeGreaterThan(5);
    expect(mine.every((l) => (l.storeId === null && l.cityId === SH) || l.storeId === 1)).toBe(true);
    expect((await logs(admin, { section: 9 })).every((l) => l.section === 9)).toBe(true);
    await refused(t.app, admin, 'GET', P.operationLog, { section: 99 }, RetCode.INVALID, '操作类型的取值不正确');
  });
});
