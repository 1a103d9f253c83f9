import {
  businessToday,
  daysInService,
  getRecruitUserDetail,
  probationEnd,
  RECRUIT_STAGE,
  RecruitAction,
  recruitEntryResource,
  RecruitMsg,
  updateRecruitUserDetail,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { lockCandidate, logStep } from './_shared/recruitLedger.js';

/**
 * /hrm/employee/entry 入职管理: the employed candidates (GET employeeOnboarding, a condition on the
 * ledger joined to their craftsman record), one of them in full (getRecruitUserDetail: days in service
 * and the end of probation), and corrections of their recruitment details (updateRecruitUserDetail).
 */
export function registerEntry(app: FastifyInstance): void {
  const { db, vault } = app.services;
  registerResource(app, recruitEntryResource, { conditions: () => [sql`t.stage = ${RECRUIT_STAGE.employed}`] });

  registerEndpoint(app, getRecruitUserDetail, async ({ id }, { auth }) => {
    const scope = await auth.scope();
    const row = (
      await sql<{
        id: number;
        ledgerNo: string;
        realName: string;
        mobileEnc: string;
        source: number;
        education: number;
        workYears: string;
        specialRemark: string | null;
        storeId: number | null;
        storeName: string | null;
        employedOn: string;
        craftsmanId: number;
        employeeNo: string;
        level: string;
        priceGrade: string;
        craftsmanStatus: number;
      }>`
        select t.id, t.ledger_no as "ledgerNo", t.real_name as "realName", t.mobile_enc as "mobileEnc", t.source, t.education,
          t.work_years::text as "workYears", t.special_remark as "specialRemark", t.intended_store_id as "storeId", s.store_name as "storeName",
          t.employed_on::text as "employedOn", c.id as "craftsmanId", c.employee_no as "employeeNo", c.level, c.price_grade as "priceGrade",
          c.status as "craftsmanStatus"
        from recruit_candidate t join craftsman c on c.id = t.craftsman_id left join store s on s.id = t.intended_store_id
        where t.id = ${id} and t.stage = ${RECRUIT_STAGE.employed}
          ${scope.all ? sql`` : scope.storeIds.length ? sql`and t.intended_store_id in (${sql.join(scope.storeIds)})` : sql`and false`}`.execute(db)
    ).rows[0];
    if (!row) throw refuse(RecruitMsg.candidateMissing);
    const { mobileEnc, ...rest } = row;
    return {
      ...rest,
      mobile: vault.maskOf(mobileEnc),
      probationEnd: probationEnd(row.employedOn),
      daysInService: daysInService(row.employedOn, businessToday()),
    };
  });

  registerEndpoint(app, updateRecruitUserDetail, async ({ id, education, workYears, specialRemark }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const row = await lockCandidate(trx, auth, id);
      if (row.stage !== RECRUIT_STAGE.employed) throw refuse(RecruitMsg.notEmployed);
      await sql`
        update recruit_candidate set education = ${education}, work_years = ${workYears},
          special_remark = ${specialRemark?.trim() || null}, updated_at = now()
        where id = ${id} and stage = ${RECRUIT_STAGE.employed}`.execute(trx);
      await logStep(trx, request, auth, { candidateId: id, action: RecruitAction.updateRecruitUserDetail, fromStage: row.stage, toStage: row.stage });
      return { id };
    }),
  );
}
