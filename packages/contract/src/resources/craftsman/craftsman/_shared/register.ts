import { z } from 'zod';
import { idSchema } from '../../../../api/zod.js';
import { TutorType } from '../../../../enums/craftsmanRegister.js';
import type { EndpointDef } from '../../../../resource/types.js';
import { defineEndpoint } from '../../../../resource/endpoint.js';

/**
 * What the craftsman pages share (issue 14, H1): the craftsman picker of forms and filters, and
 * the spec's craftsman look-ups (spec §7), each within the caller's stores.
 */

/** Craftsmen for a form or filter select: `[{ id, name: '姓名（工号）' }]`, in the user's stores, departed ones last. */
export const CRAFTSMAN_FORM_OPTIONS: EndpointDef = { path: '/basics/craftsman/getCraftsmanOptions', method: 'GET' };

/** A craftsman option as the spec gives it (§3): label the real name, value the id. */
export const craftsmanOption = z.object({ label: z.string(), value: z.number().int() });
export type CraftsmanOptionItem = z.infer<typeof craftsmanOption>;

/** GET /mgt/mgtCraftsman/checkCraftsmanByUserId: the craftsman record a console account belongs to (null when none, or outside the caller's stores). */
export const checkCraftsmanByUserId = defineEndpoint({
  path: '/mgt/mgtCraftsman/checkCraftsmanByUserId',
  method: 'GET',
  permission: { signedIn: true },
  query: z.object({ userId: idSchema.optional() }),
  result: z.object({ id: z.number().int(), employeeNo: z.string(), realName: z.string(), storeId: z.number().int(), status: z.number().int() }).nullable(),
  summary: '账号对应的手艺人（无则为空）：不传 userId 查自己',
});

/** GET /basics/craftsman/getCraftsmanList: craftsmen as options, by store and name, in service or on leave. */
export const getCraftsmanList = defineEndpoint({
  path: '/basics/craftsman/getCraftsmanList',
  method: 'GET',
  permission: { signedIn: true },
  query: z.object({ storeId: idSchema.optional(), keyword: z.string().trim().max(20).optional() }),
  result: z.array(craftsmanOption),
  summary: '手艺人选项（label 姓名，value ID），在职与休假的，限本人门店权限，最多 200 条',
});

/** GET /basics/craftsman/getCraftsman: one craftsman's brief record (no mobile or ID number). */
export const getCraftsman = defineEndpoint({
  path: '/basics/craftsman/getCraftsman',
  method: 'GET',
  permission: { signedIn: true },
  query: z.object({ id: idSchema }),
  result: z.object({
    id: z.number().int(),
    employeeNo: z.string(),
    realName: z.string(),
    storeId: z.number().int(),
    storeName: z.string(),
    craftsmanType: z.number().int(),
    station: z.number().int(),
    level: z.string(),
    priceGrade: z.string(),
    dataLevel: z.string().nullable(),
    status: z.number().int(),
    entryDate: z.string(),
  }),
  summary: '手艺人简要信息（不含手机号、身份证号），限本人门店权限',
});

/** GET /basics/craftsman/getcraftsmanName: a craftsman's real name. */
export const getcraftsmanName = defineEndpoint({
  path: '/basics/craftsman/getcraftsmanName',
  method: 'GET',
  permission: { signedIn: true },
  query: z.object({ id: idSchema }),
  result: z.string(),
  summary: '手艺人姓名，限本人门店权限',
});

/** GET /basics/craftsman/queryCraftsmanListByTutorType: tutors of a kind (spec training course types) as options. */
export const queryCraftsmanListByTutorType = defineEndpoint({
  path: '/basics/craftsman/queryCraftsmanListByTutorType',
  method: 'GET',
  permission: { signedIn: true },
  query: z.object({
    tutorType: z.coerce
      .number({ error: '请选择导师类型' })
      .refine((value) => (TutorType.values as readonly number[]).includes(value), { error: `导师类型应为 ${TutorType.values.join('、')} 之一` }),
  }),
  result: z.array(craftsmanOption),
  summary: '某类导师（0 工艺，1 男发，2 女发）的在职手艺人选项，限本人门店权限',
});
