/** Saved filter groups and per-user preferences (spec §3 "Locally stored"), kept on the server too. */
import { z } from 'zod';
import { controlCharsMessage, hasNulDeep, idSchema, intSchema, textSchema } from './zod.js';

export interface FilterGroup {
  id: number;
  page: string;
  name: string;
  filters: Record<string, unknown>;
  sortOrder: number;
  updatedAt: string;
}

/** Limits of the filter-group and preference calls (server and browser check the same numbers). */
export const FILTER_GROUP_LIMITS = { nameMax: 40, filtersBytes: 8 * 1024, perPage: 50, pageMax: 200 } as const;
export const PREFERENCE_LIMITS = { keyMax: 200, valueBytes: 8 * 1024 } as const;

/** UTF-8 size of a value as JSON (what the server stores). */
export function jsonBytes(value: unknown): number {
  const text = JSON.stringify(value);
  return text === undefined ? 0 : new TextEncoder().encode(text).length;
}

/** A page's route path, e.g. /system/manage/user. */
const pageSchema = textSchema()
  .min(1, '请传入页面路径')
  .max(FILTER_GROUP_LIMITS.pageMax, `页面路径最多${FILTER_GROUP_LIMITS.pageMax}个字符`)
  .regex(/^\/\S*$/, '页面路径须以 / 开头且不含空白');

export const FilterGroupListQuery = z.object({ page: pageSchema });

export const FilterGroupSaveBody = z.object({
  /** With an id: rename / overwrite that group (the caller's own, of the same page). */
  id: idSchema.optional(),
  page: pageSchema,
  name: textSchema().min(1, '请输入筛选方案名称').max(FILTER_GROUP_LIMITS.nameMax, `筛选方案名称最多${FILTER_GROUP_LIMITS.nameMax}个字`),
  filters: z
    .record(z.string(), z.unknown())
    .refine((v) => jsonBytes(v) <= FILTER_GROUP_LIMITS.filtersBytes, `筛选条件不能超过 ${FILTER_GROUP_LIMITS.filtersBytes / 1024} KB`)
    .refine((v) => !hasNulDeep(v), controlCharsMessage('筛选条件')),
  sortOrder: intSchema({ min: 0, max: 9999 }).optional(),
});
export type FilterGroupSaveBody = z.infer<typeof FilterGroupSaveBody>;

export const FilterGroupDeleteBody = z.object({ id: idSchema });

const preferenceKey = textSchema().min(1, '请传入偏好键').max(PREFERENCE_LIMITS.keyMax, `偏好键最多${PREFERENCE_LIMITS.keyMax}个字符`);

export const PreferenceGetQuery = z.object({ key: preferenceKey });

/** `value: null` removes the preference. */
export const PreferenceSetBody = z.object({
  key: preferenceKey,
  value: z
    .unknown()
    .refine((v) => v !== undefined, '请传入偏好值')
    .refine((v) => jsonBytes(v) <= PREFERENCE_LIMITS.valueBytes, `偏好值不能超过 ${PREFERENCE_LIMITS.valueBytes / 1024} KB`)
    .refine((v) => !hasNulDeep(v), controlCharsMessage('偏好值')),
});

/** Preference key of the remembered page size of a list view. */
export const pageSizePreferenceKey = (view: string) => `pageSize:${view}`;
