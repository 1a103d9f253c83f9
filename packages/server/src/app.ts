import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuth, type Permission } from './core/auth.js';
import { IMPORT_FILE } from '@salon/contract';
import { errorReply } from './core/errorReply.js';
import { registerSecurityHeaders } from './core/securityHeaders.js';
import { BODY_LIMIT_BYTES } from './core/limits.js';
import type { Services } from './core/services.js';
import { registerPlatform } from './platform/index.js';
import { notFoundEnvelope } from './platform/notFound.js';
import { registerModules } from './modules/index.js';

export type App = ReturnType<typeof createFastify>;

export { BODY_LIMIT_BYTES } from './core/limits.js';

/** One registered route: what the route-table test and a routes report read. */
export interface RouteEntry {
  method: string;
  url: string;
  permission: Permission | undefined;
  /** The route's validation schemas as registered (zod: body, querystring, params). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
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
    // The client's address is the socket's unless TRUST_PROXY names the proxy in front (config.ts).
    // (a number is a hop count, which Fastify takes although its type does not say so)
    trustProxy: services.config.trustProxy as string | boolean,
    // No per-request info lines (they cost ~11% of throughput): ACCESS_LOG turns them on or samples
    // them (registerAccessLog); errors and warnings are always logged with the request id.
    logController: new LogController({ disableRequestLogging: true }),
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
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, permission: route.config?.permission, schema: route.schema });
  });
  return app;
}

/**
 * One line per answered request (method, url, status, milliseconds) when ACCESS_LOG asks for them:
 * all (1) or a sampled fraction; written after the answer went out (onResponse).
 */
function registerAccessLog(app: FastifyInstance, sample: number): void {
  if (sample <= 0) return;
  app.addHook('onResponse', (request, reply, done) => {
    if (sample >= 1 || Math.random() < sample)
      request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
}

export async function buildApp(services: Services, options: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  const app = createFastify(services, options.logger ?? false);
  registerSecurityHeaders(app as unknown as FastifyInstance, services.config);
  registerAccessLog(app as unknown as FastifyInstance, services.config.accessLogSample);

  app.setErrorHandler(errorReply);

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
