import {
  ACTIVITY_KINDS,
  ACTIVITY_LIMITS,
  ActivityKind,
  ActivityOps,
  ActivityPath,
  activityCouponOptions,
  activityResource,
  COUPON_KINDS,
  MOBILE_LIST_HEADER,
  parseCouponList,
  parseIdList,
  validateMobile,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { requireAuth, type AuthContext } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { invalid, notFound, refuse } from '../../../core/errors.js';
import { sendTemplate } from '../../../core/exporting.js';
import { runImport, type ImportIssue } from '../../../core/importing.js';
import type { Database } from '../../../db/schema.js';
import '../../../db/schema/marketingActivity.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { col } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { scheduleActivitySweep } from './activity.sweep.js';
import { issueActivityCoupons } from './activity.issue.js';

/** Orders that were bought: paid, refunding, refunded, partly refunded (a customer's first such order makes them new). */

/**
 * A store user sees the activities held in at least one of its stores; a head-office user (all
 * stores) every activity. Read from the user's authority rows, as the session's scope is.
 */
export function activityInScope(auth: AuthContext, idRef: RawBuilder<unknown> = sql`${col('id')}`): RawBuilder<unknown> {
  return sql`(exists (select 1 from app_user u where u.id = ${auth.userId} and u.all_stores)
    or exists (select 1 from marketing_activity_store s join user_store us on us.store_id = s.store_id and us.user_id = ${auth.userId} where s.activity_id = ${idRef}))`;
}

/** Only head office (authority over every store) creates or changes activities. */
async function assertHeadOffice(auth: AuthContext, what: string): Promise<void> {
  if (!(await auth.scope()).all) throw refuse(`${what}须由总部办理：只有拥有全部门店数据权限的账号可以操作活动`);
}

const instant = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : new Date(v as string).getTime());

/** The stores of a comma list exist (answers the unknown ids). */
async function missingStores(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await sql<{ id: number }>`select id from store where id = any(${ids}::int[])`.execute(db);
  const have = new Set(found.rows.map((r) => Number(r.id)));
  return ids.filter((id) => !have.has(id));
}

/** The coupon templates named exist and are online (enabled). */
async function assertCoupons(db: Kysely<Database>, field: 'coupons' | 'inviterCoupons', list: string | null | undefined): Promise<void> {
  const ids = parseCouponList(list).map((c) => c.templateId);
  if (!ids.length) return;
  const found = await sql<{
    id: number;
    name: string;
    enabled: boolean;
  }>`select id, name, status = 1 as enabled from coupon_template where id = any(${ids}::int[])`.execute(db);
  if (found.rows.length !== ids.length) throw invalid(field, '所选优惠券不存在');
  const off = found.rows.find((r) => !r.enabled);
  if (off) throw invalid(field, `优惠券「${off.name}」未上线，不能用于活动`);
}

/** 定向发券 (ActivityKind 6): sent to a list of customers, at no store. */
const DIRECT_KIND = 6;

/** A direct send names no store: its coupons must be usable in every store. */
async function assertAnyStoreCoupons(db: Kysely<Database>, list: string | null | undefined): Promise<void> {
  const ids = parseCouponList(list).map((c) => c.templateId);
  if (!ids.length) return;
  const limited = await sql<{ name: string }>`select name from coupon_template where id = any(${ids}::int[]) and store_range = 1 order by id limit 1`.execute(
    db,
  );
  if (limited.rows.length) throw invalid('coupons', `定向发券不指定门店，不能赠送限指定门店使用的优惠券「${limited.rows[0].name}」`);
}

interface ActivityRow {
  id: number;
  kind: number;
  status: number;
  start_at: Date | null;
  end_at: Date | null;
  store_ids: string | null;
  coupons: string | null;
  inviter_coupons: string | null;
  participant_count: number;
}

async function lockActivity(db: Kysely<Database>, id: number): Promise<ActivityRow> {
  const row = (
    await sql<ActivityRow>`select id, kind, status, start_at, end_at, store_ids, coupons, inviter_coupons, participant_count from marketing_activity where id = ${id} for update`.execute(
      db,
    )
  ).rows[0];
  if (!row) throw notFound('活动');
  return row;
}

/**
 * Under customers who joined, an activity keeps what they were promised: its period is not
 * shortened at either end, no coupon is taken away or given in fewer copies, no store dropped.
 */
