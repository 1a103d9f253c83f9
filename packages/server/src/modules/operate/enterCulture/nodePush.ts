import { nodePushResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from '../generalConfig/_shared/headOffice.js';
import { scheduleNodePushes } from './nodePush.sender.js';

/** A push needs a minute's margin: one set for "now" would be sent before anyone could cancel it. */
const MIN_LEAD_MS = 60_000;

/**
 * /operate/enterCulture/nodePush: scheduled pushes (head office's). A push's time is at least a
 * minute ahead when it is created or rescheduled (a past time is refused under the field, nothing
 * written); the scheduler sends it at its time; sent and cancelled pushes are no longer edited.
 */
export function registerNodePush(app: FastifyInstance): void {
  registerResource(
    app,
    nodePushResource,
    headOfficeHooks('节点推送', { createdBy: true }, async (values) => {
      if (values.pushAt !== undefined && Date.parse(String(values.pushAt)) < Date.now() + MIN_LEAD_MS)
        throw invalid('pushAt', '推送时间须晚于当前时间（至少提前1分钟）');
    }),
  );
  scheduleNodePushes(app);
}
