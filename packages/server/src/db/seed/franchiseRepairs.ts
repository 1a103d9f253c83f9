import { REPAIR_STATUS } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import '../schema/franchiseService.js';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * 报修管理's demo data (/join/business/repairlist, issue 16): about 200 repair orders of the franchise
 * stores over the last year in every state — older ones accepted (some after a failed acceptance), the
 * last weeks' still reported, dispatched or fixed. Deterministic and relative to today (China).
 */
const DAY = 86_400_000;
const PHOTO = 'seed/franchise/repair-photo.jpg';

/** [area, item, description, usual warranty type] */
const FAULTS: [number, string, string, number][] = [
  [3, '洗头床排水', '3号洗头床排水缓慢，下水口有异味，已用疏通剂无效。', 1],
  [3, '热水器', '燃气热水器打不着火，洗护区无热水，影响营业。', 1],
  [2, '剪发椅升降', '2号剪发椅液压升降失灵，无法调节高度。', 2],
  [2, '镜前灯', '剪发区镜前灯三盏不亮，疑似镇流器损坏。', 1],
  [4, '焗油机', '烫染区焗油机加热后自动断电，显示屏报E3。', 2],
  [4, '烫发机', '数码烫发机一组夹板不加热。', 1],
  [1, '收银电脑', '前台收银电脑开机蓝屏，无法打开收银系统。', 2],
  [1, '空调', '接待区空调制冷效果差，外机噪音大。', 1],
  [5, '漏水', '卫生间上方天花板渗水，吊顶已发黄。', 2],
  [5, '电路跳闸', '吹风机同时使用超过4台即跳闸。', 2],
  [6, '门头灯箱', '门头灯箱半边不亮，晚上影响招牌展示。', 1],
  [6, '玻璃门', '入口玻璃门地弹簧损坏，门无法自动回位。', 3],
  [7, '储物柜锁', '员工储物柜两把锁芯损坏，钥匙无法拔出。', 3],
  [3, '花洒软管', '2号洗头位花洒软管破裂漏水。', 3],
];
const WORKERS = ['周师傅', '王建军', '李志强', '陈德明', '刘海涛'];
const RESULTS = [
  '更换损坏配件，试运行正常。',
  '疏通管道并更换密封圈，已恢复。',
  '重新布线并更换空开，负载测试通过。',
  '更换电机，已调试完成。',
  '现场维修完成，门店已确认使用正常。',
];
const REJECTS = ['维修后仍有渗水，需重新处理', '配件型号不符，需更换原厂配件', '仅临时处理，未彻底修复'];
const REPORTERS = ['张店长', '李店长', '王晓燕', '赵敏', '陈佳', '刘婷'];

function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

async function seedFranchiseRepairs(db: Kysely<Database>): Promise<void> {
  const rand = prng(16_866);
  const now = Date.now();
  const stores = (await sql<{ id: number }>`select store_id as id from franchise_store order by store_id`.execute(db)).rows.map((s) => s.id);
  if (!stores.length) return;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const count = 200;
  // Spread over a year, oldest first, so that the day numbers run in order.
  const times = Array.from({ length: count }, (_, i) => now - Math.floor(((count - i) / count) * 360 * DAY) + Math.floor(rand() * 12 * 3600_000) - 3 * 3600_000)
    .map((t) => Math.min(t, now - 3600_000))
    .sort((a, b) => a - b);
  const perDay = new Map<string, number>();
  for (const [i, created] of times.entries()) {
    const [area, item, description, usual] = pick(FAULTS);
    const warranty = rand() < 0.75 ? usual : 1 + Math.floor(rand() * 3);
    const age = (now - created) / DAY;
    // Recent ones are still open; the oldest a few of each open state too, so every state shows.
    const r = rand();
    const status =
      age < 4
        ? r < 0.5
          ? REPAIR_STATUS.reported
          : r < 0.8
            ? REPAIR_STATUS.dispatched
            : REPAIR_STATUS.fixed
        : age < 20
          ? r < 0.15
            ? REPAIR_STATUS.reported
            : r < 0.45
              ? REPAIR_STATUS.dispatched
              : r < 0.75
                ? REPAIR_STATUS.fixed
                : REPAIR_STATUS.accepted
          : r < 0.04
            ? REPAIR_STATUS.dispatched
            : r < 0.08
              ? REPAIR_STATUS.fixed
              : REPAIR_STATUS.accepted;
    const day = chinaDay(created);
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const repairNo = `BX${day.slice(2).replaceAll('-', '')}${String(seq).padStart(4, '0')}`;
    const worker = pick(WORKERS);
    const dispatchedAt = status >= REPAIR_STATUS.dispatched ? new Date(Math.min(now - 1800_000, created + (2 + rand() * 20) * 3600_000)) : null;
    const expectedOn = dispatchedAt ? chinaDay(dispatchedAt.getTime() + (1 + Math.floor(rand() * 4)) * DAY) : null;
    const fixedAt = status >= REPAIR_STATUS.fixed ? new Date(Math.min(now - 1200_000, dispatchedAt!.getTime() + (4 + rand() * 60) * 3600_000)) : null;
    const acceptedAt = status === REPAIR_STATUS.accepted ? new Date(Math.min(now - 600_000, fixedAt!.getTime() + (2 + rand() * 30) * 3600_000)) : null;
    const rejected = status >= REPAIR_STATUS.dispatched && rand() < 0.1;
    const cost = fixedAt ? (warranty === 1 ? '0.00' : (80 + Math.floor(rand() * 60) * 25).toFixed(2)) : null;
    await sql`insert into franchise_repair (repair_no, store_id, area, item, warranty_type, description, photo_url, reporter, status,
        worker, expected_on, dispatched_by, dispatched_at, result, cost, fixed_by, fixed_at, reject_reason, reject_count,
        accepted_by, accepted_at, created_by, created_at, updated_at)
      values (${repairNo}, ${stores[(i * 7 + Math.floor(rand() * 3)) % stores.length]}, ${area}, ${item}, ${warranty}, ${description},
        ${i % 3 === 0 ? `/files/${PHOTO}` : null}, ${pick(REPORTERS)}, ${status},
        ${dispatchedAt ? worker : null}, ${expectedOn}::date, ${dispatchedAt ? '加盟运营部' : null}, ${dispatchedAt},
        ${fixedAt ? pick(RESULTS) : null}, ${cost}::numeric, ${fixedAt ? '加盟运营部' : null}, ${fixedAt},
        ${rejected ? pick(REJECTS) : null}, ${rejected ? 1 : 0}, ${acceptedAt ? '加盟运营部' : null}, ${acceptedAt},
        'admin', ${new Date(created)}, ${acceptedAt ?? fixedAt ?? dispatchedAt ?? new Date(created)})`.execute(db);
  }
}

export const step: SeedStep = { order: 866, run: seedFranchiseRepairs, files: [{ key: PHOTO, kind: 'photo' }] };
