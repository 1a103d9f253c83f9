import {
  CRAFTSMAN_DEPARTED,
  DormitoryMsg,
  dormitoryBedOptions,
  dormitoryBedResource,
  dormitoryCheckOut,
  dormitoryCraftsmanOptions,
  dormitoryOptions,
  dormitoryResource,
  dormitoryStayResource,
  STAY_LEFT,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, notFound, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { assertMonthOpen } from '../../craftsman/salaryManagement/_shared/settledMonth.js';

/**
 * /hrm/dormitory/dormitoryManage 宿舍管理: dorms (city from the store nearby), their beds, and who
 * sleeps in which bed (入住登记, 退宿). A bed is never given to two people for overlapping nights: the
 * bed's row is locked and the stays read in the write's transaction (a clear refusal), and the
 * table's exclusion constraint holds it even so. A craftsman who has left is not checked in.
 */
export function registerDormitoryManage(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, dormitoryOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select d.id, d.name || '（' || s.store_name || '）' as name from dormitory d join store s on s.id = d.store_id
      where true${andInScope(await auth.scope(), 'd.store_id')} order by d.store_id, d.id`.execute(db);
    return rows.rows;
  });
  registerEndpoint(app, dormitoryBedOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select b.id, d.name || ' ' || b.label as name from dormitory_bed b join dormitory d on d.id = b.dormitory_id
      where true${andInScope(await auth.scope(), 'b.store_id')} order by d.store_id, d.id, b.label`.execute(db);
    return rows.rows;
  });
  registerEndpoint(app, dormitoryCraftsmanOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '，' || s.store_name || '）' as name
      from craftsman c join store s on s.id = c.store_id
      where c.status <> ${CRAFTSMAN_DEPARTED}${andInScope(await auth.scope(), 'c.store_id')} order by c.store_id, c.id`.execute(db);
    return rows.rows;
  });

  registerResource(app, dormitoryResource, {
    async beforeWrite(values, { trx, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      if (values.storeId !== undefined) {
        const store = (await sql<{ city_id: number }>`select city_id from store where id = ${values.storeId}`.execute(trx)).rows[0];
        if (!store) throw invalid('storeId', '门店不存在');
        row.cityId = store.city_id;
      }
      if (mode === 'update' && id !== undefined) {
        const current = (await sql<{ bed_count: number }>`select bed_count from dormitory where id = ${id}`.execute(trx)).rows[0];
        if (values.capacity !== undefined && current && Number(values.capacity) < current.bed_count)
          throw invalid('capacity', `可住人数不能少于已登记的床位数（${current.bed_count}张）`);
        // The beds and stays follow their dorm's store (the scope they are seen by).
        if (values.storeId !== undefined) {
          await sql`update dormitory_bed set store_id = ${values.storeId} where dormitory_id = ${id} and store_id <> ${values.storeId}`.execute(trx);
          await sql`update dormitory_stay set store_id = ${values.storeId} where dormitory_id = ${id} and store_id <> ${values.storeId}`.execute(trx);
        }
      }
    },
    async beforeRemove(trx, record) {
      const beds = await sql`select 1 from dormitory_bed where dormitory_id = ${record.id} limit 1`.execute(trx);
      if (beds.rows.length) throw refuse(DormitoryMsg.dormInUse);
    },
  });

  registerResource(app, dormitoryBedResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      let dormitoryId = values.dormitoryId;
      if (mode === 'create') {
        // The dorm's row locked: two beds added at once both count against its capacity.
        const dorm = (
          await sql<{ store_id: number; capacity: number; bed_count: number }>`
            select store_id, capacity, bed_count from dormitory where id = ${values.dormitoryId!} for update`.execute(trx)
        ).rows[0];
        if (!dorm) throw invalid('dormitoryId', '宿舍不存在');
        await auth.assertStore(dorm.store_id);
        if (dorm.bed_count >= dorm.capacity) throw invalid('dormitoryId', DormitoryMsg.overCapacity(dorm.capacity));
        row.storeId = dorm.store_id;
      } else {
        dormitoryId = (await sql<{ dormitory_id: number }>`select dormitory_id from dormitory_bed where id = ${id!}`.execute(trx)).rows[0]?.dormitory_id;
      }
      if (values.roomNo !== undefined || values.bedNo !== undefined) {
        const same = await sql`select 1 from dormitory_bed where dormitory_id = ${dormitoryId!} and room_no = ${values.roomNo!} and bed_no = ${values.bedNo!}
          ${id === undefined ? sql`` : sql`and id <> ${id}`} limit 1`.execute(trx);
        if (same.rows.length) throw invalid('bedNo', DormitoryMsg.bedExists);
      }
    },
    async beforeRemove(trx, record) {
      const stays = await sql`select 1 from dormitory_stay where bed_id = ${record.id} limit 1`.execute(trx);
      if (stays.rows.length) throw refuse(DormitoryMsg.bedInUse);
    },
  });

  registerResource(app, dormitoryStayResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const checkIn = String(values.checkIn);
      // The bed's row locked: a second check-in into the same bed waits for this one, then sees it.
      const bed = (
        await sql<{ dormitory_id: number; store_id: number; lease_start: string; lease_end: string }>`
          select b.dormitory_id, b.store_id, d.lease_start::text as lease_start, d.lease_end::text as lease_end
          from dormitory_bed b join dormitory d on d.id = b.dormitory_id where b.id = ${values.bedId!} for update of b`.execute(trx)
      ).rows[0];
      if (!bed) throw invalid('bedId', DormitoryMsg.bedMissing);
      await auth.assertStore(bed.store_id);
      const craftsman = (
        await sql<{ status: number; store_id: number }>`select status, store_id from craftsman where id = ${values.craftsmanId!} for update`.execute(trx)
      ).rows[0];
      if (!craftsman) throw invalid('craftsmanId', DormitoryMsg.craftsmanMissing);
      await auth.assertStore(craftsman.store_id);
      if (craftsman.status === CRAFTSMAN_DEPARTED) throw invalid('craftsmanId', DormitoryMsg.departed);
      if (checkIn < bed.lease_start || checkIn > bed.lease_end) throw invalid('checkIn', DormitoryMsg.checkInOutsideLease);
      const bedTaken = await sql`
        select 1 from dormitory_stay where bed_id = ${values.bedId!} and daterange(check_in, check_out) && daterange(${checkIn}::date, null) limit 1`.execute(
        trx,
      );
      if (bedTaken.rows.length) throw invalid('bedId', DormitoryMsg.bedTaken);
      const living = await sql`
        select 1 from dormitory_stay where craftsman_id = ${values.craftsmanId!} and daterange(check_in, check_out) && daterange(${checkIn}::date, null) limit 1`.execute(
        trx,
      );
      if (living.rows.length) throw invalid('craftsmanId', DormitoryMsg.craftsmanLiving);
      // A stay starting in a month whose pay is settled would never be charged for it.
      await assertMonthOpen(trx, craftsman.store_id, checkIn);
      const row = values as typeof values & Record<string, unknown>;
      row.dormitoryId = bed.dormitory_id;
      row.storeId = bed.store_id;
      row.createdBy = auth.name;
    },
  });

  registerEndpoint(app, dormitoryCheckOut, async ({ id, checkOut }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const stay = (
        await sql<{ id: number; store_id: number; check_in: string; check_out: string | null; status: number }>`
          select id, store_id, check_in::text as check_in, check_out::text as check_out, status from dormitory_stay where id = ${id} for update`.execute(trx)
      ).rows[0];
      if (!stay) throw notFound('入住记录');
      await auth.assertStore(stay.store_id);
      if (stay.check_out !== null) throw refuse(DormitoryMsg.alreadyLeft);
      if (checkOut < stay.check_in) throw invalid('checkOut', DormitoryMsg.checkOutBefore);
      // Rent already settled for nights after the check-out day stays as it is only while that pay month is open.
      const settled = await sql<{ store_id: number; month: string }>`
        select distinct store_id, month::text as month from rental_settlement
        where stay_id = ${id} and month >= date_trunc('month', ${checkOut}::date)::date order by month`.execute(trx);
      for (const s of settled.rows) await assertMonthOpen(trx, s.store_id, s.month);
      await sql`update dormitory_stay set check_out = ${checkOut}::date, updated_at = now() where id = ${id}`.execute(trx);
      await audit(trx, request, {
        action: 'checkOut',
        table: 'dormitory_stay',
        recordId: id,
        before: { checkOut: null, status: stay.status },
        after: { checkOut, status: STAY_LEFT },
      });
      return { id, checkOut, status: STAY_LEFT };
    }),
  );
}
