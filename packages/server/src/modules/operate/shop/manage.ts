import { storeResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';

/** /operate/shop/manage: stores, from their declaration; the city follows the chosen district. */
export function registerStores(app: FastifyInstance): void {
  registerResource(app, storeResource, {
    async beforeWrite(values, { trx }) {
      if (values.district_id === undefined) return;
      const district = await trx
        .selectFrom('area')
        .select(['parent_id', 'level'])
        .where('id', '=', values.district_id as number)
        .executeTakeFirst();
      if (!district || district.level !== 2 || district.parent_id === null) throw refuse('districtId：区域不存在');
      values.city_id = district.parent_id;
    },
  });
}
