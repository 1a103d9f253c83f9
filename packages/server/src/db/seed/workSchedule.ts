import { addDays, describeScheduleChanges, mondayOf, SCHEDULE_SECTIONS, STORE_RULE_KEYS, Weekday, type ScheduleRules } from '@salon/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/** A small deterministic generator, so every fresh install holds the same demo rows. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A moment `days` before now at a working hour, China time. */
const daysAgo = (now: number, days: number, hour = 10) => {
  const d = new Date(now - days * DAY);
  d.setUTCHours(hour - 8, (days * 13) % 60, 0, 0);
  return d;
};
/** A moment on a date at an hour, China time. */
const at = (date: string, hour: number, minute = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + (hour - 8) * HOUR + minute * 60_000);

type Rules = Omit<ScheduleRules, 'craftsmanSignEnabled' | 'signChangeLimit'> & Partial<Pick<ScheduleRules, 'craftsmanSignEnabled' | 'signChangeLimit'>>;

/** The cities' configurations: Shanghai and Beijing schedule in the system, Hangzhou has stopped, Shenzhen has none yet. */
const CITY_RULES: Record<number, { rules: ScheduleRules; status: number; remark?: string; createdDaysAgo: number }> = {
  310000: {
    status: 1,
    createdDaysAgo: 96,
    rules: {
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
    },
  },
  110000: {
    status: 1,
    createdDaysAgo: 84,
    rules: {
      restDaysMin: 1,
      restDaysMax: 2,
      weekendRest: false,
      maxRestPerDay: 2,
      minOnDuty: 3,
      lateGraceMinutes: 10,
      earliestClockMinutes: 45,
      signOpenWeekday: 4,
      signOpenTime: '09:00',
      signCloseWeekday: 6,
      signCloseTime: '12:00',
      craftsmanSignEnabled: true,
      signChangeLimit: 1,
    },
  },
  330100: {
    status: 0,
    remark: '杭州门店暂用纸质排班表，区域培训完成后再启用系统排班',
    createdDaysAgo: 70,
    rules: {
      restDaysMin: 1,
      restDaysMax: 3,
      weekendRest: true,
      maxRestPerDay: 3,
      minOnDuty: 2,
      lateGraceMinutes: 15,
      earliestClockMinutes: 30,
      signOpenWeekday: 2,
      signOpenTime: '10:00',
      signCloseWeekday: 4,
      signCloseTime: '20:00',
      craftsmanSignEnabled: false,
      signChangeLimit: 0,
    },
  },
};
/** Hangzhou stopped scheduling in the system this many days ago. */
const HZ_DISABLED_DAYS_AGO = 10;

/** Stores that keep their own rules: [city, n-th store of the city, the changes from the city's rules]. */
const OWN_RULES: [number, number, Partial<Rules>][] = [
  // 陆家嘴店 (store 1): a big store, more may rest on the same day, more must be on duty, sign-up closes later.
  [310000, 0, { maxRestPerDay: 3, minOnDuty: 4, earliestClockMinutes: 90, signCloseWeekday: 5, signCloseTime: '22:00' }],
  // A mall store open at weekends only for the mall's crowds: weekend rest allowed.
  [310000, 5, { restDaysMax: 3, weekendRest: true, lateGraceMinutes: 10 }],
  [110000, 2, { lateGraceMinutes: 5, earliestClockMinutes: 30, signOpenWeekday: 3, signOpenTime: '14:00' }],
];

const OPERATORS = ['系统管理员', '马文涛', '运营部 刘畅'];
const MANAGERS = ['陈思远', '杨雪', '许文博', '何佳颖', '罗志伟', '梁晓彤', '谢俊豪', '宋雨萱'];

const toColumns = (r: Rules) => ({
  rest_days_min: r.restDaysMin,
  rest_days_max: r.restDaysMax,
  weekend_rest: r.weekendRest,
  max_rest_per_day: r.maxRestPerDay,
  min_on_duty: r.minOnDuty,
  late_grace_minutes: r.lateGraceMinutes,
  earliest_clock_minutes: r.earliestClockMinutes,
  sign_open_weekday: r.signOpenWeekday,
  sign_open_time: r.signOpenTime,
  sign_close_weekday: r.signCloseWeekday,
  sign_close_time: r.signCloseTime,
});

