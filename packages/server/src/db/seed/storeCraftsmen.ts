import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.js';

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Who changed a craftsman's store link (operations staff). */
const OPERATORS = ['马文涛', '高雪梅', '黄志远', '运营部 刘畅', '运营部 孙倩'];
const ENABLE_NOTES = ['入职开通门店接单', '调入本店，开通接单', '兼职排班开通'];
const DISABLE_REASONS = ['长期病假，暂停接单', '外派培训两周', '顾客投诉处理期间暂停接单', '产假期间暂停接单'];
const BACK_NOTES = ['假期结束，恢复接单', '培训结束，恢复接单', '处理完毕，恢复接单'];

/**
 * The enable/disable history of the craftsmen's store links: each link was enabled when the
 * craftsman joined; disabled links (departed, on leave, part-time ended) have the disabling
 * record; some active links were disabled for a while and enabled again. Each link's last
 * change is copied onto craftsman_store.
 */
export async function seedCraftsmanActiveRecords(db: Kysely<Database>): Promise<void> {
  const rnd = random(20260708);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const links = await db
    .selectFrom('craftsman_store as cs')
    .innerJoin('craftsman as c', 'c.id', 'cs.craftsman_id')
    .select(['cs.id', 'cs.craftsman_id', 'cs.store_id', 'cs.is_home', 'cs.active_status', 'c.status', 'c.entry_date'])
    .orderBy('cs.id')
    .execute();
  const day = 86_400_000;
  const now = Date.now();
  const records: Insertable<Database['craftsman_active_record']>[] = [];
  for (const [n, link] of links.entries()) {
    const entry = new Date(`${String(link.entry_date).slice(0, 10)}T02:00:00Z`).getTime();
    const start = link.is_home ? entry : Math.max(entry, now - 200 * day);
    const base = { craftsman_store_id: link.id, craftsman_id: link.craftsman_id, store_id: link.store_id };
    records.push({
      ...base,
      from_status: null,
      to_status: 1,
      remark: link.is_home ? ENABLE_NOTES[0] : ENABLE_NOTES[2],
      operator: pick(OPERATORS),
      created_at: new Date(start),
    });
    const recent = (k: number) => new Date(Math.max(start + day, now - (10 + ((n * 7 + k * 13) % 150)) * day) + ((n * 37) % 480) * 60_000);
    if (link.active_status === 0) {
      const reason = link.status === 4 ? '已离职，停止接单' : link.status === 2 ? '休假期间暂停接单' : link.is_home ? pick(DISABLE_REASONS) : '兼职排班结束';
      records.push({ ...base, from_status: 1, to_status: 0, remark: reason, operator: pick(OPERATORS), created_at: recent(1) });
    } else if (n % 6 === 1) {
      const k = Math.floor(rnd() * 3);
      const off = recent(2);
      records.push({ ...base, from_status: 1, to_status: 0, remark: DISABLE_REASONS[k], operator: pick(OPERATORS), created_at: off });
      records.push({
        ...base,
        from_status: 0,
        to_status: 1,
        remark: BACK_NOTES[k],
        operator: pick(OPERATORS),
        created_at: new Date(Math.min(now - day, off.getTime() + (3 + k * 5) * day)),
      });
    }
  }
  for (let from = 0; from < records.length; from += 300)
    await db
      .insertInto('craftsman_active_record')
      .values(records.slice(from, from + 300))
      .execute();
  // The link keeps its latest change.
  await db
    .updateTable('craftsman_store as cs')
    .from('craftsman_active_record as r')
    .set((eb) => ({ active_changed_at: eb.ref('r.created_at'), active_changed_by: eb.ref('r.operator'), active_remark: eb.ref('r.remark') }))
    .whereRef('r.craftsman_store_id', '=', 'cs.id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('craftsman_active_record as later')
            .select('later.id')
            .whereRef('later.craftsman_store_id', '=', 'r.craftsman_store_id')
            .whereRef('later.created_at', '>', 'r.created_at'),
        ),
      ),
    )
    .execute();
}
