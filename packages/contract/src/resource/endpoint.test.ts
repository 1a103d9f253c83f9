import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, envelopeSchema, instant, type EndpointAnswer, type EndpointInput, type EndpointResult } from './endpoint.js';

/** A declared endpoint: its input schema by method, the envelope its answer is serialised with, and the types both sides read. */
describe('defineEndpoint', () => {
  const readStatus = defineEndpoint({
    path: '/mgt/example/readPage',
    method: 'POST',
    permission: { op: 'example:view' },
    body: z.object({ id: z.coerce.number().int().positive(), keyword: z.string().trim().max(20).optional() }),
    result: z.array(z.object({ storeId: z.number(), readAt: instant.nullable() })),
    paged: true,
    summary: '示例',
  });

  it('takes a POST body, a GET query, or nothing (unknown keys left out)', () => {
    expect(readStatus.input.parse({ id: '3', extra: 1 })).toEqual({ id: 3 });
    const byQuery = defineEndpoint({
      path: '/x',
      method: 'GET',
      permission: { signedIn: true },
      query: z.object({ n: z.coerce.number() }),
      result: z.number(),
      summary: 'x',
    });
    expect(byQuery.input.parse({ n: '2' })).toEqual({ n: 2 });
    const none = defineEndpoint({ path: '/y', method: 'POST', permission: { menu: '/a/b/c' }, result: z.number(), summary: 'y' });
    expect(none.input.parse({ anything: 1 })).toEqual({});
    expect(none.paged).toBe(false);
  });

  it('serialises a success through the result schema: unknown keys out, instants as ISO text, the page of a paged list', () => {
    const at = new Date('2026-03-01T02:03:04.000Z');
    const envelope = envelopeSchema(readStatus);
    const wire = z.encode(envelope, {
      retCode: '000000',
      retMsg: '成功',
      result: [{ storeId: 1, readAt: at, secret: 'x' } as never],
      page: { total: 1, pageNum: 1, pageSize: 15 },
    });
    expect(wire).toEqual({
      retCode: '000000',
      retMsg: '成功',
      result: [{ storeId: 1, readAt: '2026-03-01T02:03:04.000Z' }],
      page: { total: 1, pageNum: 1, pageSize: 15 },
    });
    // An answer the schema does not describe is refused, never sent half right.
    expect(z.safeEncode(envelope, { retCode: '000000', retMsg: '成功', result: [{ storeId: 'one', readAt: null }], page: wire.page } as never).success).toBe(
      false,
    );
  });

  it('types the input, the handler answer and the caller answer from the schemas', () => {
    expectTypeOf<EndpointInput<typeof readStatus>>().toEqualTypeOf<{ id: unknown; keyword?: string | undefined }>();
    expectTypeOf<EndpointResult<typeof readStatus>['result'][number]['readAt']>().toEqualTypeOf<Date | null>();
    expectTypeOf<EndpointAnswer<typeof readStatus>['result'][number]['readAt']>().toEqualTypeOf<string | null>();
    expectTypeOf<EndpointAnswer<typeof readStatus>['page']['total']>().toEqualTypeOf<number>();
  });
});
