import crypto from 'node:crypto';
import { REDEEM_CODE_ALPHABET, REDEEM_CODE_LENGTH, redeemBatchOptions, redeemBatchResource, redeemCode, redeemCodeResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { audit } from '../../../core/audit.js';
import type { AuthContext } from '../../../core/auth.js';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { col } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { assertHeadOffice, COUPON_SOURCE, customerByMobile, issueCoupons, templateInScope, type Trx } from './_shared/coupons.js';

/** `n` random codes of the redeem alphabet (32 letters and digits: 5 bits a character, 60 bits a code). */
export function randomCodes(n: number): string[] {
  const bytes = crypto.randomBytes(n * REDEEM_CODE_LENGTH);
  const codes: string[] = [];
  for (let i = 0; i < n; i++) {
    let code = '';
    for (let k = 0; k < REDEEM_CODE_LENGTH; k++) code += REDEEM_CODE_ALPHABET[bytes[i * REDEEM_CODE_LENGTH + k] % REDEEM_CODE_ALPHABET.length];
    codes.push(code);
  }
  return codes;
}

/**
 * A batch's codes, unique among every code ever made (the unique index says so): inserted in
 * chunks, a code already taken skipped and drawn again until the batch holds `quantity`.
 */
export async function generateCodes(trx: Trx, batchId: number, quantity: number): Promise<number> {
  let made = Number((await sql<{ n: number }>`select count(*)::int as n from redeem_code where batch_id = ${batchId}`.execute(trx)).rows[0].n);
  for (let round = 0; made < quantity; round++) {
    if (round > 20) throw new Error(`redeem batch ${batchId}: could not draw unique codes`);
    const codes = randomCodes(Math.min(quantity - made, 2000));
    const inserted =
      await sql`insert into redeem_code (batch_id, code) select ${batchId}, c from unnest(${codes}::text[]) as c on conflict (code) do nothing`.execute(trx);
    made += Number(inserted.numAffectedRows ?? 0);
  }
  return made;
}

/** A store user sees the batches (and codes) of the templates of its stores. */
const batchInScope = (auth: AuthContext, templateRef: RawBuilder<unknown>) =>
  sql`exists (select 1 from coupon_template ct where ct.id = ${templateRef} and ${templateInScope(auth, 'ct')})`;

/**
 * /operate/marketing/codeConfige 兑换码配置: batches of redeem codes (head office writes them; 生成兑换码
 * makes the N unique codes in the step's transaction), every code with who redeemed it, and 代客兑换:
 * the code locked, redeemable once, the batch's coupon issued by the coupon rules.
 */
export function registerCodeConfig(app: FastifyInstance): void {
  const { db, vault } = app.services;

  registerResource(app, redeemBatchResource, {
    conditions: ({ auth }) => [batchInScope(auth, col('template_id'))],
    async beforeWrite(values, { trx, auth, mode }) {
      await assertHeadOffice(auth, '兑换码须由总部创建和修改');
      if (mode !== 'create') return;
      const template = (await sql<{ id: number }>`select id from coupon_template where id = ${values.templateId}`.execute(trx)).rows[0];
      if (!template) throw invalid('templateId', '优惠券不存在');
      const row: Record<string, unknown> = values;
      row.batchNo = (
        await sql<{
          no: string;
        }>`select 'RB' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('redeem_batch_no_seq')::text, 4, '0') as no`.execute(trx)
      ).rows[0].no;
      values.createdBy = auth.name;
    },
    async beforeTransition(trx, record, transition, { auth }) {
      await assertHeadOffice(auth, '兑换码须由总部创建和修改');
      if (transition.action === 'stop') return;
      const template = (await sql<{ status: number; name: string }>`select status, name from coupon_template where id = ${record.templateId}`.execute(trx))
        .rows[0];
      if (template.status !== 1) throw refuse(`优惠券「${template.name}」未上线，请先上线优惠券再${transition.label}`);
    },
    async afterTransition(trx, record, transition) {
      if (transition.action !== 'generate') return;
      await generateCodes(trx, record.id, record.quantity);
      await sql`update redeem_code_batch set generated_at = now() where id = ${record.id}`.execute(trx);
    },
  });

  registerResource(app, redeemCodeResource, {
    conditions: ({ auth }) => [batchInScope(auth, sql`(select b.template_id from redeem_code_batch b where b.id = ${col('batch_id')})`)],
  });

  registerEndpoint(app, redeemBatchOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select b.id, b.batch_no || ' ' || b.name as name from redeem_code_batch b
      where b.status <> 0 and ${batchInScope(auth, sql`b.template_id`)} order by b.id desc`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, redeemCode, async (body, { auth, request }) => {
    await assertHeadOffice(auth, '代客兑换须由总部办理');
    if (body.storeId) await auth.assertStore(body.storeId);
    return db.transaction().execute(async (trx) => {
      // The code locked until the end: a second redemption of it waits, then finds it redeemed.
      const code = (
        await sql<{
          id: number;
          status: number;
          batch_id: number;
          batch_status: number;
          template_id: number;
          redeem_start: string;
          redeem_end: string;
          today: string;
        }>`
          select c.id, c.status, c.batch_id, b.status as batch_status, b.template_id, b.redeem_start::text as redeem_start, b.redeem_end::text as redeem_end,
            ((now() at time zone 'Asia/Shanghai')::date)::text as today
          from redeem_code c join redeem_code_batch b on b.id = c.batch_id where c.code = ${body.code} for update of c`.execute(trx)
      ).rows[0];
      if (!code) throw refuse(`兑换码 ${body.code} 不存在`);
      if (code.status === 1) throw refuse(`兑换码 ${body.code} 已兑换，不能重复兑换`);
      if (code.status === 2) throw refuse(`兑换码 ${body.code} 已作废`);
      if (code.batch_status !== 1) throw refuse(`兑换码 ${body.code} 所在批次已停用`);
      if (code.today < code.redeem_start) throw refuse(`兑换码 ${body.code} 未到兑换时间（${code.redeem_start} 起）`);
      if (code.today > code.redeem_end) throw refuse(`兑换码 ${body.code} 已过兑换期（${code.redeem_end} 止）`);
      const customer = await customerByMobile(trx, vault, body.mobile);
      const [coupon] = await issueCoupons(trx, {
        templateId: code.template_id,
        customerId: customer.id,
        storeId: body.storeId ?? null,
        quantity: 1,
        source: COUPON_SOURCE.redeemCode,
        sourceId: Number(code.id),
        operator: auth.name,
      });
      await sql`update redeem_code set status = 1, customer_id = ${customer.id}, coupon_instance_id = ${coupon.id}, redeem_store_id = ${body.storeId ?? null},
          redeemed_at = now(), redeemed_by = ${auth.name} where id = ${code.id}`.execute(trx);
      const name = (await sql<{ coupon_name: string }>`select coupon_name from coupon_instance where id = ${coupon.id}`.execute(trx)).rows[0].coupon_name;
      await audit(trx, request, {
        action: 'transition:redeem',
        table: 'redeem_code',
        recordId: code.id,
        before: { status: 0 },
        after: { status: 1, customerId: customer.id, couponNo: coupon.couponNo, remark: body.remark ?? null },
      });
      await audit(trx, request, {
        action: 'create',
        table: 'coupon_instance',
        recordId: coupon.id,
        after: { couponNo: coupon.couponNo, templateId: code.template_id, customerId: customer.id, source: COUPON_SOURCE.redeemCode, redeemCode: body.code },
      });
      return { code: body.code, customerName: customer.name, couponNo: coupon.couponNo, couponName: name, validTo: coupon.validTo };
    });
  });
}
