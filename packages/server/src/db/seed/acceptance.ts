import { ACCEPTANCE_CHECKLIST, acceptanceOutcome, AcceptanceItem } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
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
/** A date `days` from now in China time, as YYYY-MM-DD. */
const dateOffset = (now: number, days: number) => new Date(now + days * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
/** A timestamp on the day `days` from now at a working hour (China time). */
const timeOn = (now: number, days: number, hour: number) => {
  const d = new Date(now + days * DAY);
  d.setUTCHours(hour - 8, (hour * 17) % 60, 0, 0);
  return d;
};

const INSPECTORS = ['马文涛', '郭敏', '林建华', '周立新', '黄志远'];
/** What an inspector writes when an item fails, by checklist item. */
const PROBLEMS: Record<number, string[]> = {
  1: ['门头灯箱右侧两个字不亮', '招牌字体颜色与 VI 规范不一致'],
  2: ['2具灭火器已过期，安全出口指示灯不亮', '疏散通道堆放纸箱，应急照明未接电'],
  3: ['3号洗头床热水出水不稳定，插座面板松动', '配电箱未安装漏电保护开关'],
  4: ['毛巾消毒柜运行记录缺失，洗头区地漏有异味', '装修垃圾未清运，镜台有灰尘'],
  5: ['2个工位吹风机未到货，叫号屏未安装', '收银一体机未完成联网调试'],
  6: ['卫生许可证尚未办结，2名员工健康证过期', '消防验收意见书未取得'],
};
const PASS_CONCLUSIONS = ['各项检查达标，同意开业', '装修完成质量良好，同意恢复营业', '整改项已全部完成，复查通过', '整体达标，门头灯箱个别问题限期3日内修复'];
const RECTIFY_NOTES = [
  '限7日内完成整改：更换过期灭火器、修复安全出口指示灯，完成后拍照上传并申请复验',
  '限5日内补办健康证、取得卫生许可证后申请复验',
  '清理疏散通道并接通应急照明，3日内完成',
];
const RECHECK_NOTES = ['灭火器已全部更换，指示灯已维修，照片已上传，申请复验', '健康证已补办，卫生许可证已取得，申请复验'];
const CANCEL_NOTES = ['开业计划推迟，验收另行安排', '装修方案调整，取消本次验收'];

type Pool = 'opening' | 'upgrading' | 'normal';
/** [store pool, check type, final status, rounds of results]: 6 waiting, 8 passed, 4 failed, 3 rectifying, 2 awaiting re-check, 2 cancelled. */
const PLAN: [Pool, number, number][] = [
  ['normal', 3, 4],
  ['opening', 1, 0],
  ['opening', 1, 0],
  ['opening', 1, 2],
  ['opening', 1, 3],
  ['opening', 1, 1],
  ['opening', 1, 1],
  ['opening', 1, 5],
  ['opening', 1, 0],
  ['upgrading', 2, 0],
  ['upgrading', 2, 4],
  ['upgrading', 2, 2],
  ['upgrading', 2, 3],
  ['normal', 2, 1],
  ['normal', 2, 1],
  ['normal', 2, 1],
  ['normal', 3, 0],
  ['normal', 3, 1],
  ['normal', 3, 2],
  ['normal', 3, 3],
  ['normal', 1, 1],
  ['normal', 1, 1],
  ['normal', 2, 5],
  ['normal', 3, 2],
  ['normal', 3, 0],
];

/**
 * About 25 acceptance checks over distinct stores: opening checks of stores about to open,
 * renovation checks of upgrading stores, re-checks after patrol findings (store 1 awaits one),
 * with the checklist rows of every recorded round.
 */
export async function seedAcceptance(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const rnd = random(20260715);
  const now = Date.now();
  const stores = (await sql<{ id: number; open_status: number }>`select id, open_status from store order by id`.execute(db)).rows;
  const pools: Record<Pool, number[]> = {
    opening: stores.filter((s) => s.open_status === 0 || s.open_status === 4).map((s) => s.id),
    upgrading: stores.filter((s) => s.open_status === 2).map((s) => s.id),
    // Store 1 first, then every third open store, across the cities.
    normal: [context.storeIds[0], ...stores.filter((s, i) => s.open_status === 1 && s.id !== context.storeIds[0] && i % 3 === 1).map((s) => s.id)],
  };
  const used: Record<Pool, number> = { opening: 0, upgrading: 0, normal: 0 };

  /** One round's results: passing rounds may fail one minor item, failing ones fail a veto item. */
  const roundResults = (pass: boolean) => {
    const failing = new Set<number>();
    if (pass && rnd() < 0.4) failing.add(rnd() < 0.5 ? 1 : 4);
    if (!pass) {
      failing.add(rnd() < 0.6 ? 2 : 6);
      if (rnd() < 0.5) failing.add(3 + Math.floor(rnd() * 3));
    }
    return ACCEPTANCE_CHECKLIST.map((c) => ({
      item: c.item,
      passed: !failing.has(c.item),
      note: failing.has(c.item) ? PROBLEMS[c.item][Math.floor(rnd() * 2)] : null,
    }));
  };

  for (const [i, [pool, type, status]] of PLAN.entries()) {
    const storeId = pools[pool][used[pool]++ % pools[pool].length];
    const inspector = INSPECTORS[i % INSPECTORS.length];
    // Rounds recorded: a pass sometimes only at the second go; 待复验 and later states failed once.
    const rounds: boolean[] = status === 1 ? (i % 3 === 0 ? [false, true] : [true]) : status === 2 || status === 3 || status === 4 ? [false] : [];
    const firstCheck = -(12 + ((i * 5) % 40));
    const waiting = status === 0 || status === 4;
    const planned = waiting ? 1 + (i % 10) : status === 5 ? -(3 + (i % 6)) : firstCheck + (rounds.length - 1) * 8;
    const createdDays = Math.min(planned, firstCheck) - 7;

    const results = rounds.map((pass, r) => ({ pass, day: firstCheck + r * 8, items: roundResults(pass) }));
    const last = results.at(-1);
    const outcome = last ? acceptanceOutcome(last.items) : null;
    const failed = last && !outcome!.passed ? last.items.filter((it) => !it.passed) : [];
    const failReason = failed.length ? failed.map((it) => `${AcceptanceItem.labelOf(it.item)}不合格：${it.note}`).join('；') : null;
    const statusNote =
      status === 3
        ? RECTIFY_NOTES[i % RECTIFY_NOTES.length]
        : status === 4
          ? RECHECK_NOTES[i % RECHECK_NOTES.length]
          : status === 5
            ? CANCEL_NOTES[i % CANCEL_NOTES.length]
            : null;
    const operatedAt =
      status === 3
        ? timeOn(now, (last?.day ?? -5) + 1, 10)
        : status === 4
          ? timeOn(now, -2, 15)
          : status === 5
            ? timeOn(now, planned - 1, 11)
            : last
              ? timeOn(now, last.day, 16)
              : null;

    const inserted = await sql<{ id: number }>`
      insert into store_acceptance (store_id, check_type, planned_date, inspector, status, round, score, checked_at, checked_by, conclusion, fail_reason, status_note, operator, operated_at, remark, created_by, created_at, updated_at)
      values (${storeId}, ${type}, ${dateOffset(now, planned)}, ${inspector}, ${status}, ${results.length}, ${outcome?.score ?? null}, ${last ? timeOn(now, last.day, 16) : null}, ${last ? inspector : null},
        ${outcome?.passed ? PASS_CONCLUSIONS[i % PASS_CONCLUSIONS.length] : last ? '存在否决项问题，本次验收不通过' : null}, ${failReason}, ${statusNote}, ${operatedAt ? inspector : null}, ${operatedAt},
        ${type === 1 ? '开业前须完成全部检查项' : type === 2 ? '装修完工后验收' : '巡店发现问题后的复查'}, ${'系统管理员'}, ${timeOn(now, createdDays, 9)}, ${operatedAt ?? timeOn(now, createdDays, 9)})
      returning id`.execute(db);
    const id = inserted.rows[0].id;
    for (const [r, round] of results.entries()) {
      await sql`insert into store_acceptance_item (acceptance_id, round, item, score, passed, note, checked_at, checked_by) values ${sql.join(
        round.items.map(
          (it) =>
            sql`(${id}, ${r + 1}, ${it.item}, ${it.passed ? ACCEPTANCE_CHECKLIST.find((c) => c.item === it.item)!.score : 0}, ${it.passed}, ${it.note}, ${timeOn(now, round.day, 16)}, ${inspector})`,
        ),
      )}`.execute(db);
    }
  }
}

export const step: SeedStep = { order: 60, run: seedAcceptance };
