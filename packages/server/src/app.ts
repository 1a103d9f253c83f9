import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { IMPORT_FILE, RetCode, RetMsg } from '@salon/contract';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuth, type Permission } from './core/auth.js';
import { failure } from './core/envelope.js';
import { AppError } from './core/errors.js';
import type { Services } from './core/services.js';
import { registerPlatform } from './platform/index.js';
import { notFoundEnvelope } from './platform/notFound.js';
import { registerModules } from './modules/index.js';

export type App = ReturnType<typeof createFastify>;

/** The largest request body (JSON or form) the API reads; multipart uploads have their own limits. */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const BODY_LIMIT_TEXT = `${BODY_LIMIT_BYTES / 1024 / 1024}MB`;

/** One registered route: what the route-table test and a routes report read. */
export interface RouteEntry {
  method: string;
  url: string;
  permission: Permission | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (filled by an onRoute hook before any route exists). */
    routeTable: RouteEntry[];
  }
}

function createFastify(services: Services, logger: boolean | object) {
  let counter = 0;
  const app = Fastify({
    logger,
    trustProxy: false,
    // A GET must never be callable as HEAD: some GETs change data (spec paths such as userDisable).
    exposeHeadRoutes: false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => `${Date.now().toString(36)}-${(counter++).toString(36)}`,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('services', services);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, permission: route.config?.permission });
  });
  return app;
}

/** Names the first invalid field: "password：密码长度必须6-16位". */
function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field =
      first.instancePath.replace(/^\//, '').replace(/\//g, '.') || (first.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '参数';
    return `${field}：${first.message}`;
  }
  return `参数错误：${error.message}`;
}

/** PostgreSQL error codes a concurrent write can meet, answered as refusals (000001). */
const DATABASE_CONFLICTS: Record<string, string> = {
  '23503': RetMsg.CONFLICT, // foreign_key_violation
  '23505': RetMsg.DUPLICATE, // unique_violation
  '40001': RetMsg.RETRY, // serialization_failure
  '40P01': RetMsg.RETRY, // deadlock_detected
};

export async function buildApp(services: Services, options: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  const app = createFastify(services, options.logger ?? false);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(200).send({ ...failure(error.retCode, error.message), result: error.result });
    }
    if (
      error.validation ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))
    ) {
      return reply.status(200).send(failure(RetCode.INVALID, error.validation ? validationMessage(error) : `参数错误：请求体格式不正确`));
    }
    // Too large is invalid input like any other: HTTP 200, 000006, naming the limit.
    if (error.statusCode === 413) {
      const message =
        error.code === 'FST_REQ_FILE_TOO_LARGE' ? `文件过大：单个文件不能超过${IMPORT_FILE.maxMb}MB` : `请求内容过大：请求体不能超过${BODY_LIMIT_TEXT}`;
      return reply.status(200).send(failure(RetCode.INVALID, message));
    }
    // A write that met a concurrent one (the database's own constraints caught it): refused, the
    // transaction rolled back, so nothing of it is kept.
    const conflict = DATABASE_CONFLICTS[(error as { code?: string }).code ?? ''];
    if (conflict) {
      request.log.warn({ err: error, requestId: request.id }, 'write refused by a database constraint');
      return reply.status(200).send(failure(RetCode.REFUSED, conflict));
    }
    request.log.error({ err: error, requestId: request.id }, 'unexpected error');
    return reply.status(200).send(failure(RetCode.UNEXPECTED, `${RetMsg.UNEXPECTED}（请求编号 ${request.id}）`, { requestId: request.id }));
  });

  // Multipart uploads (imports, files), registered once: one file of at most 5 MB unless a
  // route asks for other limits (request.parts({ limits }) or config.multipartOptions).
  await app.register(fastifyMultipart, { limits: { files: 1, fileSize: IMPORT_FILE.maxBytes, fields: 50, fieldSize: 64 * 1024, parts: 60 } });

  await app.register(
    async (api) => {
      registerAuth(api as unknown as FastifyInstance);
      registerPlatform(api as unknown as FastifyInstance);
      registerModules(api as unknown as FastifyInstance);
      // An unknown /api path is an answered call too: HTTP 200, 000001 接口不存在.
      api.setNotFoundHandler((request, reply) => reply.status(200).send(notFoundEnvelope(request)));
    },
    { prefix: '/api' },
  );

  const dist = services.config.webDist;
  if (dist && fs.existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      setHeaders(res, filePath) {
        if (filePath.endsWith('index.html') || filePath.endsWith('version.json')) res.header('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
      preCompressed: true,
    });
    // Console paths are the single-page app's; the rest are not found.
    app.setNotFoundHandler((request, reply) => {
      const api = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
      if (request.method === 'GET' && !api) return reply.sendFile('index.html');
      return reply.status(api ? 200 : 404).send(notFoundEnvelope(request));
    });
  }
  return app as unknown as FastifyInstance;
}
