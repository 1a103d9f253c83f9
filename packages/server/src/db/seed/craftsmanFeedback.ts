import { sql, type Kysely } from 'kysely';
import '../schema/craftsmanRegister.js';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * 员工反馈 and 建议反馈 (issue 14, H1): what craftsmen raised over the last 90 days across the stores
 * (store 1 among them), the older ones answered by head office. Deterministic from the row number
 * and the seed day.
 */

const DAY = 86_400_000;
const HANDLERS = ['周敏', '陈静', '赵晓雯'];
/** [category, content, reply] of CraftsmanFeedbackCategory. */
const FEEDBACK: [number, string, string][] = [
  [1, '门店三号工位的吹风机经常跳闸，高峰期很影响出品。', '已通知工程部本周内更换线路，请先使用备用吹风机。'],
  [1, '员工休息区空调坏了一周，夏天午休很难受。', '已安排维修师傅上门，预计周四修好。'],
  [2, '这个月连续排了六天晚班，希望能和同事轮换一下。', '已与店长沟通，下周起晚班按周轮换。'],
  [2, '打卡机偶尔识别不到指纹，被记成迟到。', '已核实打卡记录，本月两次迟到已更正，打卡机已更换。'],
  [3, '上月的带教提成没有算进工资条里。', '财务已核对，带教提成将在本月工资中补发。'],
  [3, '希望说明一下指定客提成的计算口径。', '已在员工手册更新计算说明，店长会在晨会讲解。'],
  [4, '想报名下一期烫染进阶课，但名额已满。', '已为您登记候补，下期开班优先安排。'],
  [4, '新人带教时间太短，独立接客前希望多练习。', '培训部将新人带教期延长一周，并增加模特练习。'],
  [5, '店里物料领用流程太慢，经常等半天。', '已优化领用流程，常用物料改为每周固定补货。'],
  [5, '周末客流大时前台安排不过来，顾客等待久。', '周末将增派一名前台支援，已通知店长排班。'],
  [6, '工服洗了几次就褪色，希望换一个面料。', '行政部已收集意见，下批工服更换面料。'],
  [6, '宿舍离门店太远，通勤要一个多小时。', '人事将协助对接离门店更近的宿舍，有空位会第一时间通知。'],
];
/** [category, title, content, reply] of SuggestionCategory. */
const SUGGESTIONS: [number, string, string, string][] = [
  [1, '洗发前增加头皮检测', '建议洗发前用头皮检测仪给顾客看一下头皮状况，方便推荐护理项目。', '很好的建议，先在三家门店试点。'],
  [1, '烫染前统一确认单', '烫染前让顾客在平板上确认色号和价格，减少事后争议。', '已纳入下季度服务流程更新。'],
  [2, '增加男士头皮护理套餐', '男顾客对控油护理需求多，建议做一个男士专属套餐。', '产品部正在评估，预计下月上线。'],
  [2, '染膏补充浅色系', '浅色系染膏经常断货，建议增加备货。', '采购已调整安全库存。'],
  [3, '高峰期预约分流', '周末下午预约太集中，建议小程序上提示空闲时段优惠。', '运营部会评估错峰优惠方案。'],
  [3, '门店音乐统一歌单', '各店背景音乐风格不一，建议统一歌单。', '品牌部将提供统一歌单。'],
  [4, '排班系统支持换班申请', '希望排班系统可以直接发起换班，不用找店长私下沟通。', '已提交技术部排期。'],
  [4, '手艺人端显示当月业绩', '希望在手艺人端随时看到当月业绩和提成预估。', '技术部已在开发，预计两个月内上线。'],
  [5, '组织跨店技术交流', '希望每季度组织一次跨店的技术交流活动。', '培训部将每季度举办一次技术沙龙。'],
];

async function seedCraftsmanFeedback(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  const craftsmen = (await sql<{ id: number; store_id: number }>`select id, store_id from craftsman where status in (1, 2) order by id`.execute(db)).rows;
  const store1 = craftsmen.filter((c) => c.store_id === 1);
  const pick = (i: number) => (i % 6 === 0 && store1.length ? store1[(i / 6) % store1.length] : craftsmen[(i * 37) % craftsmen.length]);
  const at = (i: number, days: number) => new Date(now - ((i * 7919) % (days * 24)) * 3_600_000 - 600_000);

  const feedback = Array.from({ length: 96 }, (_, i) => {
    const c = pick(i);
    const [category, content, reply] = FEEDBACK[i % FEEDBACK.length];
    const created = at(i, 90);
    const age = (now - created.getTime()) / DAY;
    // Older feedback has been answered; some of it closed after the reply.
    const status = age > 12 ? (i % 3 === 0 ? 2 : 1) : age > 5 && i % 2 ? 1 : 0;
    const handled = status ? new Date(Math.min(now - 60_000, created.getTime() + (1 + (i % 3)) * DAY)) : null;
    const handler = status ? HANDLERS[i % HANDLERS.length] : null;
    return sql`(${c.id}, ${c.store_id}, ${category}, ${content}, ${status}, ${status ? reply : null}, ${handler}, ${handled}::timestamptz,
      ${handler}, ${handled}::timestamptz, ${status === 2 ? '问题已解决，关闭反馈' : status ? reply : null}, ${'手艺人端'}, ${created}::timestamptz, ${handled ?? created}::timestamptz)`;
  });
  await sql`insert into craftsman_feedback (craftsman_id, store_id, category, content, status, reply, replied_by, replied_at, handler, handled_at, handle_note, created_by, created_at, updated_at)
    values ${sql.join(feedback)}`.execute(db);

  const suggestions = Array.from({ length: 54 }, (_, i) => {
    const c = pick(i + 3);
    const [category, title, content, reply] = SUGGESTIONS[i % SUGGESTIONS.length];
    // The newest few are still waiting for a reply.
    const created = i < 6 ? new Date(now - (3 + i * 15) * 3_600_000) : at(i + 11, 90);
    const age = (now - created.getTime()) / DAY;
    const status = age > 20 ? [1, 2, 2, 3][i % 4] : age > 7 && i % 2 ? 1 : 0;
    const replied = status && status !== 3 ? new Date(Math.min(now - 60_000, created.getTime() + 2 * DAY)) : null;
    const handled = status ? new Date(Math.min(now - 30_000, created.getTime() + (status === 1 ? 2 : 6) * DAY)) : null;
    const handler = status ? HANDLERS[(i + 1) % HANDLERS.length] : null;
    const note = status === 3 ? '与现有流程重复，暂不采纳' : status === 2 ? '已采纳，纳入下季度计划' : status ? reply : null;
    return sql`(${c.id}, ${c.store_id}, ${title}, ${category}, ${content}, ${status}, ${replied ? reply : null}, ${replied ? handler : null}, ${replied}::timestamptz,
      ${handler}, ${handled}::timestamptz, ${note}, ${'手艺人端'}, ${created}::timestamptz, ${handled ?? created}::timestamptz)`;
  });
  await sql`insert into craftsman_suggestion (craftsman_id, store_id, title, category, content, status, reply, replied_by, replied_at, handler, handled_at, handle_note, created_by, created_at, updated_at)
    values ${sql.join(suggestions)}`.execute(db);
}

export const step: SeedStep = { order: 705, run: seedCraftsmanFeedback };
