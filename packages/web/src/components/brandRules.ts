import { brandServiceCode } from '@salon/contract';

/**
 * Store brand selection (spec §4): the service type belongs to brand 0 only; choosing any
 * other brand clears it, and its selector shows only for brand 0.
 */
export interface BrandServiceValue {
  brandType: number | null;
  serviceType: number | null;
}

export const EMPTY_BRAND_SERVICE: BrandServiceValue = { brandType: null, serviceType: null };

export const HAS_SERVICE_TYPE_BRAND = 0;

export const showsServiceType = (brandType: number | null | undefined): boolean => brandType === HAS_SERVICE_TYPE_BRAND;

export function chooseBrand(value: BrandServiceValue, brandType: number | null | undefined): BrandServiceValue {
  const brand = brandType ?? null;
  return { brandType: brand, serviceType: showsServiceType(brand) ? value.serviceType : null };
}

export function chooseServiceType(value: BrandServiceValue, serviceType: number | null | undefined): BrandServiceValue {
  return showsServiceType(value.brandType) ? { ...value, serviceType: serviceType ?? null } : { ...value, serviceType: null };
}

/** The combined code of spec §3 ('0-0', '0-1', '1', '2'), or null without a brand. */
export function combinedCode(value: BrandServiceValue): string | null {
  return value.brandType === null ? null : brandServiceCode(value.brandType, value.serviceType);
}
