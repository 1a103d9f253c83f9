import { envelopeSchema, RetCode, type AnyEndpoint, type EndpointParsed, type EndpointResult } from '@salon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, type AuthContext } from '../core/auth.js';
import { ok } from '../core/envelope.js';

/** What a handler gets beside its input: the signed-in user (null on a public endpoint), the request and the reply. */
export interface EndpointContext<E extends AnyEndpoint> {
  auth: E['permission'] extends { public: true } ? null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends AnyEndpoint> = (input: EndpointParsed<E>, context: EndpointContext<E>) => Promise<EndpointResult<E>>;

/**
 * The answer as the wire carries it: a success through the endpoint's envelope schema (unknown
 * keys left out, dates as ISO text); a refusal (any other code) as it is. An answer the schema
 * refuses is a bug: it throws, and the error handler answers 999999 and logs it.
 */
export function serializeAnswer(envelope: z.ZodType, data: unknown, where: string): string {
  if (!data || typeof data !== 'object' || (data as { retCode?: unknown }).retCode !== RetCode.SUCCESS) return JSON.stringify(data);
  const encoded = z.safeEncode(envelope, data);
  if (!encoded.success) throw new Error(`${where}: the answer does not match its result schema: ${z.prettifyError(encoded.error)}`);
  return JSON.stringify(encoded.data);
}

/**
 * Registers the handler of a declared endpoint (contract `defineEndpoint`): its path, method and
 * permission; the input schema validates the query (GET) or body (POST) and types the handler's
 * input (000006 naming the field); the handler answers the result (a paged list: `{ result, page }`),
 * which goes out in the envelope, serialised by the result schema. The route's schema (input,
 * answer, summary) is what /api/docs documents.
 */
export function registerEndpoint<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void {
  const envelope = envelopeSchema(endpoint);
  const where = `${endpoint.method} ${endpoint.path}`;
  const isPublic = 'public' in endpoint.permission;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { permission: endpoint.permission },
    schema: {
      [endpoint.method === 'GET' ? 'querystring' : 'body']: endpoint.input,
      response: { 200: envelope },
      summary: endpoint.summary,
    },
    serializerCompiler: () => (data) => serializeAnswer(envelope, data, where),
    handler: async (request, reply) => {
      const auth = (isPublic ? (request.auth ?? null) : requireAuth(request)) as EndpointContext<E>['auth'];
      const input = (endpoint.method === 'GET' ? request.query : request.body) as EndpointParsed<E>;
      const answer = await handler(input, { auth, request, reply });
      if (!endpoint.paged) return ok(answer);
      const { result, page } = answer as { result: unknown; page: Parameters<typeof ok>[1] };
      return ok(result, page);
    },
  });
}
