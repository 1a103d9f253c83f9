import { storeResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { invalid, refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';

/**
 * /operate/shop/manage: stores, from their declaration; the city follows the chosen district.
 * Stores are head office's to open (issue 11.13): only a user whose store-data authority covers
 * every store creates one; a store-scoped user (a store manager granted 新增门店) is refused, since
 * a new store lies outside every store list it holds. Editing stays within the user's stores.
 */
export function registerStores(app: FastifyInstance): void {
  registerResource(app, storeResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode === 'create' && !(await auth.scope()).all) throw refuse('新增门店须由总部办理：只有拥有全部门店数据权限的账号可以新增门店');
      if (values.districtId === undefined) return;
      const district = await trx
        .selectFrom('area')
        .select(['parent_id', 'level'])
        .where('id', '=', values.districtId as number)
        .executeTakeFirst();
      if (!district || district.level !== 2 || district.parent_id === null) throw invalid('districtId', '区域不存在');
      values.cityId = district.parent_id;
    },
  });
}
