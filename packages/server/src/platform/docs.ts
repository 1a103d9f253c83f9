import fs from 'node:fs';
import { fastifySwagger } from '@fastify/swagger';
import {
  API_DOCS_PATH,
  IMPLEMENTED_PAGES,
  MODULES,
  PagePath,
  resourceEndpoints,
  RESOURCES,
  ROUTES,
  type ExportTicket,
  type ResourceDef,
} from '@salon/contract';
import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { requireAuth, type Permission } from '../core/auth.js';
import { ok } from '../core/envelope.js';
import { API_POLICY } from '../core/securityHeaders.js';

/**
 * The API documented from its own schemas (OpenAPI 3, @fastify/swagger with fastify-type-provider-zod's
 * jsonSchemaTransform): every route of /api with its method, permission (`x-permission`, and in
 * words in the description), input schemas (a declaration's list, form and transition schemas, a
 * hand-written route's zod schemas) and, for declared endpoints (`defineEndpoint`), the answer's
 * envelope; grouped (tags) by the menu module of the page the permission names.
 *
 * Served to signed-in holders of 角色管理 (/system/manage/role): who may read the API's shape is
 * who grants roles their pages and operation codes (the spec's catalogue has no developer page).
 * - GET /api/docs/openapi.json: the document (with the usual headers, or a ticket);
 * - POST /api/docs then GET /api/docs?ticket=…: a plain HTML list by module, for a browser window
 *   (a window cannot send the `attachment` and `at` headers: the ticket stands in, as for exports).
 */
export const { html: DOCS_PATH, openapi: OPENAPI_PATH } = API_DOCS_PATH;
export const DOCS_PERMISSION: Permission = { menu: PagePath.role };

/** What a route of the document is permitted by, as the route table declares it. */
const permissionOf = (route: RouteOptions): Permission | undefined => route.config?.permission;

/** The pages' modules, by page path and by operation code. */
function moduleIndex() {
  const moduleOfPage = new Map<string, string>();
  for (const route of ROUTES) moduleOfPage.set(route.path, MODULES.find((m) => m.key === route.module)?.title ?? route.module);
  const pageOfOp = new Map<string, string>();
  for (const page of IMPLEMENTED_PAGES) for (const op of page.operations) pageOfOp.set(op.code, page.path);
  return { moduleOfPage, pageOfOp };
}

/** The tag of a route: the module of the page its permission names; sign-in, reference data and files otherwise. */
export const PLATFORM_TAG = '平台（登录、参考数据、文件）';

/** What an engine route does, by its place in a declaration's endpoints. */
const ENGINE_VERBS: Record<keyof ReturnType<typeof resourceEndpoints>, string> = {
  list: '列表（筛选、排序、分页）',
  detail: '详情',
  create: '新增',
  update: '修改',
  remove: '删除',
  transition: '状态变更（按工作流）',
  export: '导出 xlsx（POST 取导出凭证，GET 凭 ticket 下载）',
  import: '导入 xlsx（multipart）',
  importTemplate: '导入模板',
  reveal: '查看完整号码（审计）',
};

/** Summaries of the engine's routes, from the declarations: '门店：列表（筛选、排序、分页）'. */
function engineSummaries(resources: readonly ResourceDef[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const def of resources) {
    const ep = resourceEndpoints(def);
    for (const [verb, endpoint] of Object.entries(ep) as [keyof typeof ep, { path: string; method: string }][]) {
      const summary = `${def.title}：${ENGINE_VERBS[verb]}`;
      out.set(`${endpoint.method} ${endpoint.path}`, summary);
      // Exports and imports answer on both methods (the ticket POST, the download GET).
      if (verb === 'export') out.set(`POST ${endpoint.path}`, summary);
    }
  }
  return out;
}

const permissionText = (p: Permission | undefined, pageTitle: (path: string) => string | undefined) => {
  if (!p) return '未声明权限（拒绝）';
  if ('public' in p) return '公开（按地址限流）';
  if ('signedIn' in p) return `已登录${p.firstLogin ? '（首次登录未改密码也可）' : ''}`;
  if ('menu' in p) return `菜单 ${p.menu}（${pageTitle(p.menu) ?? '—'}）`;
  return `操作权限 ${p.op}`;
};

