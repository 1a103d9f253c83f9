import { resetSupplierAccountPassword, supplierAccountResource, SUPPLIER_STATUS } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import { hashPassword } from '../../../core/passwords.js';
import { sealForSession } from '../../../core/secrets.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';

/** Letters and digits a generated password draws from (no 0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** A random 10-character password with an upper, a lower letter and a digit. */
export function generatePassword(): string {
  for (;;) {
    const pwd = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/[A-Z]/.test(pwd) && /[a-z]/.test(pwd) && /\d/.test(pwd)) return pwd;
  }
}

/**
 * /operate/store-prepare/supplierAccount 供应商账号, from its declaration: an account is added without a
 * password (set by 重置密码, answered once, kept as its hash); a supplier 已终止 gets no new account and
 * none enabled; the supplier's account count follows.
 */
export function registerSupplierAccount(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, supplierAccountResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const supplier = (await sql<{ status: number }>`select status from stpr_supplier where id = ${values.supplierId!} for update`.execute(trx)).rows[0];
      if (!supplier) throw invalid('supplierId', '供应商不存在');
      if (supplier.status === SUPPLIER_STATUS.terminated) throw invalid('supplierId', '已终止合作的供应商不能新增账号');
      const row: Record<string, unknown> = values;
      row.createdBy = auth.name;
      // The supplier is locked: its count moves with the row the engine inserts next, in this transaction.
      await sql`update stpr_supplier set account_count = account_count + 1 where id = ${values.supplierId!}`.execute(trx);
    },
    async beforeTransition(trx, record, transition) {
      if (transition.action !== 'enable') return;
      const supplier = (await sql<{ status: number }>`select status from stpr_supplier where id = ${record.supplierId}`.execute(trx)).rows[0];
      if (supplier?.status === SUPPLIER_STATUS.terminated) throw refuse('已终止合作的供应商，账号不能启用');
    },
  });

  registerEndpoint(app, resetSupplierAccountPassword, async ({ id }, { auth, request }) => {
    return db.transaction().execute(async (trx) => {
      const account = (
        await sql<{ account: string; enabled: number }>`select account, enabled from stpr_supplier_account where id = ${id} for update`.execute(trx)
      ).rows[0];
      if (!account) throw refuse('供应商账号不存在');
      if (account.enabled !== 1) throw refuse('账号已禁用，请先启用再重置密码');
      const password = generatePassword();
      await sql`update stpr_supplier_account set pwd_hash = ${await hashPassword(password)}, password_set = true, must_change_pwd = true,
          pwd_reset_at = now(), pwd_reset_by = ${auth.name}, updated_at = now() where id = ${id}`.execute(trx);
      await audit(trx, request, { action: 'resetPassword', table: 'stpr_supplier_account', recordId: id, after: { account: account.account } });
      // Sealed for the caller's session (the browser's request layer opens it): never plain text on the wire or in a log.
      return { id, account: account.account, password: sealForSession(auth.secret, password) };
    });
  });
}
