import {
  dormitoryBedResource,
  dormitoryResource,
  DormitoryMsg,
  DormitoryPath,
  dormitoryStayResource,
  resourceEndpoints,
  RetCode,
  RetMsg,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * 宿舍管理: dorms (city from the store nearby), beds within capacity and unique by room and bed,
 * check-in (a bed never given twice for overlapping nights, in the hook and in the database; a
 * departed craftsman refused), check-out, and the store manager's scope.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const dorms = resourceEndpoints(dormitoryResource);
const beds = resourceEndpoints(dormitoryBedResource);
const stays = resourceEndpoints(dormitoryStayResource);
const opts = { routepath: dormitoryResource.page };

type Row = Record<string, unknown> & { id: number };
let dormId = 0;
const bedIds: number[] = [];
const people: Record<'a' | 'b' | 'c' | 'gone', number> = { a: 0, b: 0, c: 0, gone: 0 };

async function newCraftsman(no: string, name: string, status = 1, storeId = 1) {
  return (
    await sql<{
      id: number;
    }>`insert into craftsman (employee_no, real_name, mobile, craftsman_type, position_type, level, price_grade, store_id, status, entry_date)
      values (${no}, ${name}, '13912340000', 1, 0, 'U3', 'P4', ${storeId}, ${status}, '2024-06-01') returning id`.execute(t.db)
  ).rows[0].id;
}
const stayCount = async () => (await sql<{ n: number }>`select count(*)::int as n from dormitory_stay`.execute(t.db)).rows[0].n;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  people.a = await newCraftsman('UDM90001', '宿舍甲');
  people.b = await newCraftsman('UDM90002', '宿舍乙');
  people.c = await newCraftsman('UDM90003', '宿舍丙');
  people.gone = await newCraftsman('UDM90004', '宿舍离职', 4);
});
afterAll(async () => {
  await t?.close();
});

describe('宿舍 and 床位', () => {
  it('lists the seeded dorms; a new dorm takes the city of its store; its lease must end after it starts', async () => {
    const seeded = await ok<Row[]>(t.app, admin, 'POST', dorms.list.path, { pageSize: 100 }, opts);
    expect(seeded.length).toBeGreaterThanOrEqual(30);
    const dorm = {
      storeId: 1,
      name: '测试宿舍',
      address: '上海市浦东新区张杨路500弄3号1201室',
      landlord: '钱先生',
      monthlyRent: '6000.00',
      leaseStart: '2025-01-01',
      leaseEnd: '2028-12-31',
      capacity: 2,
    };
    await refused(t.app, admin, 'POST', dorms.create.path, { ...dorm, leaseEnd: '2024-12-31' }, RetCode.INVALID, 'leaseEnd', opts);
    dormId = (await ok<{ id: number }>(t.app, admin, 'POST', dorms.create.path, dorm, opts)).id;
    const [saved] = await ok<Row[]>(t.app, admin, 'POST', dorms.list.path, { name: '测试宿舍' }, opts);
    const city = (await sql<{ city_id: number }>`select city_id from store where id = 1`.execute(t.db)).rows[0].city_id;
    expect(saved).toMatchObject({ id: dormId, storeId: 1, cityId: city, monthlyRent: '6000.00', capacity: 2, bedCount: 0 });
  });

  it('adds beds up to the capacity, unique by room and bed number, and counts them on the dorm', async () => {
    for (const bedNo of ['下铺', '上铺'])
      bedIds.push((await ok<{ id: number }>(t.app, admin, 'POST', beds.create.path, { dormitoryId: dormId, roomNo: '1201', bedNo }, opts)).id);
    await refused(
      t.app,
      admin,
      'POST',
      beds.create.path,
      { dormitoryId: dormId, roomNo: '1202', bedNo: '下铺' },
      RetCode.INVALID,
      DormitoryMsg.overCapacity(2),
      opts,
    );
    await ok(
      t.app,
      admin,
      'POST',
      dorms.update.path,
      {
        id: dormId,
        storeId: 1,
        name: '测试宿舍',
        address: '上海市浦东新区张杨路500弄3号1201室',
        landlord: '钱先生',
        monthlyRent: '6000.00',
        leaseStart: '2025-01-01',
        leaseEnd: '2028-12-31',
        capacity: 3,
      },
      opts,
    );
    await refused(
      t.app,
      admin,
      'POST',
      beds.create.path,
      { dormitoryId: dormId, roomNo: '1201', bedNo: '上铺' },
      RetCode.INVALID,
      DormitoryMsg.bedExists,
      opts,
    );
    const listed = await ok<Row[]>(t.app, admin, 'POST', beds.list.path, { dormitoryId: dormId }, opts);
    expect(listed.map((b) => [b.label, b.storeId, b.dormitoryName]).sort()).toEqual([
      ['1201室上铺床', 1, '测试宿舍'],
      ['1201室下铺床', 1, '测试宿舍'],
    ]);
    const [dorm] = await ok<Row[]>(t.app, admin, 'POST', dorms.list.path, { name: '测试宿舍' }, opts);
    expect(dorm.bedCount).toBe(2);
  });
});

