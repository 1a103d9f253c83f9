/** The values of a filter bar, by item key. */
export type FilterValues = Record<string, unknown>;

/**
 * Non-empty filters only (spec §3, §5): strings trimmed; undefined, null, empty strings and
 * empty lists dropped; zero and false kept. What a search sends and a list call carries.
 */
export function cleanFilters(values: FilterValues): FilterValues {
  const out: FilterValues = {};
  for (const [k, v] of Object.entries(values)) {
    const value = typeof v === 'string' ? v.trim() : v;
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[k] = value;
  }
  return out;
}
