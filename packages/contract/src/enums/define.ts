export interface EnumItem<V extends string | number = string | number> {
  value: V;
  label: string;
  labelEn: string;
  color?: string;
}

export interface EnumDef<V extends string | number = string | number> {
  readonly items: readonly EnumItem<V>[];
  readonly values: readonly V[];
  labelOf(value: string | number | null | undefined): string;
  has(value: unknown): value is V;
}

/** One enumeration: values with Chinese label, English label and an optional tag colour. */
export function defineEnum<V extends string | number>(items: readonly EnumItem<V>[]): EnumDef<V> {
  const byValue = new Map<string, EnumItem<V>>(items.map((i) => [String(i.value), i]));
  return {
    items,
    values: items.map((i) => i.value),
    labelOf: (value) => (value === null || value === undefined ? '--' : (byValue.get(String(value))?.label ?? String(value))),
    has: (value: unknown): value is V => value !== null && value !== undefined && byValue.has(String(value)),
  };
}
