import { z } from 'zod';
import { idSchema, intSchema, textSchema } from './zod.js';

export const ConfigEnumsBody = z.object({
  type: textSchema().min(1, '请传入枚举类型').max(500),
});

export interface ConfigEnumEntry {
  type: string;
  val: string;
  name: string;
  corder: number;
}

export const AreaAllQuery = z.object({
  storesLowerLimit: intSchema({ min: 0, max: 1000 }).default(1),
});

/** City tree: level 1 city, 2 district, 3 store. */
export interface AreaNode {
  id: number;
  name: string;
  level: 1 | 2 | 3;
  storeCount: number;
  children?: AreaNode[];
}

export interface OpenCity {
  id: number;
  name: string;
}

export const GetStoresBody = z.object({
  /** Comma list of open statuses; default '1,3'. */
  openStatus: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? '1,3' : String(v)))
    .pipe(
      z
        .string()
        .max(100, '门店状态格式不正确')
        .regex(/^-?\d{1,5}(,-?\d{1,5})*$/, '门店状态格式不正确'),
    ),
});

export interface StoreOption {
  id: number;
  storeName: string;
  storeCode: string;
  storeType: number;
  brandType: number;
  serviceType: number | null;
  openStatus: number;
  cityId: number;
  district: number;
  districtName: string;
}

export const UserIdQuery = z.object({ userId: idSchema.optional() });

/** A row of the service table (spec §3 "Service item in service table"). */
export interface ServiceItem {
  id: number;
  itemName: string;
  itemInsideName: string | null;
  /** Item type: 0 basic service, 1 package, 3 mini perm-and-dye item set. */
  itemType: number;
  /** The dye coefficient applies only to items of category 1. */
  itemCategory: number;
  /** Current coefficients, and the new ones being edited (0-10, default 1). */
  orderRatio: number | null;
  newOrderRatio: number | null;
  dyeOrderRatio: number | null;
  newDyeOrderRatio: number | null;
}
