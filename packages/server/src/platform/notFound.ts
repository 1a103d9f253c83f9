import { RetCode, RetMsg, type Envelope } from '@salon/contract';
import type { FastifyRequest } from 'fastify';
import { failure } from '../core/envelope.js';
import { AppError } from '../core/errors.js';

/**
 * The answer to an /api path that does not exist (HTTP 200 like every answered call, 000001):
 * "接口不存在：GET /api/no/such" (the query string left out). Routes that exist only for some
 * callers (the loopback dev routes) refuse everyone else with exactly this answer.
 */
export const notFoundMessage = (request: Pick<FastifyRequest, 'method' | 'url'>) => `${RetMsg.NOT_FOUND}：${request.method} ${request.url.split('?')[0]}`;

export const notFoundEnvelope = (request: Pick<FastifyRequest, 'method' | 'url'>): Envelope<unknown> => failure(RetCode.REFUSED, notFoundMessage(request));

export const notFoundError = (request: Pick<FastifyRequest, 'method' | 'url'>) => new AppError(RetCode.REFUSED, notFoundMessage(request));
