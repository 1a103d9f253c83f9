import { sql, type Kysely } from 'kysely';
import '../schema/franchiseService.js';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * 加盟通知's demo data (/join/business/notices, issue 16): notices from head office to the franchise
 * stores — drafts, published ones to every franchise store or to chosen ones, one withdrawn — with read
 * receipts: most stores have read the older ones (by their manager), the newest few are still unread in
 * many. Deterministic and relative to today.
 */
const DAY = 86_400_000;
const ATTACHMENT = 'seed/franchise/notice-attachment.jpg';

/** [title, content, days ago (null: a draft), chosen stores (0: all), withdrawn] */
const NOTICES: [string, string, number | null, number, boolean][] = [
  [
    '2026年度加盟商大会召开通知',
    '各加盟门店：\n2026年度加盟商大会定于下月15日在上海总部召开，会议将通报年度经营情况、发布新品项目与明年扶持政策。请各门店负责人于本月25日前在系统中回执参会人数。\n加盟事业部',
    320,
    0,
    false,
  ],
  [
    '加盟门店品牌形象升级（VI 3.0）实施要求',
    '总部已完成品牌形象升级，门头、灯箱、价目牌须在三个月内完成更换。统一制作清单及供应商报价见附件，门店可自行选择总部合作供应商，费用按《加盟协议》第十二条承担。',
    260,
    0,
    false,
  ],
  [
    '关于调整加盟管理费收取时间的通知',
    '自下月起，加盟管理费统一于每月10日前缴纳，逾期将按协议收取滞纳金。请各加盟商合理安排资金，缴费后在收款记录中上传付款凭证。',
    200,
    0,
    false,
  ],
  [
    '华东区加盟门店消防安全检查安排',
    '区域督导将于下周对华东区加盟门店进行消防安全检查，重点检查灭火器有效期、电路老化和安全出口通畅情况。请门店提前自查并整改。',
    150,
    6,
    false,
  ],
  ['夏季烫染产品集中采购说明', '夏季烫染产品集中采购已开放，采购截止到本月20日。集中采购价格较零采低约12%，请门店在物料系统中提交采购单。', 95, 0, true],
  [
    '新版《加盟门店服务标准手册》培训通知',
    '新版服务标准手册已发布，总部将分三批组织线上培训，每店须至少2名手艺人参加并完成考试。培训时间与链接将另行通知。',
    40,
    0,
    false,
  ],
  [
    '双十一会员储值活动执行方案',
    '活动时间：11月8日–11月12日。储值满2000元赠300元，满5000元赠900元。门店须于11月6日前完成物料布置并拍照回传至区域督导。',
    21,
    8,
    false,
  ],
  ['冬季门店节能降耗倡议', '进入冬季，请门店合理设置空调温度（不高于24℃），营业结束后关闭热水器与灯箱电源，降低经营成本。', 3, 0, false],
  ['2027年春节营业安排（征求意见稿）', '春节营业时间安排征求意见稿，请各加盟商于下周五前反馈意见。', null, 0, false],
  ['加盟门店季度经营分析会通知', '季度经营分析会拟于下月初召开，会议议程待定。', null, 5, false],
];

function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function seedFranchiseNotices(db: Kysely<Database>): Promise<void> {
  const rand = prng(16_865);
  const now = Date.now();
  const stores = (
    await sql<{ id: number; manager: string | null; closed: boolean }>`
      select fs.store_id as id, fs.manager_name as manager, s.open_status = 3 as closed
      from franchise_store fs join store s on s.id = fs.store_id order by fs.store_id`.execute(db)
  ).rows;
  if (!stores.length) return;
  const open = stores.filter((s) => !s.closed);
  for (const [i, [title, content, daysAgo, chosen, withdrawn]] of NOTICES.entries()) {
    const created = new Date(now - (daysAgo ?? 1 + i) * DAY - 2 * DAY - 3600_000 * (i + 1));
    const targets = chosen ? open.filter((_, k) => (k + i) % Math.max(1, Math.floor(open.length / chosen)) === 0).slice(0, chosen) : open;
    const published = daysAgo === null ? null : new Date(now - daysAgo * DAY - 3600_000 * (i + 2));
    const status = daysAgo === null ? 0 : withdrawn ? 2 : 1;
    const notice = (
      await sql<{ id: number }>`insert into franchise_notice (title, target_type, store_ids, content, attachment_url, status, publisher, published_at,
          withdraw_reason, withdrawn_by, withdrawn_at, created_by, created_at, updated_at)
        values (${title}, ${chosen ? 2 : 1}, ${chosen ? targets.map((s) => s.id).join(',') : null}, ${content}, ${i % 3 === 1 ? `/files/${ATTACHMENT}` : null},
          ${status}, ${published ? '加盟事业部' : null}, ${published}, ${withdrawn ? '采购方案调整，另行通知' : null}, ${withdrawn ? '加盟事业部' : null},
          ${withdrawn && published ? new Date(published.getTime() + 2 * DAY) : null}, 'admin', ${created}, ${published ?? created})
        returning id`.execute(db)
    ).rows[0];
    if (!published) continue;
    // The older a notice, the more stores have read it; the newest are read by few.
    const share = daysAgo! > 60 ? 0.9 : daysAgo! > 10 ? 0.6 : 0.3;
    let reads = 0;
    for (const store of targets) {
      const read = rand() < share;
      const reader = store.manager ?? '店长';
      const readAt = read ? new Date(Math.min(now - 600_000, published.getTime() + (1 + rand() * 72) * 3600_000)) : null;
      await sql`insert into franchise_notice_target (notice_id, store_id, read_at, read_by_name) values (${notice.id}, ${store.id}, ${readAt}, ${read ? reader : null})`.execute(
        db,
      );
      if (!read) continue;
      reads++;
      await sql`insert into franchise_notice_read (notice_id, store_id, user_id, user_name, read_at) values (${notice.id}, ${store.id}, null, ${reader}, ${readAt})`.execute(
        db,
      );
    }
    await sql`update franchise_notice set target_count = ${targets.length}, read_count = ${reads} where id = ${notice.id}`.execute(db);
  }
}

export const step: SeedStep = { order: 865, run: seedFranchiseNotices, files: [{ key: ATTACHMENT, kind: 'news' }] };
