import {
  RefundCheckerOps,
  RefundCheckerPath,
  RefundCheckerSettingBody,
  selfCheckRefusal,
  type RefundCheckerSetting,
  type RefundRequester,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type Transaction } from 'kysely';
import { audit } from '../../../../core/audit.js';
import { requireAuth, type AuthContext } from '../../../../core/auth.js';
import { ok } from '../../../../core/envelope.js';
import { refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Head office's refund threshold (yuan): refunds of this amount or more need a second person. */
export async function refundCheckerThreshold(db: Db): Promise<string> {
  const row = await sql<{ threshold: string }>`select refund_checker_threshold as threshold from finance_setting where id = 1`.execute(db);
  // The migration writes the row; without it, the strictest rule.
  return row.rows[0]?.threshold ?? '0.00';
}

/**
 * Refuses a step (审核, 确认退款) of a refund the user asked for themselves, when its amount is at
 * or above the threshold (maker-checker, contract _shared/refundChecker.ts). Called inside the
 * step's transaction, after the refund's row is locked.
 */
export async function assertSecondPerson(db: Db, step: 'approve' | 'complete', amount: string, requester: RefundRequester, auth: AuthContext): Promise<void> {
  const refusal = selfCheckRefusal(step, amount, await refundCheckerThreshold(db), requester, { id: auth.userId, name: auth.name });
  if (refusal) throw refuse(refusal);
}

/** The refund checker's setting: read by every page that offers refund steps, changed by head office (订单列表's 退款复核设置). */
export function registerRefundChecker(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  const read = async (database: Db): Promise<RefundCheckerSetting> => {
    const row = await sql<{ threshold: string; updated_by: string | null; updated_at: Date | null }>`
      select refund_checker_threshold as threshold, updated_by, updated_at from finance_setting where id = 1`.execute(database);
    const found = row.rows[0];
    return {
      threshold: found?.threshold ?? '0.00',
      updatedBy: found?.updated_by ?? null,
      updatedAt: found?.updated_at ? new Date(found.updated_at).toISOString() : null,
    };
  };

  app.get(RefundCheckerPath.setting, { config: { permission: { signedIn: true } } }, async () => ok(await read(db)));

  app.post(RefundCheckerPath.update, { config: { permission: { op: RefundCheckerOps.edit } }, schema: { body: RefundCheckerSettingBody } }, async (request) => {
    const auth = requireAuth(request);
    if (!(await auth.scope()).all) throw refuse('退款复核设置仅限总部修改');
    const threshold = request.body.threshold;
    const result = await db.transaction().execute(async (trx) => {
      const before = await read(trx);
      await sql`insert into finance_setting (id, refund_checker_threshold, updated_by, updated_at) values (1, ${threshold}, ${auth.name}, now())
        on conflict (id) do update set refund_checker_threshold = excluded.refund_checker_threshold, updated_by = excluded.updated_by, updated_at = now()`.execute(
        trx,
      );
      const after = await read(trx);
      await audit(trx, request, {
        action: 'update',
        table: 'finance_setting',
        recordId: 1,
        before: { refundCheckerThreshold: before.threshold },
        after: { refundCheckerThreshold: after.threshold },
      });
      return after;
    });
    return ok(result);
  });
}