/** The answer of a route without a declared result: the envelope, `result` left open. */
const ENVELOPE: OpenAPIV3.SchemaObject = {
  type: 'object',
  description: '统一应答信封（HTTP 200）：retCode 000000 成功，000001 业务拒绝，000006 参数错误（result.fields 逐项说明），50120 登录失效…',
  properties: { retCode: { type: 'string' }, retMsg: { type: 'string' }, result: {}, page: { type: 'object' } },
  required: ['retCode', 'retMsg'],
};

const ZOD_PARTS = ['body', 'querystring', 'params', 'headers', 'response'] as const;

/** @fastify/swagger's transform: zod schemas to JSON Schema (jsonSchemaTransform), then the permission, the tag and a summary. */
function transformFor(summaries: Map<string, string>) {
  const { moduleOfPage, pageOfOp } = moduleIndex();
  const pageTitle = (path: string) => ROUTES.find((r) => r.path === path)?.title;
  const tagOf = (p: Permission | undefined) => {
    const page = p && ('menu' in p ? p.menu : 'op' in p ? pageOfOp.get(p.op) : undefined);
    return (page && moduleOfPage.get(page)) ?? PLATFORM_TAG;
  };
  return (document: Parameters<typeof jsonSchemaTransform>[0]) => {
    const route = (document as unknown as { route: RouteOptions }).route;
    const schema = (document.schema ?? {}) as Record<string, unknown>;
    // Only zod schemas go through the zod transform; anything else is kept as written.
    const zodPart: Record<string, unknown> = {};
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(schema)) {
      if ((ZOD_PARTS as readonly string[]).includes(key) && !(value instanceof z.core.$ZodType) && !(key === 'response' && isZodResponse(value)))
        kept[key] = value;
      else zodPart[key] = value;
    }
    const transformed = jsonSchemaTransform({ ...document, schema: zodPart } as Parameters<typeof jsonSchemaTransform>[0]);
    const permission = permissionOf(route);
    const methods = [route.method].flat().join('/');
    const url = document.url.replace(/^\/api/, '');
    // Its own summary, a declaration's, else the title of the page it belongs to (none for platform routes).
    const summary =
      (schema.summary as string | undefined) ?? summaries.get(`${methods} ${url}`) ?? pageTitle((permission && 'menu' in permission && permission.menu) || '');
    const download = route.config?.exportTicket === true;
    return {
      url: transformed.url,
      schema: {
        ...transformed.schema,
        ...kept,
        ...(summary ? { summary } : {}),
        description: `权限：${permissionText(permission, pageTitle)}`,
        tags: [tagOf(permission)],
        'x-permission': permission ?? null,
        ...(permission && 'public' in permission ? { security: [] } : {}),
        ...(transformed.schema?.response || kept.response
          ? {}
          : {
              response: download
                ? {
                    200: {
                      description: 'xlsx 文件（凭证不符或无权限时为统一应答信封）',
                      content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } },
                    },
                  }
                : { 200: { description: '统一应答信封', ...ENVELOPE } },
            }),
      },
    };
  };
}

const isZodResponse = (value: unknown) =>
  !!value && typeof value === 'object' && Object.values(value as Record<string, unknown>).every((v) => v instanceof z.core.$ZodType);

