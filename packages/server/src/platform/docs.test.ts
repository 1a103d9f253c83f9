import { formatParamUrl } from '@fastify/swagger';
import {
  businessDailyReport,
  PagePath,
  reportEndpoints,
  RetCode,
  RetMsg,
  storeResource,
  storeTransactionPendingCount,
  type ExportTicket,
  type FieldDef,
} from '@salon/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, ok, openTestApp, request, type Session, type TestApp } from '../test/harness.js';
import { DOCS_PATH, OPENAPI_PATH } from './docs.js';

/**
 * /api/docs: the whole API (declared and hand-written routes) as one OpenAPI 3 document from the
 * routes' own schemas, valid against the OpenAPI 3.0 JSON schema, with every registered route, its
 * method and its permission; the HTML list by module for a browser window (with a ticket); both
 * only for holders of 角色管理.
 */
let t: TestApp;
let admin: Session;
let area01: Session;
let document: OpenAPIV3.Document;

type Operation = OpenAPIV3.OperationObject & { 'x-permission'?: unknown };
const operation = (method: string, url: string) => (document.paths[formatParamUrl(url)] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  area01 = await login(t.app, DEMO.area01.account, DEMO.area01.pwd);
  const { statusCode, body } = await request(t.app, admin, 'GET', OPENAPI_PATH, undefined, { routepath: PagePath.role });
  expect(statusCode).toBe(200);
  document = JSON.parse(body) as OpenAPIV3.Document;
});
afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3', async () => {
    expect(document.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every registered /api route with its method and permission', () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes.filter((r) => !operation(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const wrong = routes.filter((r) => JSON.stringify(operation(r.method, r.url)!['x-permission']) !== JSON.stringify(r.permission));
    expect(wrong.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // And nothing else: as many operations as routes.
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.keys(item ?? {}).filter((k) => ['get', 'post', 'put', 'delete', 'patch'].includes(k)),
    );
    expect(operations).toHaveLength(routes.length);
  });

  it("documents a declaration's routes from its schemas: the list's filters, named by the declaration", () => {
    const list = operation(storeResource.api.list.method, `/api${storeResource.api.list.path}`)!;
    expect(list.summary).toBe(`${storeResource.title}：列表（筛选、排序、分页）`);
    expect(list.tags).toEqual(['运营管理']);
    expect(list['x-permission']).toEqual({ menu: storeResource.page });
    const filters = (storeResource.fields as readonly FieldDef[]).filter((f) => f.filter === 'eq' || f.filter === 'like').map((f) => f.key);
    const body = list.requestBody as OpenAPIV3.RequestBodyObject | undefined;
    const names = body
      ? Object.keys((body.content['application/json'].schema as OpenAPIV3.SchemaObject).properties ?? {})
      : (list.parameters as OpenAPIV3.ParameterObject[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining([...filters, 'pageNum', 'pageSize']));
  });

  it("documents a declared endpoint's input and answer (a report's list)", () => {
    const ep = reportEndpoints(businessDailyReport).list;
    const list = operation(ep.method, `/api${ep.path}`)!;
    expect(list.summary).toBe(ep.summary);
    expect(list.tags).toEqual(['数据分析']);
    const body = (list.requestBody as OpenAPIV3.RequestBodyObject).content['application/json'].schema as OpenAPIV3.SchemaObject;
    expect(Object.keys(body.properties!)).toEqual(expect.arrayContaining(['bizDateStart', 'bizDateEnd', 'storeId', 'districtId', 'payMethod']));
    const answer = (list.responses['200'] as OpenAPIV3.ResponseObject).content!['application/json'].schema as OpenAPIV3.SchemaObject;
    const result = answer.properties!.result as OpenAPIV3.SchemaObject;
    const row = (result.properties!.rows as OpenAPIV3.ArraySchemaObject).items as OpenAPIV3.SchemaObject;
    expect(Object.keys(row.properties!)).toEqual([...businessDailyReport.dimensions, ...businessDailyReport.measures].map((c) => c.key));
    expect(row.properties!.orderCount).toMatchObject({ type: 'integer' });
  });

  it("documents a converted hand-written route's answer (a menu badge's count)", () => {
    const badge = operation(storeTransactionPendingCount.method, `/api${storeTransactionPendingCount.path}`)!;
    expect(badge.summary).toBe(storeTransactionPendingCount.summary);
    const answer = (badge.responses['200'] as OpenAPIV3.ResponseObject).content!['application/json'].schema as OpenAPIV3.SchemaObject;
    expect(answer.properties!.result).toMatchObject({ type: 'integer', minimum: 0 });
  });

  it('is for holders of 角色管理 only', async () => {
    expect((await call(t.app, null, 'GET', OPENAPI_PATH)).retCode).toBe(RetCode.TOKEN_INVALID);
    expect(await call(t.app, area01, 'GET', OPENAPI_PATH)).toMatchObject({ retCode: RetCode.REFUSED, retMsg: RetMsg.FORBIDDEN });
    expect(await call(t.app, area01, 'POST', DOCS_PATH, {})).toMatchObject({ retCode: RetCode.REFUSED, retMsg: RetMsg.FORBIDDEN });
  });
});

describe('the HTML list', () => {
  it('opens in a window with a ticket: every module with its routes, and a link to the JSON that works once', async () => {
    const { ticket } = await ok<ExportTicket>(t.app, admin, 'POST', DOCS_PATH, {}, { routepath: PagePath.role });
    const page = await t.app.inject({ method: 'GET', url: `/api${DOCS_PATH}?ticket=${ticket}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('script');
    expect(page.body).not.toContain('<script');
    for (const module of ['系统管理', '运营管理', '数据分析']) expect(page.body).toContain(`<h2>${module} `);
    expect(page.body).toContain(`<code>/api${reportEndpoints(businessDailyReport).list.path}</code>`);
    // The same ticket does not open it twice.
    expect((await t.app.inject({ method: 'GET', url: `/api${DOCS_PATH}?ticket=${ticket}` })).json()).toMatchObject({ retCode: RetCode.TOKEN_INVALID });

    const href = /href="([^"]+openapi\.json\?ticket=[^"]+)"/.exec(page.body)![1].replace(/&#38;/g, '&');
    const json = await t.app.inject({ method: 'GET', url: href });
    expect(json.statusCode).toBe(200);
    expect((json.json() as OpenAPIV3.Document).openapi).toMatch(/^3\./);
  });

  it('without a ticket answers the envelope, naming it', async () => {
    const answer = await call(t.app, admin, 'GET', DOCS_PATH, {});
    expect(answer.retCode).toBe(RetCode.INVALID);
    expect(`${answer.retMsg} ${JSON.stringify(answer.result)}`).toContain('ticket');
  });
});
