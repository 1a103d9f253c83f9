/**
 * Payload cleaning (spec §5): null, undefined and empty arrays are dropped and strings
 * trimmed, in bodies and query strings, unless a call turns filtering off.
 */
export function cleanPayload<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((v) => cleanPayload(v)) as T;
  if (value && typeof value === 'object' && !(value instanceof Blob) && !(value instanceof FormData) && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === null || v === undefined) continue;
      if (Array.isArray(v) && v.length === 0) continue;
      out[k] = cleanPayload(v);
    }
    return out as T;
  }
  return value;
}

export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    search.append(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
