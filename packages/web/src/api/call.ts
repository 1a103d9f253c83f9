import type { AnyEndpoint, EndpointAnswer, EndpointInput, Envelope, PageInfo } from '@salon/contract';
import { request, type RequestOptions } from './request';

/**
 * Calls a declared endpoint (contract `defineEndpoint`) through the request layer: its method and
 * path, the input typed by its schema (a GET's in the query string, a POST's as the JSON body),
 * the answer typed by its result schema (a paged list answers `{ result, page }`). Everything
 * the request layer does (headers, notices, session codes, decryption) applies as to any call.
 */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<RequestOptions, 'method' | 'params' | 'data' | 'raw'> = {},
): Promise<EndpointAnswer<E>> {
  const payload = (input ?? {}) as Record<string, unknown>;
  const sent: RequestOptions = endpoint.method === 'GET' ? { ...options, method: 'GET', params: payload } : { ...options, method: 'POST', data: payload };
  if (!endpoint.paged) return request<EndpointAnswer<E>>(endpoint.path, sent);
  const envelope = await request<Envelope<unknown> & { page?: PageInfo }>(endpoint.path, { ...sent, raw: true });
  return { result: envelope.result, page: envelope.page } as EndpointAnswer<E>;
}
