import { z } from 'zod';
import { RetCode, type PageInfo } from '../retCodes.js';

/**
 * A hand-written route, declared once and shared by both sides (`defineEndpoint`): the server
 * registers its handler with `registerEndpoint(app, endpoint, handler)` (server/src/engine/endpoint.ts),
 * whose input and answer are typed from the schemas; the web calls it with `call(endpoint, input)`
 * (web/src/api/call.ts). The input schema validates the call (000006 naming the field), the result
 * schema serialises the answer inside the envelope and documents it (OpenAPI at /api/docs).
 */

/**
 * Who may call (the server's route permissions, core/auth.ts): anyone (`public`), any session
 * (`signedIn`; `firstLogin` lets a session that must still change its password through), holders
 * of a page (`menu`: its route path) or of an operation code (`op`).
 */
export type EndpointPermission = { public: true } | { signedIn: true; firstLogin?: boolean } | { menu: string } | { op: string };

/** The API's documentation (server/src/platform/docs.ts): the HTML list opened in a window with a ticket, and the OpenAPI document. */
export const API_DOCS_PATH = { html: '/docs', openapi: '/docs/openapi.json' } as const;

/** What `defineEndpoint` takes: a GET reads its input from the query string, a POST from the JSON body. */
export type EndpointSpec<Input extends z.ZodType, Result extends z.ZodType, Paged extends boolean> = {
  /** The API path without the /api prefix, as the spec names it ('/mgt/storebiztime/getBizHoursApprovalCount'). */
  path: string;
  permission: EndpointPermission;
  /** The envelope's `result`: for a paged list, the array of its rows. */
  result: Result;
  /** A paged list: the answer carries `page` ({ total, pageNum, pageSize }) beside `result`. */
  paged?: Paged;
  /** One line for the API documentation. */
  summary: string;
} & ({ method: 'GET'; query?: Input; body?: never } | { method: 'POST'; body?: Input; query?: never });

/** A declared endpoint: what both sides read. */
export interface Endpoint<Input extends z.ZodType = z.ZodType, Result extends z.ZodType = z.ZodType, Paged extends boolean = boolean> {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly permission: EndpointPermission;
  /** The query (GET) or body (POST) schema; an empty object when the call takes nothing. */
  readonly input: Input;
  readonly result: Result;
  readonly paged: Paged;
  readonly summary: string;
}

/** An endpoint of any input, result and paging (what registries and lists of endpoints hold). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schemas of each endpoint stay its own
export type AnyEndpoint = Endpoint<any, any, boolean>;

const NO_INPUT = z.object({});
/** The input of an endpoint that takes nothing (unknown keys are left out). */
export type NoInput = typeof NO_INPUT;

export function defineEndpoint<Result extends z.ZodType, Input extends z.ZodType = NoInput, Paged extends boolean = false>(
  spec: EndpointSpec<Input, Result, Paged>,
): Endpoint<Input, Result, Paged> {
  const input = (spec.method === 'GET' ? spec.query : spec.body) ?? NO_INPUT;
  return {
    path: spec.path,
    method: spec.method,
    permission: spec.permission,
    input: input as Input,
    result: spec.result,
    paged: (spec.paged ?? false) as Paged,
    summary: spec.summary,
  };
}

/** What a caller sends (before the schema's defaults and coercions). */
export type EndpointInput<E extends AnyEndpoint> = z.input<E['input']>;
/** What the handler receives: the input as the schema parsed it. */
export type EndpointParsed<E extends AnyEndpoint> = z.output<E['input']>;
/** What the handler answers (a date codec takes a Date here); for a paged list, its rows and page. */
export type EndpointResult<E extends AnyEndpoint> = E['paged'] extends true ? { result: z.output<E['result']>; page: PageInfo } : z.output<E['result']>;
/** What the caller receives, as the JSON carries it (a date codec's ISO text); for a paged list, its rows and page. */
export type EndpointAnswer<E extends AnyEndpoint> = E['paged'] extends true ? { result: z.input<E['result']>; page: PageInfo } : z.input<E['result']>;

/**
 * An instant on the wire: an ISO 8601 text in JSON, a Date in the handler (what the database
 * answers for timestamptz). A codec, so the result schema encodes it.
 */
export const instant = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** The envelope's `page` of a paged list. */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalKind: z.enum(['exact', 'capped', 'estimated']).optional(),
  nextCursor: z.string().optional(),
});

/** The envelope of a successful answer: what the endpoint's answer looks like on the wire (documentation and serialisation). */
export function envelopeSchema(endpoint: AnyEndpoint) {
  return z.object({
    retCode: z.string().describe(`${RetCode.SUCCESS} 成功；其余见错误码（000001 业务拒绝，000006 参数错误，50120 登录失效…）`),
    retMsg: z.string(),
    result: endpoint.result as z.ZodType,
    ...(endpoint.paged ? { page: pageInfoSchema } : {}),
  });
}
