import { anomalyResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';

/** /operate/shop/anomaly: store anomalies from the declaration; the reporter is recorded, the time not in the future. */
export function registerAnomaly(app: FastifyInstance): void {
  registerResource(app, anomalyResource, {
    async beforeWrite(values, { auth }) {
      if (Date.parse(String(values.reportedAt)) > Date.now() + 5 * 60_000) throw invalid('reportedAt', '发生时间不能晚于现在');
      values.reporter = auth.name;
    },
  });
}
