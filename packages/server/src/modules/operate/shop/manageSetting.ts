import { noonWithinBusinessHours, storeSettingResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';

/**
 * /operate/shop/manageSetting: one settings row per store from the declaration (list, detail,
 * update; no create or delete: migration 007's trigger gives every new store its row). The noon
 * break must lie within the store's business hours; the editor is recorded.
 */
export function registerStoreSettings(app: FastifyInstance): void {
  registerResource(app, storeSettingResource, {
    async beforeWrite(values, { trx, auth, id }) {
      const store = await trx
        .selectFrom('store_setting as x')
        .innerJoin('store as s', 's.id', 'x.store_id')
        .select(['s.business_start', 's.business_end'])
        .where('x.id', '=', id!)
        .executeTakeFirstOrThrow();
      const within = noonWithinBusinessHours(values.noonStart as string, values.noonEnd as string, store.business_start, store.business_end);
      if (within !== true) throw invalid('noonStart', `${within}`);
      values.updatedBy = auth.name;
    },
  });
}
