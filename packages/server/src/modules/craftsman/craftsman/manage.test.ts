import {
  checkCraftsmanByUserId,
  craftsmanRegisterResource,
  getCraftsman,
  getCraftsmanList,
  getcraftsmanName,
  idCardCheckChar,
  queryCraftsmanListByTutorType,
  resourceEndpoints,
  RetCode,
  RetMsg,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRecords } from '../../../test/exchange.js';
import { auditRows, decrypt, DEMO, login, ok, openTestApp, refused, userIdOf, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/craftsman/manage 手艺人列表 and the spec's craftsman look-ups. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(craftsmanRegisterResource);
type Row = {
  id: number;
  employeeNo: string;
  realName: string;
  storeId: number;
  mobile: string;
  idCard: string | null;
  dataLevel: string | null;
  status: number;
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const count = async () => (await sql<{ n: number }>`select count(*)::int as n from craftsman`.execute(t.db)).rows[0].n;
const withCheck = (body17: string) => body17 + idCardCheckChar(body17);
const valid = () => ({
  employeeNo: 'UD900001',
  realName: '林晓雨',
  storeId: 1,
  craftsmanType: 1,
  station: 0,
  positionType: 0,
  level: 'U3',
  priceGrade: 'P4',
  dataLevel: 'S2',
  gender: 0,
  mobile: '13912345678',
  idCard: withCheck('31010419950612002'),
  entryDate: '2026-11-01',
});

describe('手艺人列表', () => {
  it('lists the demo craftsmen with masked mobiles and sealed ID numbers shown masked; the store manager sees only store 1', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50 });
    expect(rows.length).toBe(50);
    for (const r of rows) {
      expect(r.mobile).toMatch(/^\d{3,4}\*{4}\d{4}$/);
      expect(r.idCard).toMatch(/^\d{4}\*{4}\d{3}[\dX]$/);
    }
    const stored = await sql<{ id_card_enc: string }>`select id_card_enc from craftsman where id = ${rows[0].id}`.execute(t.db);
    expect(stored.rows[0].id_card_enc.startsWith('v2:')).toBe(true);
    const mine = await ok<Row[]>(t.app, store001, 'POST', api.list.path, { pageSize: 100 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    // Store managers read the register: no add.
    await refused(t.app, store001, 'POST', api.create.path, valid(), RetCode.REFUSED);
  });

  it('adds a craftsman (home store link, ID number sealed and found by its whole number), refuses a taken employee number or ID number and bad formats, writing nothing', async () => {
    const before = await count();
    await refused(t.app, admin, 'POST', api.create.path, { ...valid(), mobile: '1391234567' }, RetCode.INVALID, 'mobile');
    const good = valid().idCard;
    const badCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    await refused(t.app, admin, 'POST', api.create.path, { ...valid(), idCard: badCheck }, RetCode.INVALID, 'idCard');
    await refused(t.app, admin, 'POST', api.create.path, { ...valid(), level: 'U10' }, RetCode.INVALID, 'level');
    await refused(t.app, admin, 'POST', api.create.path, { ...valid(), priceGrade: 'P11' }, RetCode.INVALID, 'priceGrade');
    await refused(t.app, admin, 'POST', api.create.path, { ...valid(), dataLevel: 'S9' }, RetCode.INVALID, 'dataLevel');
    await refused(t.app, admin, 'POST', api.create.path, { ...valid(), employeeNo: 'UD100001' }, RetCode.INVALID, '工号已存在');
    const taken = await sql<{ id: number; gender: number }>`select id, gender from craftsman order by id limit 1`.execute(t.db);
    const { demoIdCard } = await import('../../../db/seed/craftsmanRegister.js');
    const clash = await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { ...valid(), idCard: demoIdCard(taken.rows[0].id, taken.rows[0].gender) },
      RetCode.INVALID,
      'idCard',
    );
    expect(clash.retMsg).toContain('已登记');
    expect(await count()).toBe(before);

    await ok(t.app, admin, 'POST', api.create.path, valid());
    expect(await count()).toBe(before + 1);
    const found = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { idCard: valid().idCard });
    expect(found.map((r) => r.employeeNo)).toEqual(['UD900001']);
    expect(found[0].status).toBe(1);
    const link = await sql<{
      is_home: boolean;
      active_status: number;
    }>`select is_home, active_status from craftsman_store where craftsman_id = ${found[0].id}`.execute(t.db);
    expect(link.rows).toEqual([{ is_home: true, active_status: 1 }]);
    const audit = await auditRows(t.db, { table: 'craftsman', recordId: found[0].id });
    expect(JSON.stringify(audit)).not.toContain(valid().idCard);
    // The whole ID number through the audited reveal.
    const revealed = await ok<{ value: string }>(t.app, admin, 'POST', api.reveal.path, { id: found[0].id, field: 'idCard' });
    expect(await decrypt(admin, revealed.value)).toBe(valid().idCard);
    expect((await auditRows(t.db, { table: 'craftsman', action: 'viewMobile', recordId: found[0].id })).length).toBe(1);
    // Edit keeps what the form does not hold (level and grade go through their approvals).
    await ok(t.app, admin, 'POST', api.update.path, { ...valid(), id: found[0].id, realName: '林晓宇', level: 'U9', tutorType: 1 });
    const after = await sql<{
      real_name: string;
      level: string;
      tutor_type: number;
    }>`select real_name, level, tutor_type from craftsman where id = ${found[0].id}`.execute(t.db);
    expect(after.rows[0]).toEqual({ real_name: '林晓宇', level: 'U3', tutor_type: 1 });
  });

  it('exports the register as a streamed xlsx, whole numbers for a holder of 查看完整号码', async () => {
    const { response } = await exportFile(t.app, admin, api.export.path, { storeId: 1 }, craftsmanRegisterResource.page);
    expect(response.statusCode).toBe(200);
    const records = await sheetRecords(response.rawPayload);
    const inStore = await sql<{ n: number }>`select count(*)::int as n from craftsman where store_id = 1`.execute(t.db);
    expect(records.length).toBe(inStore.rows[0].n);
    // admin holds 查看完整号码: whole numbers (the ID number opened from its seal).
    expect(String(records[0]['手机号'])).toMatch(/^1\d{10}$/);
    expect(String(records[0]['身份证号'])).toMatch(/^\d{17}[\dX]$/);
    expect(String(records[0]['归属门店'])).toContain('陆家嘴');
  });
});