function assertNotNarrowed(current: ActivityRow, values: Record<string, unknown>): void {
  if (values.startAt !== undefined) {
    const before = instant(current.start_at);
    const after = instant(values.startAt);
    if (before !== null && (after === null || after > before)) throw invalid('startAt', '已有顾客参加的活动，开始时间不能推后或清空');
  }
  if (values.endAt !== undefined) {
    const before = instant(current.end_at);
    const after = instant(values.endAt);
    if (before !== null && (after === null || after < before)) throw invalid('endAt', '已有顾客参加的活动，结束时间不能提前或清空');
  }
  for (const field of ['coupons', 'inviterCoupons'] as const) {
    if (values[field] === undefined) continue;
    const next = new Map(parseCouponList(values[field]).map((c) => [c.templateId, c.quantity]));
    for (const c of parseCouponList(field === 'coupons' ? current.coupons : current.inviter_coupons)) {
      const now = next.get(c.templateId);
      if (now === undefined) throw invalid(field, '已有顾客参加的活动，不能移除已赠送的优惠券');
      if (now < c.quantity) throw invalid(field, '已有顾客参加的活动，优惠券赠送张数不能减少');
    }
  }
  if (values.storeIds !== undefined) {
    const next = new Set(parseIdList(values.storeIds));
    if (parseIdList(current.store_ids).some((id) => !next.has(id))) throw invalid('storeIds', '已有顾客参加的活动，不能移除活动门店');
  }
}

/** What going online needs: stores, a period not over, and (for kinds that give them) coupons. */
function onlineProblem(row: { kind: number; start_at: unknown; end_at: unknown; store_ids: string | null; coupons: string | null }): string | null {
  if (!parseIdList(row.store_ids).length) return '活动未选择门店，不能上线';
  if (!row.start_at || !row.end_at) return '活动未设置活动时间，不能上线';
  if (instant(row.end_at)! <= Date.now()) return '活动结束时间已过，不能上线';
  if (COUPON_KINDS.includes(row.kind) && !parseCouponList(row.coupons).length) return `${ActivityKind.labelOf(row.kind)}未选择赠送的优惠券，不能上线`;
  return null;
}

/**
 * /operate/marketing/activity 活动列表 and 活动详情: activities from their declaration (head office
 * writes, store users read those of their stores), the online rules, the narrowing rules under
 * customers who joined, the direct send of a mobile list, statistics and the sweep that ends them.
 */
