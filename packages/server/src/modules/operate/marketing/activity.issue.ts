import { ActivityKind, parseIdList } from '@salon/contract';
import { sql, type Transaction } from 'kysely';
import { notFound, refuse } from '../../../core/errors.js';
import { writeEachRow, type ImportIssue } from '../../../core/importing.js';
import type { Database } from '../../../db/schema.js';
import '../../../db/schema/marketingActivity.js';
import { COUPON_SOURCE, issueCoupons } from './_shared/coupons.js';

/** Orders that count as having bought: paid, refunding, refunded, partly refunded. */
const BOUGHT = sql`(3, 4, 5, 8)`;

export interface ActivityIssueRequest {
  activityId: number;
  /** The customers, each with the line of the sheet it came from (for the refusals). */
  customers: readonly { line: number; customerId: number }[];
  /** ActivityRecordSource. */
  source: number;
  storeId: number | null;
  operator: string;
  /** The activity must be of this kind (ActivityKind), when given. */
  kind?: number;
}

const lineIssue = (line: number, message: string): ImportIssue => ({ line, message });

/**
 * Gives an online activity's coupons to customers, inside the caller's transaction: one
 * participation record each, and its coupons issued through the coupon module's issueCoupons
 * (template online, inside its issue period, stock left under the template's row lock, the
 * customer under its per-customer limit, the store among its stores; terms copied), linked to
 * the activity. The activity row is locked first, so concurrent sends cannot pass its limits. Its
 * own rules (who may join, how often) are checked for every customer at once; a customer who
 * fails one of them or of the coupon's is answered as an issue of its line, and the caller refuses
 * the whole send (nothing written). A refusal of the whole send (not online, no places left) throws.
 */
export async function issueActivityCoupons(trx: Transaction<Database>, req: ActivityIssueRequest): Promise<ImportIssue[]> {
  const activity = (
    await sql<{
      id: number;
      kind: number;
      status: number;
      started: boolean;
      ended: boolean;
      join_rule: number;
      per_customer_limit: number;
      total_limit: number | null;
      participant_count: number;
      store_ids: string | null;
    }>`select id, kind, status, start_at <= now() as started, end_at <= now() as ended, join_rule, per_customer_limit, total_limit, participant_count, store_ids
       from marketing_activity where id = ${req.activityId} for update`.execute(trx)
  ).rows[0];
  if (!activity) throw notFound('活动');
  if (req.kind !== undefined && activity.kind !== req.kind) throw refuse(`只有${ActivityKind.labelOf(req.kind)}活动可以上传名单发券`);
  if (activity.status !== 1) throw refuse('活动不在进行中，不能发券');
  if (!activity.started) throw refuse('活动尚未开始，不能发券');
  if (activity.ended) throw refuse('活动已结束，不能发券');
  if (req.storeId !== null && !parseIdList(activity.store_ids).includes(req.storeId)) throw refuse('该门店不在活动门店内');
  if (!req.customers.length) return [];
  if (activity.total_limit !== null && activity.participant_count + req.customers.length > activity.total_limit)
    throw refuse(`活动名额不足：上限${activity.total_limit}人，已参与${activity.participant_count}人，本次${req.customers.length}人`);

  const coupons = (
    await sql<{ template_id: number; quantity: number }>`
      select template_id, quantity from marketing_activity_coupon where activity_id = ${req.activityId} and not for_inviter order by template_id`.execute(trx)
  ).rows;
  if (!coupons.length) throw refuse('活动没有可发放的优惠券');

  // The activity's own rules, for every customer at once: how often, and who may join.
  const ids = req.customers.map((c) => c.customerId);
  const facts = (
    await sql<{ customer_id: number; joined: number; bought: boolean; member_level: number }>`
      select c.id as customer_id,
        (select count(*)::int from marketing_activity_record r where r.activity_id = ${req.activityId} and r.customer_id = c.id) as joined,
        exists (select 1 from customer_order o where o.customer_id = c.id and o.status in ${BOUGHT}) as bought,
        c.member_level
      from customer c where c.id = any(${ids}::bigint[])`.execute(trx)
  ).rows;
  const byCustomer = new Map(facts.map((f) => [Number(f.customer_id), f]));
  const issues: ImportIssue[] = [];
  for (const { line, customerId } of req.customers) {
    const f = byCustomer.get(customerId);
    if (!f) issues.push(lineIssue(line, '顾客不存在'));
    else if (f.joined >= activity.per_customer_limit)
      issues.push(lineIssue(line, `该顾客已参加本活动${f.joined}次，已达每人${activity.per_customer_limit}次的上限`));
    else if (activity.join_rule === 1 && f.bought) issues.push(lineIssue(line, '本活动仅限新顾客参加，该顾客已消费过'));
    else if (activity.join_rule === 2 && !f.bought) issues.push(lineIssue(line, '本活动仅限老顾客参加，该顾客尚未消费过'));
    else if (activity.join_rule === 3 && f.member_level <= 0) issues.push(lineIssue(line, '本活动仅限会员参加，该顾客不是会员'));
  }
  if (issues.length) return issues;

  // Each customer: the record, then each coupon through the coupon module's issue (template online,
  // in its period, stock under its row lock, the per-customer limit, the store); a refusal names the line.
  const perCustomer = coupons.reduce((n, c) => n + c.quantity, 0);
  const refused = await writeEachRow(
    trx,
    req.customers.map((c) => ({ line: c.line, data: c.customerId })),
    async ({ data: customerId }) => {
      const record = (
        await sql<{ id: number }>`
          insert into marketing_activity_record (activity_id, customer_id, store_id, source, coupon_count, new_customer, operator)
          values (${req.activityId}, ${customerId}, ${req.storeId}, ${req.source}, ${perCustomer}, ${!byCustomer.get(customerId)!.bought}, ${req.operator})
          returning id`.execute(trx)
      ).rows[0];
      for (const c of coupons) {
        const issued = await issueCoupons(trx, {
          templateId: c.template_id,
          customerId,
          storeId: req.storeId,
          quantity: c.quantity,
          source: COUPON_SOURCE.activity,
          sourceId: req.activityId,
          operator: req.operator,
        });
        await sql`insert into marketing_activity_issue (coupon_instance_id, activity_id, record_id)
          select x, ${req.activityId}, ${record.id} from unnest(${issued.map((i) => i.id)}::bigint[]) as x`.execute(trx);
      }
    },
  );
  if (refused.length) return refused;
  await sql`update marketing_activity set participant_count = participant_count + ${ids.length}, updated_at = now() where id = ${req.activityId}`.execute(trx);
  return [];
}
