import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';
import { seedCraftsmanActiveRecords } from './storeCraftsmen.js';

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const OPERATORS = ['马文涛', '高雪梅', '黄志远', '运营部 刘畅', '运营部 孙倩'];
const NOTICES = [
  '请留意叫号屏，过号请到前台重新取号。',
  '本店周二至周四16:00前洗剪吹享会员价，详询前台。',
  '为保证服务质量，闭店前30分钟停止取号，敬请谅解。',
  '店内提供免费Wi-Fi和饮品，请向前台索取。',
  '烫染项目耗时较长，建议提前在小程序预约。',
  '过号三位以上需重新取号，感谢配合。',
  '商场停车凭消费小票可减免2小时停车费。',
];
/** Minutes since midnight of 'HH:MM', and back. */
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Settings of every store (the migration's trigger made a row of defaults per store; these differ by store). */
export async function seedStoreSettings(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const rnd = random(20260707);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const stores = await db.selectFrom('store').select(['id', 'business_start', 'business_end']).where('id', 'in', context.storeIds).orderBy('id').execute();
  const now = Date.now();
  const rows: Insertable<Database['store_setting']>[] = stores.map((store, i) => {
    const bookingEnabled = i === 0 || rnd() < 0.85;
    // The noon break starts at 11:30-12:30 and lasts 60 or 90 minutes, inside the business hours.
    const noonStart = Math.max(minutes(store.business_start) + 60, pick([690, 720, 720, 750]));
    const noonEnd = Math.min(noonStart + pick([60, 90]), minutes(store.business_end) - 60);
    return {
      store_id: store.id,
      max_waiting: 20 + 5 * Math.floor(rnd() * 9),
      stop_take_minutes: pick([15, 20, 30, 30, 45, 60]),
      booking_enabled: bookingEnabled,
      booking_days: pick([3, 5, 7, 7, 10, 14]),
      booking_slot: pick([15, 30, 30, 60]),
      noon_start: hhmm(noonStart),
      noon_end: hhmm(noonEnd),
      noon_max_craftsmen: 1 + Math.floor(rnd() * 4),
      walk_in_policy: bookingEnabled ? pick([1, 1, 2, 2, 3]) : 1,
      queue_notice: rnd() < 0.8 ? pick(NOTICES) : null,
      updated_by: pick(OPERATORS),
      updated_at: new Date(now - Math.floor(rnd() * 90 * 86_400_000)),
    };
  });
  await db
    .insertInto('store_setting')
    .values(rows)
    .onConflict((oc) =>
      oc.column('store_id').doUpdateSet((eb) => ({
        max_waiting: eb.ref('excluded.max_waiting'),
        stop_take_minutes: eb.ref('excluded.stop_take_minutes'),
        booking_enabled: eb.ref('excluded.booking_enabled'),
        booking_days: eb.ref('excluded.booking_days'),
        booking_slot: eb.ref('excluded.booking_slot'),
        noon_start: eb.ref('excluded.noon_start'),
        noon_end: eb.ref('excluded.noon_end'),
        noon_max_craftsmen: eb.ref('excluded.noon_max_craftsmen'),
        walk_in_policy: eb.ref('excluded.walk_in_policy'),
        queue_notice: eb.ref('excluded.queue_notice'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Migration 007's demo data: store settings and the craftsmen's enable/disable history. */
export async function seedStoreCraftsmanSettings(db: Kysely<Database>, context: SeedContext): Promise<void> {
  await seedStoreSettings(db, context);
  await seedCraftsmanActiveRecords(db);
}

export const step: SeedStep = { order: 40, run: seedStoreCraftsmanSettings };
