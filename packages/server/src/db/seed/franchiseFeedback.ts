import { FRANCHISE_FEEDBACK_STATUS } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import '../schema/franchiseService.js';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * 加盟商反馈's demo data (/join/business/feedback, issue 16): about 100 feedbacks of the franchise stores
 * over half a year in every state — older ones replied or closed, recent ones waiting or in progress.
 * Deterministic and relative to today (China).
 */
const DAY = 86_400_000;
const IMAGE = 'seed/franchise/feedback-image.jpg';

/** [category, content, reply] */
const ITEMS: [number, string, string][] = [
  [1, '本月客流下滑明显，希望区域督导到店协助分析原因并给出调整建议。', '督导已排期下周二到店，届时一起复盘近三个月的客流与项目结构。'],
  [2, '总部配送的染膏（7/1 色号）连续两批缺货，影响顾客预约。', '已与供应商确认，补货将于本周五到店，后续缺货会提前通知。'],
  [3, '收银系统会员储值后积分没有到账，顾客投诉。', '系统问题已修复，漏记的积分已统一补发，请门店告知顾客。'],
  [4, '新入职的3名助理希望参加总部的洗护基础培训。', '已为门店预留下期培训名额，报名链接已发至店长。'],
  [5, '建议总部统一制作节日活动的短视频素材，门店自行制作成本太高。', '感谢建议，市场部将从下个节日起提供统一的短视频素材包。'],
  [6, '门店附近道路施工三个月，希望能减免部分管理费。', '已提交加盟事业部评估，将按协议的不可抗力条款处理并另行答复。'],
  [2, '集中采购的毛巾质量不如以前，洗几次就起球。', '已反馈采购部更换供应商样品，新批次到货前可先用库存。'],
  [3, '小程序预约时间段和门店实际营业时间不一致。', '已按门店设置重新同步营业时间，请门店刷新后确认。'],
  [1, '希望总部提供周边竞品的价格调研数据。', '区域运营将在月度经营会上提供竞品价格调研报告。'],
  [4, '店长希望参加管理类课程，学习排班与成本控制。', '店长管理课程下月开课，已将门店加入报名名单。'],
];
const SUBMITTERS = ['张店长', '李店长', '王晓燕', '赵敏', '陈佳', '刘婷', '孙丽'];
const CLOSE_REASONS = ['与门店电话沟通后问题已自行解决', '重复反馈，已在其他反馈中处理'];

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

async function seedFranchiseFeedback(db: Kysely<Database>): Promise<void> {
  const rand = prng(16_867);
  const now = Date.now();
  const stores = (await sql<{ id: number }>`select store_id as id from franchise_store order by store_id`.execute(db)).rows.map((s) => s.id);
  if (!stores.length) return;
  const count = 100;
  const times = Array.from({ length: count }, (_, i) =>
    Math.min(now - 3600_000, now - Math.floor(((count - i) / count) * 180 * DAY) + Math.floor(rand() * 8 * 3600_000)),
  );
  times.sort((a, b) => a - b);
  const perDay = new Map<string, number>();
  const S = FRANCHISE_FEEDBACK_STATUS;
  for (const [i, created] of times.entries()) {
    const [category, content, reply] = ITEMS[Math.floor(rand() * ITEMS.length)];
    const age = (now - created) / DAY;
    const r = rand();
    const status =
      age < 7 ? (r < 0.5 ? S.waiting : r < 0.8 ? S.handling : S.replied) : r < 0.04 ? S.waiting : r < 0.1 ? S.handling : r < 0.9 ? S.replied : S.closed;
    const day = chinaDay(created);
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const handledAt = status === S.waiting ? null : new Date(Math.min(now - 600_000, created + (3 + rand() * 40) * 3600_000));
    const text = status === S.replied ? reply : status === S.closed ? CLOSE_REASONS[i % CLOSE_REASONS.length] : null;
    const submitter = SUBMITTERS[Math.floor(rand() * SUBMITTERS.length)];
    await sql`insert into franchise_feedback (feedback_no, store_id, category, content, image_url, submitter, status, reply, handler, handled_at, created_by, created_at, updated_at)
      values (${`FK${day.slice(2).replaceAll('-', '')}${String(seq).padStart(4, '0')}`}, ${stores[(i * 5 + 3) % stores.length]}, ${category}, ${content},
        ${i % 4 === 0 ? `/files/${IMAGE}` : null}, ${submitter}, ${status}, ${text}, ${handledAt ? '加盟事业部' : null}, ${handledAt},
        ${submitter}, ${new Date(created)}, ${handledAt ?? new Date(created)})`.execute(db);
  }
}

export const step: SeedStep = { order: 867, run: seedFranchiseFeedback, files: [{ key: IMAGE, kind: 'photo' }] };