/** One store's week: a shift or rest per craftsman and day, within the rules (rest days per craftsman, per day and store). */
function planWeek(rnd: () => number, craftsmen: number[], rules: Rules): Map<number, number[]> {
  const n = craftsmen.length;
  const days = rules.weekendRest ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5];
  const capacity = Math.max(1, Math.min(rules.maxRestPerDay, n - rules.minOnDuty));
  const resting = new Map<number, number>(days.map((d) => [d, 0]));
  const rest = new Map<number, Set<number>>(craftsmen.map((c) => [c, new Set<number>()]));
  const giveRest = (c: number) => {
    const open = days.filter((d) => resting.get(d)! < capacity && !rest.get(c)!.has(d));
    if (!open.length) return false;
    const day = open[Math.floor(rnd() * open.length)];
    rest.get(c)!.add(day);
    resting.set(day, resting.get(day)! + 1);
    return true;
  };
  const order = [...craftsmen].sort(() => rnd() - 0.5);
  for (let k = 0; k < rules.restDaysMin; k++) for (const c of order) giveRest(c);
  for (const c of order) if (rest.get(c)!.size < rules.restDaysMax && rnd() < 0.35) giveRest(c);
  const plan = new Map<number, number[]>();
  for (const c of craftsmen) {
    plan.set(
      c,
      [1, 2, 3, 4, 5, 6, 7].map((d) => {
        if (rest.get(c)!.has(d)) return 0;
        const x = rnd();
        // Weekends are the busy days: more full days.
        if (d >= 6) return x < 0.5 ? 3 : x < 0.75 ? 1 : 2;
        return x < 0.42 ? 1 : x < 0.84 ? 2 : 3;
      }),
    );
  }
  return plan;
}

/**
 * Migration 009's demo data: the city configurations (Shanghai and Beijing on, Hangzhou stopped,
 * Shenzhen not configured), three stores with their own rules (陆家嘴店 among them), four weeks of
 * schedules (two past, this one, and next week's sign-ups still coming in), two past clearings and
 * the configuration log. Store managers read the page for their own store.
 */
