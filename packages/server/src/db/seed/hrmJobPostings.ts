import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * Demo data of 招聘职位 (/hrm/bancroft/jobs, issue 15): 32 postings over the four demo cities in every
 * state, dates relative to today in China (so 已过期 holds whenever it runs). 招聘职位 is head office's:
 * no store-manager grant.
 */

const SHANGHAI = 310000;
const BEIJING = 110000;
const HANGZHOU = 330100;
const SHENZHEN = 440300;

/** [title, post, head count, salary min, salary max, requirements]. */
const JOBS: [string, number, number, string, string, string][] = [
  ['资深发型师', 1, 3, '12000.00', '25000.00', '3 年以上发型设计经验，擅长男士短发与女士中长发造型，有稳定客源优先'],
  ['发型师', 1, 5, '8000.00', '15000.00', '1 年以上发型师经验，持美发师职业资格证书优先，服务意识强'],
  ['烫染技师', 2, 4, '7000.00', '13000.00', '熟练掌握烫发、染发、护理流程，了解主流染膏品牌，色彩感好'],
  ['高级烫染师', 2, 2, '10000.00', '18000.00', '3 年以上烫染经验，能独立完成漂染、挑染等高难度项目'],
  ['美发助理', 3, 6, '4500.00', '6500.00', '18–30 岁，热爱美发行业，接受公司带教培养，可适应门店排班'],
  ['洗护助理', 3, 4, '4200.00', '6000.00', '形象端正，有服务行业经验优先，能吃苦耐劳'],
  ['门店店长', 4, 1, '15000.00', '30000.00', '3 年以上美发门店管理经验，熟悉门店运营、排班与业绩管理'],
  ['储备店长', 4, 2, '10000.00', '16000.00', '美发行业 2 年以上经验，有带团队经历，认同公司文化'],
];

const CLOSE_REASONS = ['已招满', '岗位调整，暂停招聘', '门店升级改造，延后招聘'];

/** 32 postings over the four demo cities: drafts, published (some past their end: 已过期), closed. */
async function seedJobPostings(db: Kysely<Database>): Promise<void> {
  const cities = [SHANGHAI, BEIJING, HANGZHOU, SHENZHEN];
  const hr = ['人事部 周敏', '人事部 陈思远', '系统管理员'];
  for (let i = 0; i < 32; i++) {
    const [title, post, heads, min, max, requirements] = JOBS[i % JOBS.length];
    const city = cities[i % cities.length];
    // 0 draft, 1 published and open, 2 published past its end (已过期), 3 closed.
    const kind = [1, 1, 0, 3, 1, 2, 3, 1][i % 8];
    const createdAgo = 5 + ((i * 11) % 80);
    const start = kind === 0 ? 3 + (i % 10) : -createdAgo + 2;
    const end = kind === 2 ? -1 - (i % 6) : kind === 3 ? start + 30 : start + 45 + (i % 30);
    const status = kind === 0 ? 0 : kind === 3 ? 2 : 1;
    const by = hr[i % hr.length];
    await sql`insert into job_posting (city_id, title, post, head_count, salary_min, salary_max, requirements, publish_start, publish_end, status,
        published_by, published_at, closed_by, closed_at, close_reason, created_by, created_at, updated_at)
      values (${city}, ${title}, ${post}, ${heads + (i % 3)}, ${min}, ${max}, ${requirements},
        (now() at time zone 'Asia/Shanghai')::date + ${start}::int, (now() at time zone 'Asia/Shanghai')::date + ${end}::int, ${status},
        ${status >= 1 ? by : null}, ${status >= 1 ? sql`now() - make_interval(days => ${createdAgo - 1}::int)` : null},
        ${status === 2 ? by : null}, ${status === 2 ? sql`now() - make_interval(days => ${Math.max(1, createdAgo - 20)}::int)` : null},
        ${status === 2 ? CLOSE_REASONS[i % CLOSE_REASONS.length] : null}, ${by},
        now() - make_interval(days => ${createdAgo}::int), now() - make_interval(days => ${createdAgo}::int))`.execute(db);
  }
}

export const step: SeedStep = { order: 811, run: seedJobPostings };