describe('入住登记 and 退宿', () => {
  it('checks a craftsman into a bed; another one for overlapping days is refused under the bed, nothing written', async () => {
    await ok(t.app, admin, 'POST', stays.create.path, { bedId: bedIds[0], craftsmanId: people.a, checkIn: '2026-01-05' }, opts);
    const before = await stayCount();
    await refused(
      t.app,
      admin,
      'POST',
      stays.create.path,
      { bedId: bedIds[0], craftsmanId: people.b, checkIn: '2026-03-01' },
      RetCode.INVALID,
      DormitoryMsg.bedTaken,
      opts,
    );
    await refused(
      t.app,
      admin,
      'POST',
      stays.create.path,
      { bedId: bedIds[0], craftsmanId: people.b, checkIn: '2025-12-01' },
      RetCode.INVALID,
      DormitoryMsg.bedTaken,
      opts,
    );
    // The same craftsman is not given a second bed for the same days.
    await refused(
      t.app,
      admin,
      'POST',
      stays.create.path,
      { bedId: bedIds[1], craftsmanId: people.a, checkIn: '2026-02-01' },
      RetCode.INVALID,
      DormitoryMsg.craftsmanLiving,
      opts,
    );
    expect(await stayCount()).toBe(before);
    const [stay] = await ok<Row[]>(t.app, admin, 'POST', stays.list.path, { craftsmanId: people.a }, opts);
    expect(stay).toMatchObject({
      bedId: bedIds[0],
      dormitoryId: dormId,
      storeId: 1,
      checkIn: '2026-01-05',
      checkOut: null,
      status: 1,
      craftsmanName: '宿舍甲',
      bedLabel: '1201室下铺床',
    });
  });

  it('the database refuses an overlapping stay even written around the hook (exclusion constraint)', async () => {
    await expect(
      sql`insert into dormitory_stay (bed_id, dormitory_id, store_id, craftsman_id, check_in) values (${bedIds[0]}, ${dormId}, 1, ${people.c}, '2026-02-01')`.execute(
        t.db,
      ),
    ).rejects.toThrow(/dormitory_stay_bed_overlap/);
  });

  it('refuses a craftsman who has left, and a check-in outside the lease', async () => {
    await refused(
      t.app,
      admin,
      'POST',
      stays.create.path,
      { bedId: bedIds[1], craftsmanId: people.gone, checkIn: '2026-01-10' },
      RetCode.INVALID,
      DormitoryMsg.departed,
      opts,
    );
    await refused(
      t.app,
      admin,
      'POST',
      stays.create.path,
      { bedId: bedIds[1], craftsmanId: people.c, checkIn: '2024-12-01' },
      RetCode.INVALID,
      DormitoryMsg.checkInOutsideLease,
      opts,
    );
  });

  it('退宿 frees the bed from that day: the next occupant may move in the same day, not the day before', async () => {
    const [stay] = await ok<Row[]>(t.app, admin, 'POST', stays.list.path, { craftsmanId: people.a }, opts);
    await refused(t.app, admin, 'POST', DormitoryPath.checkOut, { id: stay.id, checkOut: '2026-01-04' }, RetCode.INVALID, DormitoryMsg.checkOutBefore, opts);
    await ok(t.app, admin, 'POST', DormitoryPath.checkOut, { id: stay.id, checkOut: '2026-02-01' }, opts);
    expect(await auditRows(t.db, { table: 'dormitory_stay', action: 'checkOut', recordId: stay.id })).toHaveLength(1);
    await refused(t.app, admin, 'POST', DormitoryPath.checkOut, { id: stay.id, checkOut: '2026-02-02' }, RetCode.REFUSED, DormitoryMsg.alreadyLeft, opts);
    await refused(
      t.app,
      admin,
      'POST',
      stays.create.path,
      { bedId: bedIds[0], craftsmanId: people.b, checkIn: '2026-01-31' },
      RetCode.INVALID,
      DormitoryMsg.bedTaken,
      opts,
    );
    await ok(t.app, admin, 'POST', stays.create.path, { bedId: bedIds[0], craftsmanId: people.b, checkIn: '2026-02-01' }, opts);
    const [left] = await ok<Row[]>(t.app, admin, 'POST', stays.list.path, { craftsmanId: people.a }, opts);
    expect(left).toMatchObject({ checkOut: '2026-02-01', status: 2 });
    // A bed with stays is kept.
    await refused(t.app, admin, 'POST', beds.remove.path, { id: bedIds[0] }, RetCode.REFUSED, DormitoryMsg.bedInUse, opts);
  });
});

describe('the store manager', () => {
  it('sees its store’s dorms, beds and stays only, and cannot check anyone into another store’s dorm', async () => {
    const mine = await ok<Row[]>(t.app, store001, 'POST', dorms.list.path, { pageSize: 100 }, opts);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d) => d.storeId === 1)).toBe(true);
    const myStays = await ok<Row[]>(t.app, store001, 'POST', stays.list.path, { pageSize: 100 }, opts);
    expect(myStays.length).toBeGreaterThan(0);
    expect(myStays.every((s) => s.storeId === 1)).toBe(true);
    const options = await ok<{ id: number; name: string }[]>(t.app, store001, 'GET', DormitoryPath.bedOptions, {}, opts);
    const foreign = (await sql<{ id: number }>`select id from dormitory_bed where store_id <> 1 order by id limit 1`.execute(t.db)).rows[0].id;
    expect(options.map((o) => o.id)).not.toContain(foreign);
    await refused(
      t.app,
      store001,
      'POST',
      stays.create.path,
      { bedId: foreign, craftsmanId: people.c, checkIn: '2026-02-01' },
      RetCode.REFUSED,
      RetMsg.OUT_OF_SCOPE,
      opts,
    );
    await refused(
      t.app,
      store001,
      'POST',
      dorms.create.path,
      { storeId: 1, name: 'x', address: 'y', landlord: 'z', monthlyRent: '1.00', leaseStart: '2025-01-01', leaseEnd: '2025-12-31', capacity: 1 },
      RetCode.REFUSED,
      RetMsg.FORBIDDEN,
      opts,
    );
  });
});
