import { idCardCheckChar, RECRUIT_STAGE } from '@salon/contract';
import { sql, type Insertable, type Kysely } from 'kysely';
import '../schema/craftsmanRegister.js';
import '../schema/recruit.js';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';
import { GIVEN, SURNAMES } from './craftsmen.js';

/**
 * The recruitment ledger's demo data (issue 15): recruit regions of the four cities (one disabled)
 * and 2,000 candidates registered over the last 182 days, each taken through the stages as far as
 * their timeline reaches today: HR interview a few days after registering, the trade test, 14 days of
 * training (or skipped by experienced stylists), the onboarding review and employment, or refused /
 * withdrawn on the way with a reason. Every step is a dated recruit_log row with its operator. The
 * employed became craftsmen of the register that day (a craftsman row and home store), and about a
 * third of them have left since (status 4 with the spec leave reason), so retention has a story.
 * Stores 1 and 2 (the store accounts' own) get candidates at every stage, but their hires are placed
 * in the next store of the city (调剂), so their head counts stay as the other tests know them. Deterministic: one PRNG seed.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** District codes (first six digits) not used by the craftsmen's demo ID numbers: no clash on hire. */
const ID_REGIONS = [
  '320106',
  '320211',
  '320412',
  '321002',
  '330102',
  '330304',
  '330602',
  '340202',
  '350102',
  '360104',
  '370202',
  '410102',
  '420102',
  '430102',
  '440104',
  '441302',
  '450103',
  '500104',
  '510104',
  '520102',
];
const REGIONS: { city: number; name: string; hr: string; target: number; disabled?: string }[] = [
  { city: 310000, name: '上海浦东招聘区', hr: '人事部 周敏', target: 30 },
  { city: 310000, name: '上海浦西招聘区', hr: '人事部 陈思远', target: 25 },
  { city: 110000, name: '北京东区招聘区', hr: '人事部 刘洋', target: 20 },
  { city: 110000, name: '北京西区招聘区', hr: '人事部 王磊', target: 18 },
  { city: 330100, name: '杭州主城招聘区', hr: '人事部 陈静', target: 15 },
  { city: 330100, name: '杭州萧山招聘区', hr: '人事部 陈静', target: 0, disabled: '萧山门店调整，暂停招聘' },
  { city: 440300, name: '深圳南山福田招聘区', hr: '人事部 赵婷', target: 20 },
  { city: 440300, name: '深圳罗湖龙岗招聘区', hr: '人事部 赵婷', target: 15 },
];
const INTERVIEWERS: Record<number, string[]> = {
  310000: ['周敏', '陈思远', '黄雅琪'],
  110000: ['刘洋', '王磊'],
  330100: ['陈静', '吴昊'],
  440300: ['赵婷', '郑凯'],
};
const REFUSED_AT_INTERVIEW = ['沟通表达欠佳，服务意识不足', '期望薪资与岗位差距较大', '无相关从业经验且学习意愿一般', '形象与岗位要求不符'];
const WITHDRAWN = ['已接受其他公司录用', '家人不同意外地工作', '通勤距离太远', '联系不上，多次电话未接', '个人原因放弃'];
const REFUSED_AT_TEST = ['剪发基本功不扎实，未达考核线', '吹风造型手法生疏', '烫染理论与实操均未达标'];
const FAILED_TRAINING = ['培训期间缺勤超过3天', '结业考核未通过', '不服从带教安排'];
const REFUSED_AT_REVIEW = ['背景核实存在问题', '健康证未能按期办理'];
const LEAVE_NOTES: Record<number, string> = { 3: '试用期技术未达标', 4: '本人提出辞职', 5: '试用期表现未达标，协商劝退', 6: '家中有事回老家发展' };
const LEVEL_BY_YEARS = (years: number) => (years >= 5 ? 'U3' : years >= 3 ? 'U2' : years >= 1 ? 'U1-2' : 'U1-1');
const GRADE_OF: Record<string, string> = { 'U1-1': 'P0', 'U1-2': 'P1', U2: 'P2', U3: 'P4' };

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A valid mainland ID number for candidate n (0 … 1,999: unique), born 1990–2005. */
export function candidateIdCard(n: number, gender: number): string {
  const region = ID_REGIONS[n % ID_REGIONS.length];
  const year = 1990 + ((n * 7) % 16);
  const month = 1 + ((n * 5) % 12);
  const day = 1 + ((n * 13) % 28);
  const serial = String(Math.floor(n / ID_REGIONS.length) % 100).padStart(2, '0');
  const sexDigit = gender === 1 ? 1 + 2 * (n % 5) : 2 * (n % 5);
  const body = `${region}${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}${sexDigit}`;
  return body + idCardCheckChar(body);
}

