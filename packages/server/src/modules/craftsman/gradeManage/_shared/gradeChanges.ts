import { type EndpointDef } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../../../core/auth.js';
import { requireAuth } from '../../../../core/auth.js';
import { ok } from '../../../../core/envelope.js';
import { invalid, refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/craftsmanGrade.js';
import { andInScope } from '../../../../engine/query.js';

/**
 * What the grade and position pages of issue 14 share on the server: the craftsman an application
 * is for (in the user's stores, in service, locked for the application's transaction), the
 * one-at-a-time rule, the craftsman pickers, and the pass that puts approved changes in force on
 * their effective date (at approval when the date has come, else at start and every ten minutes).
 */

/** Today in China time, the chain's business day. */
export const chinaToday = sql<string>`(now() at time zone 'Asia/Shanghai')::date`;

/** The craftsman as an application reads it. */
export interface ApplyingCraftsman {
  id: number;
  real_name: string;
  store_id: number;
  level: string;
  price_grade: string;
  station: number;
  position_type: number;
  status: number;
}

/** A craftsman departed (spec: 在职 1, 休假 2, 已调出 3, 已离职 4) takes no application. */
const DEPARTED = 4;

/**
 * The craftsman of a new application, read under its row lock (two applications for one craftsman
 * run one after the other, so the one-pending rule holds): refused when unknown, outside the
 * user's stores or departed.
 */
export async function craftsmanForApplication(trx: Kysely<Database>, auth: AuthContext, craftsmanId: number | null | undefined): Promise<ApplyingCraftsman> {
  if (!craftsmanId) throw invalid('craftsmanId', '请选择手艺人');
  const found = await sql<ApplyingCraftsman>`
    select id, real_name, store_id, level, price_grade, station, position_type, status
    from craftsman where id = ${craftsmanId} for update`.execute(trx);
  const craftsman = found.rows[0];
  if (!craftsman) throw invalid('craftsmanId', '手艺人不存在');
  await auth.assertStore(craftsman.store_id);
  if (craftsman.status === DEPARTED) throw refuse(`${craftsman.real_name}已离职，不能提交申请`);
  return craftsman;
}

/** The three kinds of dated change, each with its table and what it moves on the craftsman. */
export type GradeChangeKind = 'promotion' | 'priceChange' | 'position';

const KINDS: Record<GradeChangeKind, { table: string; what: string; set: string; before: string; after: string }> = {
  promotion: { table: 'craftsman_promotion', what: '晋升', set: 'level = l.to_level', before: 'level', after: 'to_level' },
  priceChange: { table: 'craftsman_price_change', what: '调价', set: 'price_grade = l.to_grade', before: 'price_grade', after: 'to_grade' },
  position: {
    table: 'craftsman_position_change',
    what: '岗位变动',
    set: 'station = l.to_station, position_type = l.to_position_type',
    before: 'station',
    after: 'to_station',
  },
};

/**
 * Refuses a second application for a craftsman while one waits for a decision, or while an
 * approved one has not come into force (its effective date is ahead).
 */
export async function assertNoOpenApplication(trx: Kysely<Database>, kind: GradeChangeKind, craftsman: ApplyingCraftsman): Promise<void> {
  const { table, what } = KINDS[kind];
  const open = await sql<{ status: number; effective_date: string }>`
    select status, effective_date::text as effective_date from ${sql.table(table)}
    where craftsman_id = ${craftsman.id} and (status = 0 or (status = 1 and effective_date > ${chinaToday}))
    order by status, effective_date limit 1`.execute(trx);
  const row = open.rows[0];
  if (!row) return;
  if (row.status === 0) throw refuse(`${craftsman.real_name}已有待审批的${what}申请，请等待审批结果或撤回后再申请`);
  throw refuse(`${craftsman.real_name}已有待生效的${what}（${row.effective_date}起生效），生效后再申请`);
}

/** Who puts a change in force: the approver (at approval) or the system's pass. */
export interface Actor {
  userId: number | null;
  name: string;
  api: string;
}

/**
 * Puts approved changes in force whose effective date has come (`day`, default today in China):
 * the craftsman takes the latest approved change dated that day or earlier (by date, then id),
 * every due one is marked applied, and each craftsman changed gets an audit row. One statement a
 * kind, rows locked; any number of servers may run it. Answers the craftsmen changed.
 */
export async function applyDueChanges(
  db: Kysely<Database>,
  kind: GradeChangeKind,
  actor: Actor,
  options: { day?: string; craftsmanId?: number } = {},
): Promise<{ craftsmanId: number; changeId: number; before: unknown; after: unknown }[]> {
  const { table, set, before, after } = KINDS[kind];
  const day: RawBuilder<unknown> = options.day ? sql`${options.day}::date` : chinaToday;
  const only = options.craftsmanId ? sql` and craftsman_id = ${options.craftsmanId}` : sql``;
  const t = sql.table(table);
  const moved = await sql<{ craftsman_id: number; change_id: number; before: unknown; after: unknown }>`
    with due as (
      select id, craftsman_id from ${t} where status = 1 and applied_at is null and effective_date <= ${day}${only} for update
    ),
    latest as (
      select distinct on (x.craftsman_id) x.*
      from ${t} x
      where x.status = 1 and x.effective_date <= ${day} and x.craftsman_id in (select craftsman_id from due)
      order by x.craftsman_id, x.effective_date desc, x.id desc
    ),
    old as (select c.id, c.${sql.raw(before)} as before from craftsman c where c.id in (select craftsman_id from latest)),
    changed as (
      update craftsman c set ${sql.raw(set)}, updated_at = now() from latest l
      where c.id = l.craftsman_id and c.${sql.raw(before)} is distinct from l.${sql.raw(after)}
      returning c.id
    ),
    -- Runs whether or not the select reads it (a data-modifying WITH always does).
    marked as (update ${t} set applied_at = now(), updated_at = now() where id in (select id from due) returning id)
    select l.craftsman_id, l.id as change_id, o.before, l.${sql.raw(after)} as after
    from latest l join old o on o.id = l.craftsman_id
    where l.craftsman_id in (select id from changed)`.execute(db);
  if (moved.rows.length)
    await db
      .insertInto('audit_log')
      .values(
        moved.rows.map((row) => ({
          user_id: actor.userId,
          user_name: actor.name,
          route: null,
          api: actor.api,
          action: `apply:${kind}`,
          table_name: 'craftsman',
          record_id: String(row.craftsman_id),
          before: JSON.stringify({ [camel(before)]: row.before }),
          after: JSON.stringify({ [camel(before)]: row.after, [`${kind}Id`]: row.change_id }),
          ip: null,
          request_id: null,
        })),
      )
      .execute();
  return moved.rows.map((row) => ({ craftsmanId: Number(row.craftsman_id), changeId: Number(row.change_id), before: row.before, after: row.after }));
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** How often a server looks for approved changes whose date has come. */
export const GRADE_SWEEP_MS = 10 * 60_000;
export const GRADE_SWEEP_API = 'system:gradeChangeSweep';

/** Every kind's due changes, in one transaction each, as the system. */
export async function applyAllDueChanges(db: Kysely<Database>, day?: string): Promise<number> {
  let changed = 0;
  for (const kind of Object.keys(KINDS) as GradeChangeKind[])
    changed += (await db.transaction().execute((trx) => applyDueChanges(trx, kind, { userId: null, name: '系统', api: GRADE_SWEEP_API }, { day }))).length;
  return changed;
}

/** Applies due changes when the server is ready and then every ten minutes, until it closes. */
export function scheduleGradeSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => applyAllDueChanges(app.services.db).catch((error: unknown) => app.log.error({ err: error }, 'grade change sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), GRADE_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * A form's craftsman picker: `[{ id, name: '姓名 工号（门店）' }]` of the craftsmen in service or on
 * leave in the user's stores meeting `where` (on `c`), under the page's menu.
 */
export function routeCraftsmanOptions(app: FastifyInstance, endpoint: EndpointDef, page: string, where: RawBuilder<unknown> = sql`true`): void {
  const { db } = app.services;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { permission: { menu: page } },
    handler: async (request) => {
      const scope = await requireAuth(request).scope();
      const rows = await sql<{ id: number; name: string }>`
        select c.id, c.real_name || ' ' || c.employee_no || '（' || s.store_name || '）' as name
        from craftsman c join store s on s.id = c.store_id
        where c.status in (1, 2) and ${where}${andInScope(scope, 'c.store_id')}
        order by c.store_id, c.id`.execute(db);
      return ok(rows.rows);
    },
  });
}
