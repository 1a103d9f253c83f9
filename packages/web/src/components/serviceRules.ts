import { COEFFICIENT_RANGE, type ServiceItem } from '@salon/contract';

/**
 * Service table rules (spec §4, §5): one item (radio: choosing it again clears) or many
 * (checkbox); coefficients 0-10, default 1; the dye coefficient only for itemCategory 1;
 * inputs disabled when the table is read-only or the row is not selected.
 */
export type ServiceSelectMode = 'radio' | 'checkbox';
export type CoefficientField = 'newOrderRatio' | 'newDyeOrderRatio';

export const COEFFICIENT_MIN = COEFFICIENT_RANGE[0];
export const COEFFICIENT_MAX = COEFFICIENT_RANGE[1];
export const COEFFICIENT_DEFAULT = 1;
/** Item category whose items take a dye coefficient. */
export const DYE_CATEGORY = 1;

/** Radio mode: clicking the chosen row again clears the choice. */
export function toggleRadio(selected: readonly number[], id: number): number[] {
  return selected.length === 1 && selected[0] === id ? [] : [id];
}

/** Checkbox mode: a click adds or removes the row. */
export function toggleCheckbox(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

export const hasDyeCoefficient = (item: Pick<ServiceItem, 'itemCategory'>): boolean => Number(item.itemCategory) === DYE_CATEGORY;

/** Whether a coefficient input of a row can be edited. */
export function coefficientEditable(
  item: Pick<ServiceItem, 'itemCategory'>,
  field: CoefficientField,
  state: { readOnly?: boolean; selected: boolean },
): boolean {
  if (state.readOnly || !state.selected) return false;
  return field === 'newOrderRatio' || hasDyeCoefficient(item);
}

/** The coefficient shown in an input: the new one, else 1. */
export function coefficientOf(item: ServiceItem, field: CoefficientField): number {
  const v = item[field];
  return v === null || v === undefined || !Number.isFinite(Number(v)) ? COEFFICIENT_DEFAULT : Number(v);
}

/** Within 0-10. */
export function isCoefficient(value: number): boolean {
  return Number.isFinite(value) && value >= COEFFICIENT_MIN && value <= COEFFICIENT_MAX;
}

/**
 * The selected rows as they will be saved: each with both new coefficients filled
 * (default 1), and no dye coefficient for items outside category 1.
 */
export function selectedServiceItems(items: readonly ServiceItem[], selected: readonly number[]): ServiceItem[] {
  return items
    .filter((i) => selected.includes(i.id))
    .map((i) => ({
      ...i,
      newOrderRatio: coefficientOf(i, 'newOrderRatio'),
      newDyeOrderRatio: hasDyeCoefficient(i) ? coefficientOf(i, 'newDyeOrderRatio') : null,
    }));
}