const isoDay = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);

interface Step {
  action: string;
  from: number | null;
  to: number;
  at: number;
  remark: string | null;
  operator: string;
}

async function seedRecruitLedger(db: Kysely<Database>, { storeIds, vault }: SeedContext): Promise<void> {
  const rnd = random(20261128);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const now = Date.now();

  const regionIds = new Map<number, number[]>();
  for (const r of REGIONS) {
    const row = await db
      .insertInto('recruit_region')
      .values({
        city_id: r.city,
        name: r.name,
        hr_name: r.hr,
        monthly_target: r.target,
        enable_status: r.disabled ? 0 : 1,
        disabled_reason: r.disabled ?? null,
        disabled_by: r.disabled ? '系统管理员' : null,
        disabled_at: r.disabled ? new Date(now - 60 * DAY) : null,
        created_by: '系统管理员',
        created_at: new Date(now - 200 * DAY),
        updated_at: new Date(now - (r.disabled ? 60 : 200) * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    regionIds.set(r.city, [...(regionIds.get(r.city) ?? []), row.id]);
  }
  const disabledRegion = regionIds.get(330100)![1];

  const stores = (await sql<{ id: number; city_id: number }>`select id, city_id from store where id = any(${storeIds}) order by id`.execute(db)).rows;
  const quiet = new Set(storeIds.slice(0, 2));
  const referrers = (await sql<{ id: number; store_id: number }>`select id, store_id from craftsman where status = 1 order by id`.execute(db)).rows;
  const referrersOf = new Map<number, number[]>();
  for (const c of referrers) referrersOf.set(c.store_id, [...(referrersOf.get(c.store_id) ?? []), c.id]);
  const postings = (
    await sql<{ id: number; city_id: number; post: number }>`select id, city_id, post from job_posting where status >= 1 order by id`.execute(db)
  ).rows;

  const candidates: Insertable<Database['recruit_candidate']>[] = [];
  const steps: Step[][] = [];
  const hires: { n: number; store: number; at: number; years: number; post: number }[] = [];
  const names = new Set<string>();
  const mobiles: string[] = [];
  for (let n = 0; n < 2000; n++) {
    // The first 16 are the store accounts' recent candidates (their 面试管理 has someone to act on).
    const store = n < 16 ? stores[n % 2] : pick(stores);
    const regions = regionIds.get(store.city_id)!;
    const daysAgo = n < 6 ? rnd() * 3 : n < 16 ? rnd() * 20 : rnd() * 182;
    // The disabled region took candidates until it closed 60 days ago.
    const region = regions.length > 1 && (store.id % 2 === 0 || (regions[1] === disabledRegion && daysAgo < 60)) ? regions[0] : regions[regions.length - 1];
    const registered = now - daysAgo * DAY - rnd() * 8 * HOUR;
    const gender = rnd() < 0.6 ? 0 : 1;
    let name = '';
    while (!name || names.has(name)) name = pick([...SURNAMES]) + pick(GIVEN);
    names.add(name);
    const post = rnd() < 0.02 ? 4 : rnd() < 0.5 ? 3 : rnd() < 0.7 ? 1 : 2;
    const years = post === 3 ? Math.floor(rnd() * 2) : Math.round(rnd() * 80) / 10;
    const source = rnd() < 0.22 ? 1 : pick([0, 0, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const referrer = source === 1 ? (referrersOf.get(store.id) ?? [null]) : [null];
    const posting = postings.filter((p) => p.city_id === store.city_id && p.post === post);
    const interviewer = pick(INTERVIEWERS[store.city_id]);
    const mobile = `1${pick(['36', '39', '57', '58', '77', '87', '89', '98'])}${String((n * 7_919_317 + 40_000_000) % 100_000_000).padStart(8, '0')}`;
    const idCard = candidateIdCard(n, gender);
    mobiles.push(mobile);

    // The timeline, step by step, as far as today reaches.
    const path: Step[] = [{ action: 'register', from: null, to: 0, at: registered, remark: null, operator: interviewer }];
    let stage: number = RECRUIT_STAGE.registered;
    let at = registered;
    const c: Partial<Insertable<Database['recruit_candidate']>> = {};
    const step = (action: string, to: number, gapDays: number, remark: string | null, operator = interviewer) => {
      const next = at + gapDays * DAY + rnd() * 6 * HOUR;
      if (next > now) return false;
      path.push({ action, from: stage, to, at: next, remark, operator });
      stage = to;
      at = next;
      return true;
    };
    const close = (action: string, to: number, gap: number, reasons: readonly string[]) => {
      const reason = pick(reasons);
      if (step(action, to, gap, reason)) {
        c.closed_reason = reason;
        c.closed_at = new Date(at);
      }
    };
    const fate = rnd();
    const gap = 1 + Math.floor(rnd() * 3);
    if (fate < 0.4) close('hrInterview', RECRUIT_STAGE.refused, gap, REFUSED_AT_INTERVIEW);
    else if (fate < 0.55) close('exchangeStatus', RECRUIT_STAGE.withdrawn, gap, WITHDRAWN);
    else if (step('hrInterview', RECRUIT_STAGE.interviewed, gap, pick(['形象良好，沟通顺畅', '有一定基础，可进入技能考核', '态度积极，建议考核']))) {
      c.hr_interview_at = new Date(at);
      c.hr_interview_remark = path[path.length - 1].remark;
      const test = rnd();
      const testGap = 2 + Math.floor(rnd() * 4);
      if (test < 0.45) {
        const score = 35 + Math.floor(rnd() * 24);
        const reason = pick(REFUSED_AT_TEST);
        if (step('assItemScore', RECRUIT_STAGE.refused, testGap, `考核 ${score} 分：${reason}`)) {
          c.assessment_score = score;
          c.assessed_at = new Date(at);
          c.closed_reason = reason;
          c.closed_at = new Date(at);
        }
      } else if (test < 0.52) close('exchangeStatus', RECRUIT_STAGE.withdrawn, testGap, WITHDRAWN);
      else {
        const score = 60 + Math.floor(rnd() * 38);
        if (step('assItemScore', RECRUIT_STAGE.assessed, testGap, `考核 ${score} 分，通过`)) {
          c.assessment_score = score;
          c.assessed_at = new Date(at);
          let ready = false;
          if (years >= 3 && rnd() < 0.5) {
            ready = step('toSkipTraining', RECRUIT_STAGE.review, 1, `从业 ${years} 年，技能考核优秀，免培训`);
            if (ready) c.training_skipped = true;
          } else if (step('attendTraining', RECRUIT_STAGE.training, 1 + Math.floor(rnd() * 3), '参加新人集训')) {
            c.training_start = isoDay(at);
            c.training_end = isoDay(at + 13 * DAY);
            const t = rnd();
            if (t < 0.1) close('exchangeStatus', RECRUIT_STAGE.withdrawn, 3 + Math.floor(rnd() * 7), WITHDRAWN);
            else if (t < 0.16) close('inTrainingStatus', RECRUIT_STAGE.refused, 14, FAILED_TRAINING);
            else ready = step('inTrainingStatus', RECRUIT_STAGE.review, 14, '结业考核通过');
          }
          if (ready) {
            const r = rnd();
            const reviewGap = 2 + Math.floor(rnd() * 5);
            if (r < 0.08) close('onBoardingReview', RECRUIT_STAGE.refused, reviewGap, REFUSED_AT_REVIEW);
            else if (
              step(
                'onBoardingReview',
                RECRUIT_STAGE.employed,
                reviewGap,
                quiet.has(store.id) ? '审核通过，调剂至同城门店入职' : '审核通过，安排入职',
                '人事部 周敏',
              )
            ) {
              c.reviewed_at = new Date(at);
              c.employed_on = isoDay(at);
              // Stores 1 and 2 keep their head counts: their hires go to the next store of the city.
              const hireStore = quiet.has(store.id) ? stores.find((s) => s.city_id === store.city_id && !quiet.has(s.id))!.id : store.id;
              c.intended_store_id = hireStore;
              hires.push({ n, store: hireStore, at, years, post });
            }
          }
        }
      }
    }
    // A few open candidates carry a special remark or a filled survey.
    if (stage < 5 && stage !== 8 && stage !== 9 && n % 17 === 0) c.special_remark = pick(['可接受调剂门店', '需安排宿舍', '下月初方可到岗']);
    steps.push(path);
    candidates.push({
      ledger_no: `ZP${isoDay(registered).replaceAll('-', '')}${String(n + 1).padStart(4, '0')}`,
      real_name: name,
      gender,
      birth_date: `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}`,
      mobile_enc: vault.encrypt(mobile),
      mobile_hash: vault.lookupHash(mobile),
      id_card_enc: vault.encrypt(idCard),
      id_card_hash: vault.lookupHash(idCard),
      education: pick([-1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5]),
      source,
      referrer_craftsman_id: source === 1 ? pick(referrer) : null,
      region_id: region,
      city_id: store.city_id,
      intended_post: post,
      intended_store_id: store.id,
      job_posting_id: posting.length && rnd() < 0.5 ? pick(posting).id : null,
      work_years: years,
      interviewer_name: interviewer,
      stage,
      registered_at: new Date(registered),
      created_by: interviewer,
      created_at: new Date(registered),
      updated_at: new Date(at),
      ...c,
    });
  }
  // Candidates referred from a store without an in-service craftsman fall back to 门店招聘.
  for (const c of candidates) if (c.source === 1 && c.referrer_craftsman_id == null) c.source = 0;

  // The employed: a craftsman each, in the register from the day of the review.
  const craftsmanOf = new Map<number, number>();
  for (let from = 0; from < hires.length; from += 200) {
    const batch = hires.slice(from, from + 200).map((h, i) => {
      const cand = candidates[h.n];
      const level = h.post === 3 ? 'U1-1' : LEVEL_BY_YEARS(h.years);
      const leaves = (from + i) % 3 === 0 ? h.at + (10 + ((h.n * 37) % 110)) * DAY : null;
      const left = leaves !== null && leaves < now;
      const reason = [3, 4, 4, 5, 6][h.n % 5];
      const idCard = candidateIdCard(h.n, Number(cand.gender));
      return {
        employee_no: `UD${300001 + from + i}`,
        real_name: cand.real_name,
        gender: Number(cand.gender),
        mobile: mobiles[h.n],
        craftsman_type: h.post === 2 ? 2 : 1,
        position_type: h.post === 4 ? 1 : 0,
        level,
        price_grade: GRADE_OF[level],
        store_id: h.store,
        status: left ? 4 : 1,
        entry_date: isoDay(h.at),
        station: h.post === 4 ? 1 : 0,
        id_card_enc: vault.encrypt(idCard),
        id_card_hash: vault.lookupHash(idCard),
        leave_date: left ? isoDay(leaves) : null,
        leave_reason: left ? reason : null,
        created_at: new Date(h.at),
        updated_at: new Date(left ? leaves : h.at),
      } satisfies Insertable<Database['craftsman']>;
    });
    const ids = await db.insertInto('craftsman').values(batch).returning(['id', 'store_id', 'status']).execute();
    await db
      .insertInto('craftsman_store')
      .values(ids.map((r) => ({ craftsman_id: r.id, store_id: r.store_id, is_home: true, active_status: r.status === 1 ? 1 : 0 })))
      .execute();
    ids.forEach((r, i) => craftsmanOf.set(hires[from + i].n, r.id));
  }
  for (const [n, id] of craftsmanOf) candidates[n].craftsman_id = id;
  // Their departures as 手艺人状态 keeps them: an applied change to 已离职 on the leave date.
  const notes = Object.entries(LEAVE_NOTES).map(([reason, note]) => sql`(${Number(reason)}::smallint, ${note}::varchar)`);
  await sql`insert into craftsman_status_change (craftsman_id, store_id, from_status, to_status, effective_date, leave_reason, reason, state, applied_at, operator, created_at, updated_at)
    select c.id, c.store_id, 1, 4, c.leave_date, c.leave_reason, n.note, 1, c.leave_date + time '10:00', '人事部 周敏', c.leave_date - 3, c.leave_date + time '10:00'
    from craftsman c join (values ${sql.join(notes)}) as n (reason, note) on n.reason = c.leave_reason
    where c.id = any(${[...craftsmanOf.values()]}::int[]) and c.status = 4
    order by c.leave_date, c.id`.execute(db);

  const candidateIds: number[] = [];
  for (let from = 0; from < candidates.length; from += 250)
    candidateIds.push(
      ...(
        await db
          .insertInto('recruit_candidate')
          .values(candidates.slice(from, from + 250))
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );
  const logs = steps.flatMap((path, n) =>
    path.map((s) => ({
      candidate_id: candidateIds[n],
      action: s.action,
      from_stage: s.from,
      to_stage: s.to,
      remark: s.remark,
      operator: s.operator,
      created_at: new Date(s.at),
    })),
  );
  logs.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  for (let from = 0; from < logs.length; from += 500)
    await db
      .insertInto('recruit_log')
      .values(logs.slice(from, from + 500))
      .execute();
}

export const step: SeedStep = { order: 815, run: seedRecruitLedger };
