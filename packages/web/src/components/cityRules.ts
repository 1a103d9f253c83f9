import type { AreaNode } from '@salon/contract';

/**
 * City/district selector rules (spec §3, §4, §5): the value is exactly two elements
 * [cityId, districtId]; choosing a city resets the district; clearing the city clears both.
 */
export type CityValue = [cityId: number | null, districtId: number | null];

export interface CityOption {
  id: number;
  name: string;
  children?: CityOption[];
}

export const EMPTY_CITY_VALUE: CityValue = [null, null];

export const CITY_VALUE_ERROR = 'CitySelector: value must be an array of exactly 2 elements [cityId, districtId]';

export function isCityValue(value: unknown): value is CityValue {
  return Array.isArray(value) && value.length === 2;
}

const idOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** A usable value: a wrong one (not two elements) counts as empty. */
export function normalizeCityValue(value: unknown): CityValue {
  return isCityValue(value) ? [idOrNull(value[0]), idOrNull(value[1])] : EMPTY_CITY_VALUE;
}

/** A city was chosen (or cleared with null): the district always starts over. */
export function chooseCity(_value: CityValue, cityId: number | null | undefined): CityValue {
  return [cityId ?? null, null];
}

/** A district was chosen (or cleared). Without a city there is no district. */
export function chooseDistrict(value: CityValue, districtId: number | null | undefined): CityValue {
  return value[0] === null ? EMPTY_CITY_VALUE : [value[0], districtId ?? null];
}

export function districtOptions(options: readonly CityOption[], cityId: number | null): CityOption[] {
  if (cityId === null) return [];
  return options.find((c) => c.id === cityId)?.children ?? [];
}

/** Cities and their districts from the area tree (stores are not part of this selector). */
export function toCityOptions(tree: readonly AreaNode[]): CityOption[] {
  return tree
    .filter((c) => c.level === 1)
    .map((c) => ({ id: c.id, name: c.name, children: (c.children ?? []).filter((d) => d.level === 2).map((d) => ({ id: d.id, name: d.name })) }));
}
