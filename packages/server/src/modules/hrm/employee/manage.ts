import {
  formSchema,
  RECRUIT_CITY_OPTIONS,
  RECRUIT_INTERVIEWER_OPTIONS,
  RECRUIT_OPEN_STAGES,
  RECRUIT_REGION_OPTIONS,
  RECRUIT_SOURCE_REFERRAL,
  RecruitAction,
  recruitLedgerResource as def,
  RecruitMsg,
  RecruitOps,
  stageLabel,
  statRecrStatistic,
  updateRecrLedger,
  validateMainlandIdCard,
  type FieldRefusal,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AuthContext } from '../../../core/auth.js';
import { forbidden, invalid, invalidFields, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { baseFrom, filterConditions, scopeCondition } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { lockCandidate, logStep } from './_shared/recruitLedger.js';
import '../../../db/schema/recruit.js';

/**
 * /hrm/employee/manage 员工列表 (the recruitment ledger): the list, detail, export and audited reveal
 * from the declaration; registering and editing a candidate (updateRecrLedger), the counts by stage
 * (statRecrStatistic) and the forms' options (regions, their cities, interviewers).
 */
export function registerRecruitLedger(app: FastifyInstance): void {
  const { db, vault } = app.services;
  registerResource(app, def);

  registerEndpoint(app, RECRUIT_REGION_OPTIONS, async () => {
    const rows = await sql<{ id: number; name: string }>`
      select r.id, a.name || '·' || r.name as name from recruit_region r join area a on a.id = r.city_id
      where r.enable_status = 1 order by a.sort_order, a.id, r.id`.execute(db);
    return rows.rows;
  });
  registerEndpoint(app, RECRUIT_CITY_OPTIONS, async () => {
    const rows = await sql<{ id: number; name: string }>`
      select a.id, a.name from area a where exists (select 1 from recruit_region r where r.city_id = a.id) order by a.sort_order, a.id`.execute(db);
    return rows.rows;
  });
  registerEndpoint(app, RECRUIT_INTERVIEWER_OPTIONS, async () => {
    const rows = await sql<{ id: number; name: string }>`
      select u.id, u.name || '（' || u.account || '）' as name from app_user u where u.status = 1 order by u.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, statRecrStatistic, async (query, { auth }) => {
    const { stage: _stage, ...filters } = query as Record<string, unknown>;
    const where = [...filterConditions(def, filters, { lookupHash: (v) => vault.lookupHash(v) })];
    const scoped = scopeCondition(def, await auth.scope());
    if (scoped) where.push(scoped);
    const rows = await sql<{ stage: number; count: number }>`
      select t.stage, count(*)::int as count from ${baseFrom(def)}
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      group by t.stage order by t.stage`.execute(db);
    return { total: rows.rows.reduce((n, r) => n + r.count, 0), stages: rows.rows };
  });

  registerEndpoint(app, updateRecrLedger, async (body, { auth, request }) => {
    const id = body.id;
    if (!(await auth.can({ op: id === undefined ? RecruitOps.register : RecruitOps.edit }))) throw forbidden();
    const parsed = formSchema(def, id === undefined ? 'create' : 'update').safeParse(body);
    if (!parsed.success) {
      const fields: FieldRefusal[] = [];
      for (const issue of parsed.error.issues) {
        const field = issue.path.length ? String(issue.path[0]) : '';
        if (!fields.some((f) => f.field === field)) fields.push({ field, message: issue.message });
      }
      throw invalidFields(fields);
    }
    const v = parsed.data as Record<string, unknown>;
    return db.transaction().execute(async (trx) => {
      await auth.assertStore(v.intendedStoreId as number);
      const region = await checkRefs(trx, auth, v);
      if (id === undefined) return register(trx, auth, request, v, region.city_id);
      const row = await lockCandidate(trx, auth, id);
      if (!RECRUIT_OPEN_STAGES.includes(row.stage)) throw refuse(RecruitMsg.closedEdit(stageLabel(row.stage)));
      await sql`
        update recruit_candidate set real_name = ${v.realName as string}, gender = ${v.gender as number}, birth_date = ${(v.birthDate as string | null) ?? null},
          education = ${v.education as number}, work_years = ${(v.workYears as string | number | null) ?? 0}, source = ${v.source as number},
          referrer_craftsman_id = ${(v.referrerCraftsmanId as number | null) ?? null}, region_id = ${v.regionId as number}, city_id = ${region.city_id},
          intended_post = ${v.intendedPost as number}, intended_store_id = ${v.intendedStoreId as number},
          interviewer_id = ${(v.interviewerId as number | null) ?? null}, interviewer_name = ${region.interviewer_name},
          interview_at = ${(v.interviewAt as string | null) ?? null}, special_remark = ${(v.specialRemark as string | null) ?? null}, updated_at = now()
        where id = ${id}`.execute(trx);
      await logStep(trx, request, auth, { candidateId: id, action: RecruitAction.edit, fromStage: row.stage, toStage: row.stage });
      return { id, ledgerNo: row.ledger_no };
    });
  });

  /** Region, referrer and interviewer as the form names them; the region's city and the interviewer's name. */
  async function checkRefs(trx: Kysely<Database>, auth: AuthContext, v: Record<string, unknown>) {
    const region = (
      await sql<{ city_id: number; enable_status: number }>`select city_id, enable_status from recruit_region where id = ${v.regionId as number}`.execute(trx)
    ).rows[0];
    if (!region) throw invalid('regionId', RecruitMsg.regionMissing);
    if (region.enable_status !== 1) throw invalid('regionId', RecruitMsg.regionDisabled);
    if (v.source === RECRUIT_SOURCE_REFERRAL) {
      if (v.referrerCraftsmanId === null || v.referrerCraftsmanId === undefined) throw invalid('referrerCraftsmanId', RecruitMsg.referrerRequired);
    } else v.referrerCraftsmanId = null;
    if (v.referrerCraftsmanId !== null && v.referrerCraftsmanId !== undefined) {
      const referrer = (await sql<{ store_id: number }>`select store_id from craftsman where id = ${v.referrerCraftsmanId as number}`.execute(trx)).rows[0];
      const scope = await auth.scope();
      if (!referrer || (!scope.all && !scope.storeIds.includes(referrer.store_id))) throw invalid('referrerCraftsmanId', RecruitMsg.referrerMissing);
    }
    let interviewer_name: string | null = null;
    if (v.interviewerId !== null && v.interviewerId !== undefined) {
      const user = (await sql<{ name: string }>`select name from app_user where id = ${v.interviewerId as number} and status = 1`.execute(trx)).rows[0];
      if (!user) throw invalid('interviewerId', RecruitMsg.interviewerMissing);
      interviewer_name = user.name;
    }
    return { city_id: region.city_id, interviewer_name };
  }

  async function register(trx: Kysely<Database>, auth: AuthContext, request: Parameters<typeof logStep>[1], v: Record<string, unknown>, cityId: number) {
    const idCard = String(v.idCard).trim().toUpperCase();
    const checked = validateMainlandIdCard(idCard);
    if (checked !== true) throw invalid('idCard', checked);
    const idHash = vault.lookupHash(idCard);
    const mobile = String(v.mobile).trim();
    // One application at a time per person: serialise registrations of the same ID number.
    await sql`select pg_advisory_xact_lock(hashtext(${'recruit:' + idHash}))`.execute(trx);
    const banned = await sql`select 1 from recruit_no_rehire where id_card_hash = ${idHash}`.execute(trx);
    if (banned.rows.length) throw invalid('idCard', RecruitMsg.noRehire);
    const open = (
      await sql<{ ledger_no: string; stage: number }>`
        select ledger_no, stage from recruit_candidate where id_card_hash = ${idHash} and stage in (${sql.join([...RECRUIT_OPEN_STAGES])}) limit 1`.execute(trx)
    ).rows[0];
    if (open) throw invalid('idCard', RecruitMsg.openApplication(open.ledger_no, stageLabel(open.stage)));
    const working = (await sql<{ employee_no: string }>`select employee_no from craftsman where id_card_hash = ${idHash} and status <> 4 limit 1`.execute(trx))
      .rows[0];
    if (working) throw invalid('idCard', RecruitMsg.activeCraftsman(working.employee_no));
    const { interviewer_name } = await checkRefs(trx, auth, v);
    // 台账编号: ZP + the day in China + a 4-digit number of the day.
    await sql`select pg_advisory_xact_lock(hashtext('recruit_ledger_no'))`.execute(trx);
    const day = (await sql<{ day: string }>`select to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') as day`.execute(trx)).rows[0].day;
    const last = (
      await sql<{
        n: number | null;
      }>`select max(substring(ledger_no from 11)::int) as n from recruit_candidate where ledger_no like ${'ZP' + day + '%'} and length(ledger_no) = 14`.execute(
        trx,
      )
    ).rows[0].n;
    const ledgerNo = `ZP${day}${String((last ?? 0) + 1).padStart(4, '0')}`;
    const inserted = (
      await sql<{ id: number }>`
        insert into recruit_candidate (ledger_no, real_name, gender, birth_date, mobile_enc, mobile_hash, id_card_enc, id_card_hash, education,
          source, referrer_craftsman_id, region_id, city_id, intended_post, intended_store_id, work_years, interviewer_id, interviewer_name,
          interview_at, special_remark, stage, registered_at, created_by)
        values (${ledgerNo}, ${v.realName as string}, ${v.gender as number}, ${(v.birthDate as string | null) ?? null}, ${vault.encrypt(mobile)},
          ${vault.lookupHash(mobile)}, ${vault.encrypt(idCard)}, ${idHash}, ${v.education as number}, ${v.source as number},
          ${(v.referrerCraftsmanId as number | null) ?? null}, ${v.regionId as number}, ${cityId}, ${v.intendedPost as number},
          ${v.intendedStoreId as number}, ${(v.workYears as string | number | null) ?? 0}, ${(v.interviewerId as number | null) ?? null},
          ${interviewer_name}, ${(v.interviewAt as string | null) ?? null}, ${(v.specialRemark as string | null) ?? null}, 0, now(), ${auth.name})
        returning id`.execute(trx)
    ).rows[0];
    await logStep(trx, request, auth, { candidateId: inserted.id, action: RecruitAction.register, fromStage: null, toStage: 0 });
    return { id: inserted.id, ledgerNo };
  }
}
