import { deliveryGoodsResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { headOfficeOnly } from './_shared/orders.js';

/**
 * /operate/delivery_goods/delivery_goods 配送商品列表: the retail goods from their declaration; only
 * head office creates, edits and shelves them; a goods names an enabled recommendation level.
 */
export function registerDeliveryGoods(app: FastifyInstance): void {
  registerResource(app, deliveryGoodsResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      await headOfficeOnly(auth, '配送商品');
      const row: Record<string, unknown> = values;
      if (values.levelId !== undefined && values.levelId !== null) {
        const level = await sql<{ status: number }>`select status from goods_recommend_level where id = ${values.levelId}`.execute(trx);
        if (!level.rows[0]) throw invalid('levelId', '推荐等级不存在');
        if (level.rows[0].status !== 1) throw invalid('levelId', '该推荐等级已停用，请选择其他等级');
      }
      if (mode === 'create') {
        row.createdBy = auth.name;
        row.status = 0;
      }
    },
    async beforeTransition(_trx, _record, _transition, { auth }) {
      await headOfficeOnly(auth, '配送商品');
    },
  });
}
