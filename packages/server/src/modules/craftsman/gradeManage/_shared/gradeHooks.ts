import { FIRST_U_LEVEL, isRLevel, levelLabel, levelRank, PriceGrade, Station, type TransitionDef } from '@salon/contract';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AuthContext } from '../../../../core/auth.js';
import { invalid, refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';
import { applyDueChanges, assertNoOpenApplication, craftsmanForApplication, type ApplyingCraftsman, type GradeChangeKind } from './gradeChanges.js';

/**
 * The rules of the three applications, shared by the page that applies and the page that decides:
 * what a new application may ask for (above the current level, another price grade, another
 * station; one open application a craftsman), checked again at approval against the craftsman as
 * they are then, and an approval putting the change in force when its date has come.
 */

type Values = Record<string, unknown>;
type WriteContext = { trx: Kysely<Database>; auth: AuthContext; mode: 'create' | 'update' };

/** Whether `to` may follow `current` as a level promotion; else the refusal. */
export function promotionRefusal(current: string, to: string): string | null {
  if (levelRank(to) <= levelRank(current)) return `晋升等级须高于当前等级（${levelLabel(current)}）`;
  if (isRLevel(current) && !isRLevel(to) && to !== FIRST_U_LEVEL) return `R级学员须先转为${FIRST_U_LEVEL}`;
  return null;
}

/** The applicant and the craftsman's store and present value, written on a new application. */
function stamp(values: Values, auth: AuthContext, craftsman: ApplyingCraftsman) {
  values.storeId = craftsman.store_id;
  values.applicant = auth.name;
  values.applicantId = auth.userId;
}

/**
 * A new level promotion (晋升记录: `U`, any craftsman; R级管理: `R`, an R-level trainee moving up
 * within R or out to U1-1).
 */
export function promotionApply(kind: 'U' | 'R') {
  return async (values: Values, { trx, auth, mode }: WriteContext) => {
    if (mode !== 'create') return;
    const craftsman = await craftsmanForApplication(trx, auth, values.craftsmanId as number);
    if (kind === 'R' && !isRLevel(craftsman.level)) throw invalid('craftsmanId', `${craftsman.real_name}当前等级为${levelLabel(craftsman.level)}，不是R级学员`);
    const refusal = promotionRefusal(craftsman.level, values.toLevel as string);
    if (refusal) throw invalid('toLevel', refusal);
    await assertNoOpenApplication(trx, 'promotion', craftsman);
    stamp(values, auth, craftsman);
    values.fromLevel = craftsman.level;
  };
}

/** A new price-grade change: another grade of P0..P10 (the schema holds the range). */
export async function priceChangeApply(values: Values, { trx, auth, mode }: WriteContext): Promise<void> {
  if (mode !== 'create') return;
  const craftsman = await craftsmanForApplication(trx, auth, values.craftsmanId as number);
  if (values.toGrade === craftsman.price_grade) throw invalid('toGrade', `调整后的价格等级与当前价格等级（${PriceGrade.labelOf(craftsman.price_grade)}）相同`);
  await assertNoOpenApplication(trx, 'priceChange', craftsman);
  stamp(values, auth, craftsman);
  values.fromGrade = craftsman.price_grade;
}

/** A new position change: another station; the position type follows it; a 培养人 is another craftsman in the user's stores. */
export async function positionApply(values: Values, { trx, auth, mode }: WriteContext): Promise<void> {
  if (mode !== 'create') return;
  const craftsman = await craftsmanForApplication(trx, auth, values.craftsmanId as number);
  const to = values.toStation as number;
  if (to === craftsman.station) throw invalid('toStation', `新岗位与当前岗位（${Station.labelOf(craftsman.station)}）相同`);
  if (values.cultivatePeopleId) await assertCultivator(trx, auth, craftsman.id, values.cultivatePeopleId as number);
  await assertNoOpenApplication(trx, 'position', craftsman);
  stamp(values, auth, craftsman);
  values.fromStation = craftsman.station;
  values.fromPositionType = craftsman.position_type;
  values.toPositionType = to === 1 ? 1 : 0;
}

/** A 培养人: another craftsman in service in the user's stores. */
export async function assertCultivator(trx: Kysely<Database>, auth: AuthContext, craftsmanId: number, cultivatorId: number): Promise<string> {
  if (cultivatorId === craftsmanId) throw invalid('cultivatePeopleId', '培养人不能是本人');
  const found = await sql<{
    real_name: string;
    store_id: number;
    status: number;
  }>`select real_name, store_id, status from craftsman where id = ${cultivatorId}`.execute(trx);
  const cultivator = found.rows[0];
  if (!cultivator) throw invalid('cultivatePeopleId', '培养人不存在');
  const scope = await auth.scope();
  if (!scope.all && !scope.storeIds.includes(cultivator.store_id)) throw invalid('cultivatePeopleId', '培养人须为您管辖门店的手艺人');
  if (cultivator.status !== 1) throw invalid('cultivatePeopleId', `${cultivator.real_name}不在职，不能担任培养人`);
  return cultivator.real_name;
}

/**
 * The deciding page's hooks for a kind: approval checks the application against the craftsman as
 * they are now (a later change may have overtaken it), and an approval whose date has come puts
 * the change in force in the same transaction.
 */
export function decideHooks(kind: GradeChangeKind) {
  return {
    async beforeTransition(trx: Kysely<Database>, record: Values, transition: TransitionDef) {
      if (transition.action !== 'approve') return;
      const found = await sql<{ real_name: string; level: string; price_grade: string; station: number; status: number }>`
        select real_name, level, price_grade, station, status from craftsman where id = ${record.craftsmanId as number} for update`.execute(trx);
      const craftsman = found.rows[0];
      if (!craftsman) throw refuse('手艺人不存在');
      if (craftsman.status === 4) throw refuse(`${craftsman.real_name}已离职，不能通过该申请`);
      if (kind === 'promotion') {
        const refusal = promotionRefusal(craftsman.level, record.toLevel as string);
        if (refusal) throw refuse(`${craftsman.real_name}：${refusal}`);
      } else if (kind === 'priceChange') {
        if (craftsman.price_grade === record.toGrade) throw refuse(`${craftsman.real_name}的价格等级已是${record.toGrade as string}`);
      } else if (craftsman.station === record.toStation) throw refuse(`${craftsman.real_name}的岗位已是${Station.labelOf(craftsman.station)}`);
    },
    async afterTransition(trx: Kysely<Database>, record: Values, transition: TransitionDef, { auth, request }: { auth: AuthContext; request: FastifyRequest }) {
      if (transition.action !== 'approve') return;
      await applyDueChanges(
        trx,
        kind,
        { userId: auth.userId, name: auth.name, api: request.routeOptions.url ?? request.url },
        { craftsmanId: record.craftsmanId as number },
      );
    },
  };
}
