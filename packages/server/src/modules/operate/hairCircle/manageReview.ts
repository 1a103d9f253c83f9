import { hairCirclePostReviewResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';

/**
 * /operate/hairCircle/manageReview: the review queue of posts (pending first). 通过 and 驳回 are the
 * declaration's steps, only from 待审核: the engine refuses another state in words and writes nothing.
 */
export function registerHairCircleReview(app: FastifyInstance): void {
  registerResource(app, hairCirclePostReviewResource);
}
