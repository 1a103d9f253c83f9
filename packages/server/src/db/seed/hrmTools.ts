import { TOOL_APPLY_PAGE, TOOL_COST_RULE, ToolApplyOps } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { grantStoreManager } from './comments.js';
import type { SeedStep } from './context.js';

const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** [name, category (HairToolCategory), spec, price, enabled]. */
const TOOLS: [string, number, string, string, number][] = [
  ['日本火匠平剪', 1, '6.0 寸 440C 钢', '388.50', 1],
  ['日本火匠牙剪', 1, '6.0 寸 30 齿', '428.00', 1],
  ['发型师入门剪刀套装', 1, '平剪 + 牙剪 + 皮套', '199.99', 1],
  ['负离子专业吹风机', 2, '2200W 交流电机', '568.00', 1],
  ['静音沙龙吹风机', 2, '1800W 直流电机', '329.00', 1],
  ['陶瓷烫发夹板', 3, '38mm 宽板 恒温 230℃', '459.00', 1],
  ['钛合金直发夹板', 3, '25mm 窄板', '289.00', 1],
  ['陶瓷卷发棒', 4, '32mm', '219.00', 1],
  ['碳纤维剪发梳', 5, '防静电 10 把装', '59.90', 1],
  ['专业电推剪', 6, '无绳 锂电', '498.00', 1],
  ['旧款有线吹风机', 2, '1600W（停产）', '158.00', 0],
];

const REASONS = ['原剪刀刃口磨损，影响剪发效果', '新入职，需配备个人工具', '吹风机电机故障已报废', '夹板温控失灵', '门店新增烫发项目', '工具遗失补领'];

/**
 * Demo data of 工具申请审批 (/hrm, issue 15): the catalogue, and applications of the last five months
 * in every state (待审批, 已通过, 已驳回, 已发放, 已撤回), each priced and shared by TOOL_COST_RULE as of
 * its day.
 */
async function seedTools(db: Kysely<Database>): Promise<void> {
  await sql`insert into tool_item (name, category, spec, price, enable_status, updated_by, created_at, updated_at)
    values ${sql.join(TOOLS.map(([name, category, spec, price, enabled]) => sql`(${name}, ${category}, ${spec}, ${price}::numeric, ${enabled}, '行政部 孙悦', now() - interval '200 days', now() - interval '200 days')`))}`.execute(
    db,
  );
  await sql`
    with staff as (
      select c.id, c.store_id, c.entry_date, row_number() over (order by c.id)::int as n,
        (select u.name from app_user u where u.store_id = c.store_id and u.station = 1 order by u.id limit 1) as manager
      from craftsman c where c.status = 1
    ), picked as (
      select s.*, t.id as tool_id, t.price, 1 + (s.n % 7 = 0)::int as quantity, s.n % 10 as k,
        greatest(s.entry_date + 1, ${today} - 150 + (s.n * 13) % 148) as day
      from staff s
      join lateral (select id, price from tool_item where enable_status = 1 order by id offset (s.n % 10) limit 1) t on true
      where s.n % 3 = 0
    ), priced as (
      select p.*, p.price * p.quantity as total,
        case when p.day - p.entry_date >= ${TOOL_COST_RULE.seniorDays}::int then ${TOOL_COST_RULE.seniorPercent}::int else ${TOOL_COST_RULE.newcomerPercent}::int end as pct
      from picked p where p.day <= ${today}
    )
    insert into tool_apply (store_id, craftsman_id, tool_id, quantity, unit_price, total_amount, craftsman_percent, craftsman_amount, company_amount,
      apply_reason, status, review_remark, reviewed_by, reviewed_at, issued_by, issued_at, created_by, created_at, updated_at)
    select p.store_id, p.id, p.tool_id, p.quantity, p.price, p.total, p.pct, round(p.total * p.pct / 100, 2), p.total - round(p.total * p.pct / 100, 2),
      (array[${sql.join(REASONS)}])[1 + p.n % ${REASONS.length}::int],
      x.status,
      case x.status when 2 then '本季度已领取过同类工具' when 4 then '已自行购买' when 1 then '同意' when 3 then '同意' end,
      case when x.status in (1, 2, 3) then coalesce(p.manager, '行政部 孙悦') end,
      case when x.status in (1, 2, 3) then least(now(), (p.day + 1 + time '11:00') at time zone 'Asia/Shanghai') end,
      case when x.status = 3 then coalesce(p.manager, '行政部 孙悦') end,
      case when x.status = 3 then least(now(), (p.day + 4 + time '16:30') at time zone 'Asia/Shanghai') end,
      coalesce(p.manager, '行政部 孙悦'),
      (p.day + time '09:15') at time zone 'Asia/Shanghai', (p.day + time '09:15') at time zone 'Asia/Shanghai'
    from priced p
    cross join lateral (select (case
      when p.day > ${today} - 3 then 0
      when p.k in (0, 1, 2, 3) then 3
      when p.k in (4, 5) then 1
      when p.k = 6 then 2
      when p.k = 7 then 4
      else 0 end)::smallint as status) x
    order by p.day, p.id`.execute(db);

  // Store managers apply for their craftsmen, decide and issue; head office keeps the catalogue.
  await grantStoreManager(
    db,
    [TOOL_APPLY_PAGE],
    [ToolApplyOps.add, ToolApplyOps.approve, ToolApplyOps.reject, ToolApplyOps.issue, ToolApplyOps.withdraw, ToolApplyOps.export],
  );
}

export const step: SeedStep = { order: 837, run: seedTools };