/** The server's version, for the document's info. */
const version = (() => {
  try {
    return (JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
})();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The parameter names of an operation (query and path parameters, body properties), required ones marked with *. */
function inputNames(operation: OpenAPIV3.OperationObject): string[] {
  const names: string[] = [];
  for (const p of (operation.parameters ?? []) as OpenAPIV3.ParameterObject[]) names.push(`${p.name}${p.required ? '*' : ''}`);
  const body = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
  const required = new Set(body?.required ?? []);
  for (const name of Object.keys(body?.properties ?? {})) names.push(`${name}${required.has(name) ? '*' : ''}`);
  return names;
}

/** The HTML viewer: every operation by module (tag), with method, path, summary, permission and input names. No script, no CDN. */
export function docsHtml(document: OpenAPIV3.Document, jsonHref: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? PLATFORM_TAG;
      const row = `<tr><td class="m ${method}">${method.toUpperCase()}</td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td><td>${escapeHtml(
        (op.description ?? '').replace(/^权限：/, ''),
      )}</td><td class="in">${escapeHtml(inputNames(op).join(', '))}</td></tr>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag]
    .sort(([a], [b]) => (a === PLATFORM_TAG ? -1 : b === PLATFORM_TAG ? 1 : a.localeCompare(b, 'zh-CN')))
    .map(
      ([tag, rows]) =>
        `<h2>${escapeHtml(tag)} <small>${rows.length}</small></h2><table><thead><tr><th>方法</th><th>路径</th><th>说明</th><th>权限</th><th>参数（* 必填）</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
  const count = [...byTag.values()].reduce((n, rows) => n + rows.length, 0);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title><style>
body{font:14px/1.5 system-ui,"Noto Sans CJK SC",sans-serif;margin:24px;color:#222}h1{font-size:20px}h2{font-size:16px;margin-top:28px}small{color:#888;font-weight:normal}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #e5e5e5;padding:4px 8px;text-align:left;vertical-align:top}th{background:#fafafa}
td.m{font:12px monospace;width:48px}td.get{color:#1677ff}td.post{color:#389e0d}code{font-size:12px}td.in{font:12px monospace;color:#555;max-width:360px}
</style></head><body><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)} · ${count} 个接口</small></h1>
<p>每个接口的权限、参数与应答见 <a href="${escapeHtml(jsonHref)}">OpenAPI 文档（JSON）</a>。应答均为 HTTP 200 的统一信封 {retCode, retMsg, result}。</p>
${sections.join('\n')}</body></html>`;
}

/** The docs page's own policy: the API's, with its inline style allowed (still no script). */
const DOCS_HTML_POLICY = API_POLICY.replace("default-src 'none'", "default-src 'none'; style-src 'unsafe-inline'");

/**
 * Documents every /api route registered after it (call first in the API's context: it hooks route
 * registration) and registers the docs routes.
 */
export function registerDocs(app: FastifyInstance): void {
  // @fastify/swagger on this context directly (not through register(), which would load it after
  // the routes were added): its onRoute hook sees every route of /api from here on.
  fastifySwagger(
    app,
    {
      openapi: {
        openapi: '3.0.3',
        info: { title: '连锁门店管理后台 API', version, description: '由路由的 zod 模式与资源、报表声明生成。' },
        components: {
          securitySchemes: {
            attachment: { type: 'apiKey', in: 'header', name: 'attachment', description: '登录令牌' },
            at: { type: 'apiKey', in: 'header', name: 'at', description: '用会话密钥加密的 {userId, appId, ts}' },
          },
        },
        security: [{ attachment: [], at: [] }],
      },
      transform: transformFor(engineSummaries(RESOURCES)),
    },
    (error) => {
      if (error) throw error;
    },
  );
  const document = () => (app as unknown as { swagger(): OpenAPIV3.Document }).swagger();
  const config = { permission: DOCS_PERMISSION, exportTicket: true };
  const ticket = z.object({ ticket: z.string().min(20, '请从页面打开接口文档').max(100) });

  app.get(OPENAPI_PATH, { config, schema: { summary: 'OpenAPI 3 文档（JSON）' } }, async (_request, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(document()));
  });

  // A window's ticket (as an export's): the POST with the usual headers, then the GET with ?ticket=.
  for (const path of [DOCS_PATH, OPENAPI_PATH])
    app.post(path, { config: { permission: DOCS_PERMISSION }, schema: { summary: '接口文档的打开凭证（在新窗口打开 GET 时用）' } }, async (request) => {
      const auth = requireAuth(request);
      const issued = app.exportTickets.issue({ userId: auth.userId, sessionId: auth.sessionId, url: `/api${path}`, params: {}, routepath: null });
      return ok<ExportTicket>({ ticket: issued.ticket, expiresAt: issued.expiresAt.toISOString() });
    });

  app.get(DOCS_PATH, { config, schema: { querystring: ticket, summary: '接口文档（按模块列出的 HTML 页）' } }, async (request, reply: FastifyReply) => {
    const auth = requireAuth(request);
    // The page links the JSON with a ticket of its own (single-use, 60 s).
    const json = app.exportTickets.issue({ userId: auth.userId, sessionId: auth.sessionId, url: `/api${OPENAPI_PATH}`, params: {}, routepath: null });
    reply.header('content-security-policy', DOCS_HTML_POLICY).header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(docsHtml(document(), `/api${OPENAPI_PATH}?ticket=${encodeURIComponent(json.ticket)}`));
  });
}
