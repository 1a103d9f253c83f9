import { DormitoryOps, DormitoryPage } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import { generateRentMonth } from '../../modules/hrm/dormitory/_shared/rent.js';
import type { Database } from '../schema.js';
import { grantStoreManager } from './comments.js';
import type { SeedContext, SeedStep } from './context.js';

const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴', '徐', '孙'];
/** A whole flat's monthly rent by city (yuan), before the dorm's own step. */
const CITY_RENT: Record<number, number> = { 310000: 6800, 110000: 6400, 330100: 4300, 440300: 5600 };

/** The first day of the month `back` months before this one, China time. */
function monthBack(back: number): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * 宿舍管理 and its rent: 40 dorms near the open stores of the four demo cities, taken a store of each city in turn (two near 陆家嘴), two
 * to four rooms of bunk beds each, about 60% of the beds taken by the stores' craftsmen in service
 * (moved in four to ten months ago), a few stays ended (people who moved out or left the chain), the
 * rent policies (nationwide default, 上海 and 深圳 sharing the rent with a subsidy, 北京's bed fee
 * raised two months ago), and the rent of the last three months and this one generated — before the
 * pay sheets (750), so the settled months' sheets deduct it.
 */
async function seedDormitories(db: Kysely<Database>, { storeIds }: SeedContext): Promise<void> {
  const stores = (
    await sql<{ id: number; city_id: number; store_name: string; address: string }>`
      select id, city_id, store_name, address from (
        select id, city_id, store_name, address, row_number() over (partition by city_id order by id) as n from store
        where open_status = 1 and enable_status = 1 and id in (${sql.join(storeIds)})
      ) s order by n, id limit 39`.execute(db)
  ).rows;
  const dorms: { storeId: number; cityId: number; name: string; address: string }[] = [];
  for (const s of stores) {
    const place = s.store_name.replace(/店.*$/, '');
    const road = s.address.replace(/\d+号\d+楼$/, '');
    dorms.push({
      storeId: s.id,
      cityId: s.city_id,
      name: `${place}员工宿舍`,
      address: `${road}${120 + ((s.id * 37) % 600)}弄${1 + (s.id % 18)}号${1 + (s.id % 6)}0${1 + (s.id % 3)}室`,
    });
    if (dorms.length <= 2)
      dorms.push({
        storeId: s.id,
        cityId: s.city_id,
        name: `${place}员工宿舍二号`,
        address: `${road}${60 + ((s.id * 53) % 500)}号${2 + (s.id % 5)}0${2 + (s.id % 2)}室`,
      });
  }
  const thisMonth = monthBack(0);
  const dormIds: { id: number; storeId: number; capacity: number; leaseStart: string }[] = [];
  for (const [i, d] of dorms.entries()) {
    const capacity = [4, 6, 6, 8, 4, 6][i % 6];
    const rent = (CITY_RENT[d.cityId] ?? 4500) + (i % 5) * 300 + (capacity - 4) * 400;
    const leaseStart = monthBack(14 + (i % 10));
    const leaseEnd = addDays(monthBack(14 + (i % 10) - 36), -1);
    const row = await sql<{ id: number }>`
      insert into dormitory (store_id, city_id, name, address, landlord, monthly_rent, lease_start, lease_end, capacity, remark, created_at, updated_at)
      values (${d.storeId}, ${d.cityId}, ${d.name}, ${d.address}, ${SURNAMES[i % SURNAMES.length] + (i % 2 ? '女士' : '先生')}, ${rent.toFixed(2)},
        ${leaseStart}::date, ${leaseEnd}::date, ${capacity}, ${i % 4 === 0 ? '押二付三，水电自理' : null},
        ${leaseStart}::date - 10 + time '10:30', ${leaseStart}::date - 10 + time '10:30')
      returning id`.execute(db);
    dormIds.push({ id: row.rows[0].id, storeId: d.storeId, capacity, leaseStart });
    // Most flats have every bed in place; a few still wait for their last two.
    const bedsBought = i % 4 === 3 ? capacity - 2 : capacity;
    for (let k = 1; k <= bedsBought; k++)
      await sql`insert into dormitory_bed (dormitory_id, store_id, room_no, bed_no, created_at)
        values (${row.rows[0].id}, ${d.storeId}, ${String(300 + Math.ceil(k / 2) + (i % 3) * 100)}, ${k % 2 ? '下铺' : '上铺'}, ${leaseStart}::date - 5 + time '15:00')`.execute(
        db,
      );
  }

  // Who sleeps where: each store's craftsmen in service in the beds of its dorms, ~60% of them; a few past stays ended.
  const craftsmen = (await sql<{ id: number; store_id: number; status: number }>`select id, store_id, status from craftsman order by store_id, id`.execute(db))
    .rows;
  const used = new Set<number>();
  for (const [i, d] of dormIds.entries()) {
    const beds = (await sql<{ id: number }>`select id from dormitory_bed where dormitory_id = ${d.id} order by id`.execute(db)).rows;
    const taken = Math.round(beds.length * (i % 3 === 0 ? 0.75 : i % 3 === 1 ? 0.5 : 0.6));
    const pool = craftsmen.filter((c) => c.store_id === d.storeId && !used.has(c.id));
    const living = pool.filter((c) => c.status === 1).slice(0, taken);
    for (const [k, c] of living.entries()) {
      used.add(c.id);
      const checkIn = addDays(monthBack(4 + ((i + k) % 7)), (i * 3 + k * 5) % 20);
      const start = checkIn < d.leaseStart ? d.leaseStart : checkIn;
      await sql`insert into dormitory_stay (bed_id, dormitory_id, store_id, craftsman_id, check_in, created_by, created_at)
        values (${beds[k].id}, ${d.id}, ${d.storeId}, ${c.id}, ${start}::date, '行政 李娜', ${start}::date - 1 + time '17:20')`.execute(db);
    }
    // A stay that ended: someone who left the chain (or moved out) from a bed now free.
    const former = pool.find((c) => !used.has(c.id) && c.status !== 1) ?? pool.find((c) => !used.has(c.id));
    const freeBed = beds[living.length];
    if (former && freeBed && i % 2 === 0) {
      used.add(former.id);
      const checkIn = monthBack(9 + (i % 3));
      const checkOut = addDays(monthBack(2), 9 + (i % 12));
      await sql`insert into dormitory_stay (bed_id, dormitory_id, store_id, craftsman_id, check_in, check_out, remark, created_by, created_at)
        values (${freeBed.id}, ${d.id}, ${d.storeId}, ${former.id}, ${checkIn < d.leaseStart ? d.leaseStart : checkIn}::date, ${checkOut}::date,
          ${former.status === 4 ? '离职退宿' : '自行租房，申请退宿'}, '行政 李娜', ${checkIn}::date - 1 + time '16:00')`.execute(db);
    }
  }

  // The rent policies: nationwide default, and three cities' own.
  const raised = monthBack(2);
  await sql`
    insert into rental_policy (city_id, name, mode, bed_fee, subsidy_percent, effective_from, effective_to, remark, updated_by, created_at, updated_at) values
      (null, '全国默认：固定床位费', 1, 450.00, null, '2024-01-01', null, '城市没有单独政策时适用，每人每月 450 元', '人事 周敏', '2024-01-01 09:00+08', '2024-01-01 09:00+08'),
      (310000, '上海：按床位分摊，公司补贴五成', 2, null, 50, '2025-01-01', null, '月租金 ÷ 可住人数，员工承担 50%', '人事 周敏', '2024-12-20 10:00+08', '2024-12-20 10:00+08'),
      (110000, '北京：固定床位费 600 元', 1, 600.00, null, '2025-01-01', ${addDays(raised, -1)}::date, '房租上涨前的标准', '人事 周敏', '2024-12-20 10:00+08', ${raised}::date - 20 + time '10:00'),
      (110000, '北京：固定床位费 680 元', 1, 680.00, null, ${raised}::date, null, '续租后房租上涨，床位费同步调整', '人事 周敏', ${raised}::date - 20 + time '10:00', ${raised}::date - 20 + time '10:00'),
      (440300, '深圳：按床位分摊，公司补贴四成', 2, null, 40, '2025-06-01', null, '月租金 ÷ 可住人数，员工承担 60%', '人事 周敏', '2025-05-25 10:00+08', '2025-05-25 10:00+08')`.execute(
    db,
  );

  // The rent of the last three months and this one, for every store whose craftsmen sleep in a dorm.
  const payStores = (
    await sql<{ store_id: number }>`select distinct c.store_id from dormitory_stay s join craftsman c on c.id = s.craftsman_id order by c.store_id`.execute(db)
  ).rows.map((r) => r.store_id);
  for (const back of [3, 2, 1, 0]) for (const storeId of payStores) await generateRentMonth(db, storeId, monthBack(back), '系统');
  await sql`update rental_settlement set created_at = case when month < ${thisMonth}::date
      then (month + interval '1 month 1 day 9 hours')::timestamp at time zone 'Asia/Shanghai' else now() end`.execute(db);

  await grantStoreManager(
    db,
    [DormitoryPage.manage, DormitoryPage.settlement, DormitoryPage.overview],
    [DormitoryOps.bedAdd, DormitoryOps.bedEdit, DormitoryOps.checkIn, DormitoryOps.checkOut, DormitoryOps.stayExport, DormitoryOps.settlementExport],
  );
}

// Before the pay sheets (750): the settled months' sheets deduct the rent generated here.
export const step: SeedStep = { order: 745, run: seedDormitories };
