import type { ResourceDef } from '@salon/contract';
import type { ResourceHooks } from '../../../../engine/register.js';
import { refuse } from '../../../../core/errors.js';

/**
 * The hooks of point goods on a channel: only head office (all stores' data) creates or edits them,
 * the channel is the page's, new goods start off the shelf, their creator is written.
 */
export function pointsGoodsHooks(channel: 1 | 2): Pick<ResourceHooks<ResourceDef>, 'beforeWrite' | 'beforeTransition'> {
  return {
    async beforeWrite(values, { auth, mode }) {
      if (!(await auth.scope()).all) throw refuse('积分商品由总部统一管理：只有拥有全部门店数据权限的账号可以新增或修改');
      const row: Record<string, unknown> = values;
      if (mode === 'create') {
        row.channel = channel;
        row.createdBy = auth.name;
        row.status = 0;
      }
    },
    async beforeTransition(_trx, _record, _transition, { auth }) {
      if (!(await auth.scope()).all) throw refuse('积分商品由总部统一上下架');
    },
  };
}