export function registerActivity(app: FastifyInstance): void {
  const { db, vault } = app.services;

  registerResource(app, activityResource, {
    conditions: ({ auth }) => [activityInScope(auth)],
    async beforeWrite(values, { trx, auth, mode, id }) {
      await assertHeadOffice(auth, mode === 'create' ? '新增活动' : '修改活动');
      const missing = values.storeIds ? await missingStores(trx, parseIdList(values.storeIds)) : [];
      if (missing.length) throw invalid('storeIds', `门店不存在：${missing.slice(0, 5).join('、')}`);
      await assertCoupons(trx, 'coupons', values.coupons);
      await assertCoupons(trx, 'inviterCoupons', values.inviterCoupons);
      const current = mode === 'update' ? await lockActivity(trx, id!) : null;
      if ((current?.kind ?? values.kind) === DIRECT_KIND) await assertAnyStoreCoupons(trx, values.coupons);
      if (!current) {
        const spec = ACTIVITY_KINDS.find((k) => k.kind === values.kind);
        if (!spec) throw invalid('kind', '请选择活动形式');
        values.createdBy = auth.name;
        return;
      }
      if (current.status === 1 || current.status === 2) {
        if (current.participant_count > 0) assertNotNarrowed(current, values as Record<string, unknown>);
        if (current.status === 1) {
          const problem = onlineProblem({
            kind: current.kind,
            start_at: values.startAt === undefined ? current.start_at : values.startAt,
            end_at: values.endAt === undefined ? current.end_at : values.endAt,
            store_ids: values.storeIds === undefined ? current.store_ids : (values.storeIds ?? null),
            coupons: values.coupons === undefined ? current.coupons : (values.coupons ?? null),
          });
          if (problem) throw refuse(problem.replace('不能上线', '进行中的活动不能这样修改'));
        }
      }
    },
    async beforeTransition(trx, record, transition, { auth }) {
      await assertHeadOffice(auth, `活动${transition.label}`);
      if (transition.action !== 'online') return;
      const row = await lockActivity(trx, record.id);
      const problem = onlineProblem(row);
      if (problem) throw refuse(problem);
      await assertCoupons(trx, 'coupons', row.coupons).catch(() => {
        throw refuse('活动赠送的优惠券未上线或不存在，不能上线');
      });
    },
  });

  registerEndpoint(app, activityCouponOptions, async () => {
    const rows = await sql<{ id: number; name: string; enabled: boolean; allStores: boolean; threshold: string }>`
      select id, name, status = 1 as enabled, store_range = 0 as "allStores", threshold::text as threshold
      from coupon_template where status <> 2 order by status desc, id`.execute(db);
    return rows.rows;
  });

  /** The mobile list of a direct-send activity: every listed customer gets its coupons, all or none. */
  app.post(ActivityPath.uploadMobiles, { config: { permission: { op: ActivityOps.send } } }, async (request) => {
    const auth = requireAuth(request);
    await assertHeadOffice(auth, '名单发券');
    const columns = [{ key: 'mobile' as const, header: MOBILE_LIST_HEADER, required: true }];
    let activityId = 0;
    const result = await runImport<'mobile', { customerId: number; mobile: string }>(request, {
      table: 'marketing_activity',
      columns,
      maxRows: ACTIVITY_LIMITS.mobiles,
      labelled: true,
      async convert(rows, _db, upload) {
        activityId = Number(upload.fields.id);
        if (!Number.isInteger(activityId) || activityId < 1) throw invalid('id', '请选择活动');
        const issues: ImportIssue[] = [];
        const wanted = new Map<string, number[]>();
        for (const row of rows) {
          const mobile = row.values.mobile.trim();
          const checked = validateMobile(mobile);
          if (checked !== true) {
            issues.push({ line: row.line, message: `手机号${checked === '请输入手机号' ? '为空' : '格式不正确'}` });
            continue;
          }
          const hash = vault.lookupHash(mobile);
          wanted.set(hash, [...(wanted.get(hash) ?? []), row.line]);
        }
        const hashes = [...wanted.keys()];
        const found = new Map<string, number>();
        for (let i = 0; i < hashes.length; i += 1000) {
          const part = await sql<{
            id: number;
            mobile_hash: string;
          }>`select id, mobile_hash from customer where mobile_hash = any(${hashes.slice(i, i + 1000)}::text[])`.execute(db);
          for (const r of part.rows) found.set(r.mobile_hash, Number(r.id));
        }
        const converted: { line: number; values: Record<string, unknown> }[] = [];
        for (const row of rows) {
          const mobile = row.values.mobile.trim();
          if (validateMobile(mobile) !== true) continue;
          const hash = vault.lookupHash(mobile);
          const lines = wanted.get(hash)!;
          const customerId = found.get(hash);
          const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
          if (customerId === undefined) issues.push({ line: row.line, message: `手机号 ${masked} 不是已注册的顾客` });
          else if (lines[0] !== row.line) issues.push({ line: row.line, message: `手机号 ${masked} 与第${lines[0]}行重复` });
          else converted.push({ line: row.line, values: { customerId, mobile } });
        }
        return { rows: converted, issues };
      },
      schema: z.object({ customerId: z.number().int().positive(), mobile: z.string() }),
      async write(rows, trx) {
        return issueActivityCoupons(trx, {
          activityId,
          customers: rows.map((r) => ({ line: r.line, customerId: r.data.customerId })),
          source: 0,
          storeId: null,
          operator: auth.name,
          kind: 6,
        });
      },
    });
    return ok(result);
  });

  app.get(ActivityPath.mobileTemplate, { config: { permission: { op: ActivityOps.send } } }, async (_request, reply) =>
    sendTemplate(reply, {
      fileName: '定向发券名单模板',
      asciiName: 'activity-mobile-list',
      headers: [{ header: MOBILE_LIST_HEADER, width: 16 }],
      rows: [['13900000000']],
      notes: [
        `第一列填写顾客手机号（11位），每行一个，一次最多${ACTIVITY_LIMITS.mobiles}行。`,
        '名单中的手机号须为已注册顾客；有误的行会逐行提示，整份名单都不发放。',
      ],
    }),
  );

  scheduleActivitySweep(app);
}
