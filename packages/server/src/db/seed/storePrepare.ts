import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * Store preparation projects (门店筹建, issue 16): 31 projects across the four cities, in every stage
 * (four to five in progress at each of 选址 … 开业筹备), four opened in the last months, three closed
 * with a reason. The stores 即将开业 / 待上架 of the demo organisation are the projects of the later
 * stages; the others are planned names. Every project's log holds its creation and each stage change
 * (dated, with the operator); the time in the current stage varies from a day to about a month.
 * Deterministic (one PRNG) and relative to now.
 */

/** mulberry32: the one PRNG of this seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const CITIES: { id: number; name: string; roads: string[]; spots: string[] }[] = [
  {
    id: 310000,
    name: '上海市',
    roads: ['浦东新区张杨路', '徐汇区漕溪北路', '静安区南京西路', '闵行区七莘路'],
    spots: ['陆家嘴', '徐家汇', '静安寺', '七宝', '世纪公园'],
  },
  { id: 110000, name: '北京市', roads: ['朝阳区建国路', '海淀区学院路', '丰台区丽泽路'], spots: ['国贸', '望京', '五棵松', '丽泽'] },
  { id: 330100, name: '杭州市', roads: ['拱墅区莫干山路', '萧山区市心中路', '余杭区文一西路'], spots: ['武林', '萧山', '未来科技城', '良渚'] },
  { id: 440300, name: '深圳市', roads: ['宝安区新安六路', '龙岗区龙岗大道', '罗湖区深南东路'], spots: ['宝安中心', '龙岗', '东门', '坂田'] },
];
const OWNERS = ['王建国', '李晓东', '陈思远', '赵敏', '周立伟', '孙佳琪', '吴海峰', '郑雅婷'];
const OPERATORS = ['系统管理员', '王建国', '李晓东', '陈思远', '赵敏'];
const CLOSE_REASONS = ['物业方收回铺位，选址终止', '租金谈判未达成一致，放弃该铺位', '加盟商资金未到位，项目终止'];
const REMARKS = [null, '商场一楼临街铺位，人流量大', '社区底商，需改造上下水', '写字楼配套商业，工作日客流为主', null, '原为餐饮铺位，需重做排烟封堵'];

async function seedStorePrepare(db: Kysely<Database>): Promise<void> {
  const random = prng(20_261_600);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const now = Date.now();
  const stores = (
    await sql<{ id: number; store_name: string; city_id: number; address: string; store_type: number }>`
      select id, store_name, city_id, address, store_type from store where open_status in (0, 4) order by id`.execute(db)
  ).rows;

  // (stage, status) of each project: in progress at stages 1–6, opened (7), closed (at the stage they stopped).
  const plan: [stage: number, status: number][] = [];
  for (let stage = 1; stage <= 6; stage++) for (let k = 0; k < (stage <= 2 ? 5 : 4); k++) plan.push([stage, 1]);
  for (let k = 0; k < 4; k++) plan.push([7, 2]);
  plan.push([1, 3], [2, 3], [3, 3]);

  let linked = 0;
  let seq = 0;
  for (const [i, [stage, status]] of plan.entries()) {
    // Stores 即将开业 / 待上架 are the projects furthest along in progress.
    const store = status === 1 && stage >= 3 && linked < Math.min(6, stores.length) ? stores[linked++] : null;
    const city = store ? (CITIES.find((c) => c.id === store.city_id) ?? CITIES[0]) : CITIES[i % CITIES.length];
    const name = store ? store.store_name : `${pick(city.spots)}${i % 3 === 0 ? '商场' : ''}店（筹）`;
    const address = store ? store.address : `${city.name}${pick(city.roads)}${100 + Math.floor(random() * 800)}号${1 + Math.floor(random() * 3)}楼`;
    const storeType = store ? store.store_type : [0, 1, 0, 2][i % 4];
    // Days spent in each stage passed, and in the current one so far.
    const passed = Array.from({ length: stage - 1 }, () => 6 + Math.floor(random() * 30));
    const inStage = status === 2 ? 3 + Math.floor(random() * 60) : 1 + Math.floor(random() * 32);
    const total = passed.reduce((a, b) => a + b, 0) + inStage;
    const createdAt = now - total * DAY - Math.floor(random() * 8) * 3600_000;
    const planned = new Date(createdAt + (150 + Math.floor(random() * 60)) * DAY + 8 * 3600_000).toISOString().slice(0, 10);
    const stageSince = createdAt + passed.reduce((a, b) => a + b, 0) * DAY;
    const created = new Date(createdAt);
    const day = new Date(createdAt + 8 * 3600_000).toISOString().slice(2, 10).replace(/-/g, '');
    const projectNo = `CJ${day}${String(9000 + ++seq).slice(-4)}`;
    const closedAt = status === 3 ? new Date(stageSince + Math.min(inStage - 0.5, 3) * DAY) : null;
    const openedOn = status === 2 ? new Date(stageSince + 8 * 3600_000).toISOString().slice(0, 10) : null;
    const project = (
      await sql<{ id: number }>`
      insert into store_prepare (project_no, store_id, planned_name, city_id, address, store_type, owner, planned_open_date, stage, stage_since,
        status, opened_on, remark, close_reason, closed_by, closed_at, created_by, created_at, updated_at)
      values (${projectNo}, ${store?.id ?? null}, ${name}, ${city.id}, ${address}, ${storeType}, ${pick(OWNERS)}, ${planned}, ${stage},
        ${new Date(stageSince)}, ${status}, ${openedOn}, ${pick(REMARKS)}, ${status === 3 ? CLOSE_REASONS[stage - 1] : null},
        ${status === 3 ? '系统管理员' : null}, ${closedAt}, ${pick(OPERATORS)}, ${created}, ${closedAt ?? new Date(stageSince)})
      returning id`.execute(db)
    ).rows[0];
    let at = createdAt;
    await sql`insert into store_prepare_log (prepare_id, action, from_stage, to_stage, remark, operator, operated_at)
      values (${project.id}, 'create', null, 1, null, ${pick(OPERATORS)}, ${created})`.execute(db);
    for (let s = 1; s < stage; s++) {
      at += passed[s - 1] * DAY;
      await sql`insert into store_prepare_log (prepare_id, action, from_stage, to_stage, remark, operator, operated_at)
        values (${project.id}, 'advance', ${s}, ${s + 1}, null, ${pick(OPERATORS)}, ${new Date(at)})`.execute(db);
    }
    if (closedAt)
      await sql`insert into store_prepare_log (prepare_id, action, from_stage, to_stage, remark, operator, operated_at)
        values (${project.id}, 'close', ${stage}, ${stage}, ${CLOSE_REASONS[stage - 1]}, '系统管理员', ${closedAt})`.execute(db);
  }
}

export const step: SeedStep = { order: 850, run: seedStorePrepare };