describe('craftsman look-ups (spec §7)', () => {
  it('getCraftsmanList / getCraftsman / getcraftsmanName answer within the caller stores; outside them refused', async () => {
    const list = await ok<{ label: string; value: number }[]>(t.app, store001, 'GET', `${getCraftsmanList.path}?storeId=1`);
    expect(list.length).toBeGreaterThan(0);
    const inStore1 = await sql<{
      id: number;
    }>`select id from craftsman where status in (1, 2) and (store_id = 1 or id in (select craftsman_id from craftsman_store where store_id = 1 and active_status = 1))`.execute(
      t.db,
    );
    expect(list.map((o) => o.value).sort()).toEqual(
      inStore1.rows
        .map((r) => r.id)
        .filter((id) => list.some((o) => o.value === id))
        .sort(),
    );
    await refused(t.app, store001, 'GET', `${getCraftsmanList.path}?storeId=2`, undefined, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    const other = (await sql<{ id: number; real_name: string }>`select id, real_name from craftsman where store_id = 2 limit 1`.execute(t.db)).rows[0];
    await refused(t.app, store001, 'GET', `${getCraftsman.path}?id=${other.id}`, undefined, RetCode.REFUSED, '门店权限');
    const brief = await ok<{ realName: string; storeName: string }>(t.app, admin, 'GET', `${getCraftsman.path}?id=${other.id}`);
    expect(brief.realName).toBe(other.real_name);
    expect(JSON.stringify(brief)).not.toMatch(/mobile|idCard/);
    expect(await ok<string>(t.app, admin, 'GET', `${getcraftsmanName.path}?id=${other.id}`)).toBe(other.real_name);
    await refused(t.app, admin, 'GET', `${getcraftsmanName.path}?id=abc`, undefined, RetCode.INVALID, 'id');
  });

  it('queryCraftsmanListByTutorType lists the tutors of that kind in service; checkCraftsmanByUserId finds a stylist account', async () => {
    const tutors = await ok<{ label: string; value: number }[]>(t.app, admin, 'GET', `${queryCraftsmanListByTutorType.path}?tutorType=1`);
    const expected = await sql<{ id: number }>`select id from craftsman where tutor_type = 1 and status = 1 order by employee_no`.execute(t.db);
    expect(tutors.map((o) => o.value)).toEqual(expected.rows.map((r) => r.id));
    expect(tutors.length).toBeGreaterThan(0);
    await refused(t.app, admin, 'GET', `${queryCraftsmanListByTutorType.path}?tutorType=7`, undefined, RetCode.INVALID, 'tutorType');
    const stylist = await login(t.app, DEMO.stylist01.account, DEMO.stylist01.pwd);
    const me = await ok<{ realName: string; storeId: number } | null>(t.app, stylist, 'GET', checkCraftsmanByUserId.path);
    expect(me?.storeId).toBe(1);
    const stylistId = await userIdOf(t.db, DEMO.stylist01.account);
    expect((await ok<{ realName: string } | null>(t.app, admin, 'GET', `${checkCraftsmanByUserId.path}?userId=${stylistId}`))?.realName).toBe(me?.realName);
    expect(await ok(t.app, admin, 'GET', `${checkCraftsmanByUserId.path}?userId=${await userIdOf(t.db, 'admin')}`)).toBeNull();
  });
});