export async function seedWorkSchedule(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const rnd = random(20261109);
  const now = Date.now();
  const thisMonday = mondayOf(new Date(now + 8 * HOUR).toISOString().slice(0, 10));
  const stores = await db
    .selectFrom('store')
    .select(['id', 'store_name', 'city_id', 'open_status'])
    .where('id', 'in', context.storeIds)
    .orderBy('id')
    .execute();
  const storesOf = (cityId: number) => stores.filter((s) => s.city_id === cityId);
  const cityNames = new Map((await db.selectFrom('area').select(['id', 'name']).where('level', '=', 1).execute()).map((a) => [a.id, a.name]));
  const operatorId = context.userIds.find((u) => u.account === 'admin')?.id ?? null;
  const logs: Insertable<Database['sched_config_log']>[] = [];
  const log = (entry: { cityId: number; storeId?: number; section: number; content: string; before?: unknown; after?: unknown; operator?: string; at: Date }) =>
    logs.push({
      city_id: entry.cityId,
      store_id: entry.storeId ?? null,
      section: entry.section,
      content: entry.content,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      operator: entry.operator ?? OPERATORS[0],
      operator_id: entry.operator && entry.operator !== OPERATORS[0] ? null : operatorId,
      created_at: entry.at,
    });

  // City configurations, as created, then the changes since.
  for (const [id, city] of Object.entries(CITY_RULES)) {
    const cityId = Number(id);
    const created = daysAgo(now, city.createdDaysAgo);
    await db
      .insertInto('sched_config_city')
      .values({
        city_id: cityId,
        status: city.status,
        status_remark: city.remark ?? null,
        status_by: city.status === 0 ? OPERATORS[1] : null,
        status_at: city.status === 0 ? daysAgo(now, HZ_DISABLED_DAYS_AGO, 17) : null,
        ...toColumns(city.rules),
        craftsman_sign_enabled: city.rules.craftsmanSignEnabled,
        sign_change_limit: city.rules.signChangeLimit,
        created_by: OPERATORS[0],
        updated_by: OPERATORS[cityId === 110000 ? 1 : 0],
        created_at: created,
        updated_at: daysAgo(now, cityId === 110000 ? 20 : cityId === 310000 ? 40 : HZ_DISABLED_DAYS_AGO, 16),
      })
      .execute();
    log({ cityId, section: 1, content: `新建${cityNames.get(cityId)}排班配置`, after: { cityId, ...city.rules }, at: created });
  }
  const sh = CITY_RULES[310000].rules;
  log({
    cityId: 310000,
    section: SCHEDULE_SECTIONS.craftsman.section,
    content: describeScheduleChanges({ ...sh, restDaysMax: 3 }, sh, SCHEDULE_SECTIONS.craftsman.keys).join('；'),
    before: { restDaysMin: 1, restDaysMax: 3, weekendRest: false },
    after: { restDaysMin: 1, restDaysMax: 2, weekendRest: false },
    at: daysAgo(now, 40, 16),
  });
  const bj = CITY_RULES[110000].rules;
  const bjBefore = { ...bj, signOpenWeekday: 3, signOpenTime: '10:00', signCloseWeekday: 5, signCloseTime: '18:00' };
  const signKeys = SCHEDULE_SECTIONS.signPlatform.keys;
  log({
    cityId: 110000,
    section: SCHEDULE_SECTIONS.signPlatform.section,
    content: describeScheduleChanges(bjBefore, bj, signKeys).join('；'),
    before: Object.fromEntries(signKeys.map((k) => [k, bjBefore[k]])),
    after: Object.fromEntries(signKeys.map((k) => [k, bj[k]])),
    operator: OPERATORS[1],
    at: daysAgo(now, 20, 15),
  });
  log({
    cityId: 330100,
    section: 3,
    content: `停用配置：${CITY_RULES[330100].remark}`,
    before: { status: 1 },
    after: { status: 0, reason: CITY_RULES[330100].remark },
    operator: OPERATORS[1],
    at: daysAgo(now, HZ_DISABLED_DAYS_AGO, 17),
  });

  // Stores with their own rules: a copy of the city's with their changes.
  const own = new Map<number, Rules>();
  for (const [cityId, nth, changes] of OWN_RULES) {
    const store = storesOf(cityId)[nth];
    if (!store) continue;
    const rules = { ...CITY_RULES[cityId].rules, ...changes };
    own.set(store.id, rules);
    const added = daysAgo(now, cityId === 310000 ? 35 : 25, 11);
    await db
      .insertInto('sched_config_store')
      .values({
        store_id: store.id,
        ...toColumns(rules),
        created_by: OPERATORS[0],
        updated_by: OPERATORS[0],
        created_at: added,
        updated_at: daysAgo(now, cityId === 310000 ? 30 : 25, 14),
      })
      .execute();
    log({
      cityId,
      storeId: store.id,
      section: 10,
      content: describeScheduleChanges(CITY_RULES[cityId].rules, rules, [...STORE_RULE_KEYS, ...signKeys]).join('；'),
      before: CITY_RULES[cityId].rules,
      after: rules,
      at: daysAgo(now, cityId === 310000 ? 30 : 25, 14),
    });
  }
  for (const cityId of [310000, 110000]) {
    const names = storesOf(cityId)
      .filter((s) => own.has(s.id))
      .map((s) => s.store_name);
    log({ cityId, section: 9, content: `单独配置门店：无 → ${names.join('、')}`, before: [], after: names, at: daysAgo(now, cityId === 310000 ? 35 : 25, 11) });
  }

  // Weekly schedules of the home craftsmen in service in open stores.
  const crew = await db
    .selectFrom('craftsman_store as cs')
    .innerJoin('craftsman as c', 'c.id', 'cs.craftsman_id')
    .select(['cs.store_id', 'c.id'])
    .where('cs.is_home', '=', true)
    .where('cs.active_status', '=', 1)
    .where('c.status', '=', 1)
    .orderBy('c.employee_no')
    .execute();
  const managers = await db.selectFrom('app_user').select(['store_id', 'name']).where('station', '=', 1).where('store_id', 'is not', null).execute();
  const managerOf = (storeId: number) => managers.find((m) => m.store_id === storeId)?.name ?? MANAGERS[storeId % MANAGERS.length];
  const weeks: { start: string; cities: number[]; signedShare: number; confirmed: boolean }[] = [
    { start: addDays(thisMonday, -21), cities: [330100], signedShare: 1, confirmed: true },
    { start: addDays(thisMonday, -14), cities: [310000, 110000, 330100], signedShare: 1, confirmed: true },
    { start: addDays(thisMonday, -7), cities: [310000, 110000], signedShare: 1, confirmed: true },
    { start: thisMonday, cities: [310000, 110000], signedShare: 1, confirmed: true },
    { start: addDays(thisMonday, 7), cities: [310000, 110000], signedShare: 0.7, confirmed: false },
  ];
  const rows: Insertable<Database['sched_week']>[] = [];
  for (const week of weeks) {
    for (const cityId of week.cities) {
      const rulesOf = (storeId: number): Rules => own.get(storeId) ?? CITY_RULES[cityId].rules;
      for (const store of storesOf(cityId).filter((s) => s.open_status === 1)) {
        const craftsmen = crew.filter((c) => c.store_id === store.id).map((c) => c.id);
        if (!craftsmen.length) continue;
        const rules = rulesOf(store.id);
        const plan = planWeek(rnd, craftsmen, rules);
        // Sign-ups come in during the previous week's window.
        const signDay = addDays(week.start, -7 + rules.signOpenWeekday - 1);
        for (const craftsmanId of craftsmen) {
          // Store 1's next week: most have signed up, so there is something to clear.
          if (week.signedShare < 1 && rnd() > week.signedShare && store.id !== context.storeIds[0]) continue;
          const shifts = plan.get(craftsmanId)!;
          const submitted = at(signDay, 10 + Math.floor(rnd() * 8), Math.floor(rnd() * 60));
          rows.push({
            store_id: store.id,
            craftsman_id: craftsmanId,
            week_start: week.start,
            d1: shifts[0],
            d2: shifts[1],
            d3: shifts[2],
            d4: shifts[3],
            d5: shifts[4],
            d6: shifts[5],
            d7: shifts[6],
            status: week.confirmed ? 1 : 0,
            submitted_at: submitted.getTime() < now ? submitted : new Date(now - 2 * HOUR),
            confirmed_by: week.confirmed ? managerOf(store.id) : null,
            confirmed_at: week.confirmed ? at(addDays(week.start, -2), 20, 30) : null,
            created_at: submitted.getTime() < now ? submitted : new Date(now - 2 * HOUR),
            updated_at: week.confirmed ? at(addDays(week.start, -2), 20, 30) : new Date(now - HOUR),
          });
        }
      }
    }
  }
  for (let from = 0; from < rows.length; from += 300)
    await db
      .insertInto('sched_week')
      .values(rows.slice(from, from + 300))
      .execute();

  // Two past clearings: a store whose week was redone after a shutdown, and Beijing redoing a week after a rule change.
  const redone = storesOf(310000).filter((s) => s.open_status === 1)[2];
  const clears: Insertable<Database['sched_clear_log']>[] = [];
  if (redone) {
    const week = addDays(thisMonday, -7);
    clears.push({
      scope_type: 2,
      city_id: 310000,
      store_id: redone.id,
      week_start: week,
      cleared_count: rows.filter((r) => r.store_id === redone.id && r.week_start === week).length || 1,
      reason: '门店临时停水检修两天，原排班作废，手艺人重新报名',
      operator: OPERATORS[1],
      operator_id: null,
      created_at: at(addDays(week, -3), 15, 20),
    });
  }
  const bjWeek = addDays(thisMonday, -14);
  clears.push({
    scope_type: 1,
    city_id: 110000,
    store_id: null,
    week_start: bjWeek,
    cleared_count: rows.filter((r) => r.week_start === bjWeek && storesOf(110000).some((s) => s.id === r.store_id)).length || 1,
    reason: `报名时间由${Weekday.labelOf(3)}调整为${Weekday.labelOf(4)}，全城按新规则重新报名`,
    operator: OPERATORS[0],
    operator_id: operatorId,
    created_at: at(addDays(bjWeek, -4), 9, 40),
  });
  await db.insertInto('sched_clear_log').values(clears).execute();
  await db.insertInto('sched_config_log').values(logs).execute();

  // Store managers read the page: their own store's rules, schedules and clearings.
  const manager = await db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirst();
  if (!manager) return;
  const menus = await db
    .selectFrom('menu')
    .select('id')
    .where('url', '=', '/operate/shop/workScheduling')
    .where('id', 'not in', (eb) => eb.selectFrom('role_menu').select('menu_id').where('role_id', '=', manager.id))
    .execute();
  if (menus.length)
    await db
      .insertInto('role_menu')
      .values(menus.map((m) => ({ role_id: manager.id, menu_id: m.id })))
      .execute();
}

export const step: SeedStep = { order: 70, run: seedWorkSchedule };
