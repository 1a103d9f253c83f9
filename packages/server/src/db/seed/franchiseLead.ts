import { JOIN_APPLY_STATUS, LEAD_STATUS } from '@salon/contract';
import type { Insertable, Kysely } from 'kysely';
import '../schema/franchiseLead.js';
import type { FranchiseApplyTable, FranchiseLeadFollowTable, FranchiseLeadTable } from '../schema/franchiseLead.js';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';
import { GIVEN, SURNAMES } from './craftsmen.js';

/**
 * Franchise leads and applications (issue 16): 500 leads over the last 365 days from every channel,
 * owned by the callers (admin, ops01, area01; the newest few not yet assigned), each followed up 0–6
 * times (dated records by their owner), the older ones closed: converted into an application (about
 * one in ten) or 无效 with a reason; and the applications — from those leads and 20 entered directly —
 * reviewed (已通过 / 已驳回 with a reason) except the last weeks' (待审核), so the badge counts.
 * Deterministic (one PRNG), relative to now.
 */

const DAY = 86_400_000;
const CITIES = [310000, 310000, 110000, 330100, 440300];
const AREAS: Record<number, string[]> = {
  310000: ['浦东新区 张江', '闵行区 七宝', '徐汇区 漕河泾', '静安区 大宁', '宝山区 大场'],
  110000: ['朝阳区 望京', '海淀区 五道口', '丰台区 科技园', '通州区 梨园'],
  330100: ['西湖区 文三路', '滨江区 星光大道', '余杭区 未来科技城'],
  440300: ['南山区 科技园', '福田区 车公庙', '宝安区 西乡', '龙华区 民治'],
};
/** Channel weights (index = channel - 1). */
const CHANNEL_WEIGHTS = [22, 14, 10, 18, 12, 9, 7, 8];
const FOLLOW_TEXT = [
  '电话沟通加盟政策，客户关注投资回报周期',
  '已发送加盟手册和单店模型，客户表示会看',
  '客户询问选址支持和装修标准',
  '约了下周到总部面谈',
  '带客户考察了两家直营门店，反馈不错',
  '客户资金还在筹备，三个月后再联系',
  '客户有美业从业经验，对品牌认可度高',
  '电话未接通，已发微信',
  '客户与合伙人商量中，意向明确',
];
const INVALID = ['预算不足，不符合加盟条件', '号码空号，无法联系', '同行咨询，非真实加盟意向', '客户已加盟其他品牌', '意向城市暂不开放加盟'];
const REJECTED = ['意向商圈与现有门店距离过近', '资金证明不足', '无法全职参与门店经营', '选址未通过评估'];
const EXPERIENCE = ['从事美发行业8年，曾经营两家门店', '连锁餐饮加盟商，有门店管理经验', '无行业经验，计划聘请店长', '美容院经营者，希望拓展美发业务', null];

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function seedFranchiseLeads(db: Kysely<Database>, { vault, userIds }: SeedContext): Promise<void> {
  const rnd = random(16_0107);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const weighted = () => {
    let r = rnd() * CHANNEL_WEIGHTS.reduce((a, b) => a + b, 0);
    for (let i = 0; i < CHANNEL_WEIGHTS.length; i++) if ((r -= CHANNEL_WEIGHTS[i]) < 0) return i + 1;
    return CHANNEL_WEIGHTS.length;
  };
  const callers = ['admin', 'ops01', 'area01'].map((a) => userIds.find((u) => u.account === a)).filter((u) => u !== undefined);
  const now = Date.now();
  const day = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
  const mobileOf = (n: number, prefix: string) => `${prefix}${String(20_000_000 + ((n * 7_919) % 79_999_999)).padStart(8, '0')}`;

  type Lead = Insertable<FranchiseLeadTable> & { follows: Insertable<FranchiseLeadFollowTable>[]; convertAt?: number };
  const leads: Lead[] = [];
  for (let n = 0; n < 500; n++) {
    const createdAt = now - Math.floor(((500 - n) / 500) * 365 * DAY) + Math.floor(rnd() * 6 * 3600_000);
    const ageDays = (now - createdAt) / DAY;
    const mobile = mobileOf(n + 1, pick(['136', '137', '138', '139', '158', '186']));
    const owner = ageDays < 3 && rnd() < 0.6 ? null : callers[n % callers.length];
    const channel = weighted();
    const city = pick(CITIES);
    const lead: Lead = {
      lead_no: `XS${day(createdAt).replaceAll('-', '').slice(2)}${String(n + 1).padStart(4, '0')}`,
      contact_name: pick([...SURNAMES]) + pick(GIVEN),
      mobile_enc: vault.encrypt(mobile),
      mobile_hash: vault.lookupHash(mobile),
      city_id: city,
      channel,
      intent: 3,
      budget: rnd() < 0.8 ? (30 + Math.floor(rnd() * 18) * 5).toFixed(1) : null,
      has_experience: rnd() < 0.35,
      owner_user_id: owner?.id ?? null,
      owner_name: owner?.name ?? null,
      status: LEAD_STATUS.fresh,
      created_by: 'admin',
      created_at: new Date(createdAt),
      updated_at: new Date(createdAt),
      follows: [],
    };
    if (owner) {
      const count = Math.min(Math.floor(ageDays / 4), Math.floor(rnd() * 7));
      let at = createdAt;
      let intent = 3;
      for (let k = 0; k < count; k++) {
        at += Math.floor((1 + rnd() * 9) * DAY);
        if (at > now - 3600_000) break;
        intent = Math.max(1, Math.min(3, intent + (rnd() < 0.55 ? -1 : rnd() < 0.5 ? 0 : 1)));
        const next = at + Math.floor((3 + rnd() * 10) * DAY);
        lead.follows.push({
          lead_id: 0,
          method: k === 0 ? 1 : 1 + Math.floor(rnd() * 4),
          content: pick(FOLLOW_TEXT),
          intent,
          next_follow_on: day(next),
          operator: owner.name,
          operator_id: owner.id,
          created_at: new Date(at),
        });
      }
      if (lead.follows.length) {
        const last = lead.follows[lead.follows.length - 1];
        Object.assign(lead, {
          status: LEAD_STATUS.following,
          intent,
          follow_count: lead.follows.length,
          last_follow_at: last.created_at,
          next_follow_on: last.next_follow_on,
        });
        const closeAt = (last.created_at as Date).getTime() + DAY;
        if (ageDays > 20 && intent === 1 && rnd() < 0.55 && closeAt < now) lead.convertAt = closeAt;
        else if (ageDays > 30 && intent === 3 && rnd() < 0.7)
          Object.assign(lead, { status: LEAD_STATUS.invalid, invalid_reason: pick(INVALID), next_follow_on: null });
      }
    }
    leads.push(lead);
  }

  // Applications: the converted leads' and 20 entered directly, reviewed a few days later unless recent.
  const applies: (Insertable<FranchiseApplyTable> & { lead?: Lead })[] = [];
  const applyOf = (
    createdAt: number,
    name: string,
    mobile_enc: string,
    mobile_hash: string,
    city: number,
    channel: number,
    budget: string | null,
    lead?: Lead,
  ) => {
    const ageDays = (now - createdAt) / DAY;
    const reviewedAt = createdAt + Math.floor((2 + rnd() * 5) * DAY);
    const reviewed = ageDays > 14 && reviewedAt < now;
    const approved = rnd() < 0.7;
    applies.push({
      apply_no: '',
      applicant_name: name,
      mobile_enc,
      mobile_hash,
      company_name:
        rnd() < 0.6 ? `${pick(['上海', '北京', '杭州', '深圳'])}${pick(['美业', '丽人', '发艺', '形象'])}${pick(['管理', '投资', '发展'])}有限公司` : null,
      city_id: city,
      intended_area: pick(AREAS[city]),
      budget: budget ?? (40 + Math.floor(rnd() * 12) * 5).toFixed(1),
      planned_stores: rnd() < 0.8 ? 1 : 2 + Math.floor(rnd() * 3),
      experience: pick(EXPERIENCE),
      channel,
      status: reviewed ? (approved ? JOIN_APPLY_STATUS.approved : JOIN_APPLY_STATUS.rejected) : JOIN_APPLY_STATUS.waiting,
      reviewer: reviewed ? '系统管理员' : null,
      reviewed_at: reviewed ? new Date(reviewedAt) : null,
      review_remark: reviewed ? (approved ? '资质审核通过，进入选址评估' : pick(REJECTED)) : null,
      created_by: lead ? (lead.owner_name ?? 'admin') : 'admin',
      created_at: new Date(createdAt),
      updated_at: new Date(reviewed ? reviewedAt : createdAt),
      lead,
    });
  };
  for (const lead of leads)
    if (lead.convertAt)
      applyOf(lead.convertAt, lead.contact_name, lead.mobile_enc, lead.mobile_hash, lead.city_id, lead.channel, lead.budget as string | null, lead);
  for (let n = 0; n < 20; n++) {
    const createdAt = now - Math.floor(((20 - n) / 20) * 300 * DAY) - Math.floor(rnd() * DAY);
    const mobile = mobileOf(900 + n, '135');
    applyOf(createdAt, pick([...SURNAMES]) + pick(GIVEN), vault.encrypt(mobile), vault.lookupHash(mobile), pick(CITIES), 8, null);
  }
  applies.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  applies.forEach(
    (a, i) =>
      (a.apply_no = `SQ${day((a.created_at as Date).getTime())
        .replaceAll('-', '')
        .slice(2)}${String(i + 1).padStart(4, '0')}`),
  );
  const applyIds = await db
    .insertInto('franchise_apply')
    .values(applies.map(({ lead: _lead, ...a }) => a))
    .returning('id')
    .execute();
  applies.forEach((a, i) => {
    if (a.lead) Object.assign(a.lead, { status: LEAD_STATUS.converted, apply_id: applyIds[i].id, next_follow_on: null, updated_at: a.created_at });
  });

  for (let from = 0; from < leads.length; from += 250) {
    const batch = leads.slice(from, from + 250);
    const ids = await db
      .insertInto('franchise_lead')
      .values(batch.map(({ follows: _f, convertAt: _c, ...l }) => l))
      .returning('id')
      .execute();
    const follows = batch.flatMap((l, i) => l.follows.map((f) => ({ ...f, lead_id: ids[i].id })));
    if (follows.length) await db.insertInto('franchise_lead_follow').values(follows).execute();
  }
}

export const step: SeedStep = { order: 855, run: seedFranchiseLeads };
