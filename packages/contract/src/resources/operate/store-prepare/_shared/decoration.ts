import { z } from 'zod';
import { defineEnum } from '../../../../enums/define.js';

/** Pages of decoration standards and quotations (issue 16), one source for both sides. */
export const DECO_TEMPLATE_PAGE = '/operate/store-prepare/decorationQuotationTemplate';
export const DECO_VERSION_PAGE = '/operate/store-prepare/decorationVersion';

/** A quotation template's state: 草稿 (lines edited), 已发布 (used by versions and quotations, no more edits), 已停用. */
export const DecoTemplateStatus = defineEnum([
  { value: 1, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 2, label: '已发布', labelEn: 'published', color: 'green' },
  { value: 3, label: '已停用', labelEn: 'retired', color: 'orange' },
]);
export const DECO_TEMPLATE_STATUS = { draft: 1, published: 2, retired: 3 } as const;

/** The trades a decoration line belongs to. */
export const DecoCategory = defineEnum([
  { value: 1, label: '拆除', labelEn: 'demolition' },
  { value: 2, label: '水电', labelEn: 'plumbing and electrics' },
  { value: 3, label: '泥瓦', labelEn: 'masonry' },
  { value: 4, label: '木作', labelEn: 'carpentry' },
  { value: 5, label: '油漆', labelEn: 'painting' },
  { value: 6, label: '吊顶', labelEn: 'ceiling' },
  { value: 7, label: '门头招牌', labelEn: 'signage' },
  { value: 8, label: '安装', labelEn: 'installation' },
]);

/** Operation codes of the template and version pages. */
export const DecoOps = {
  templateAdd: 'operate:decoTemplate:add',
  templateEdit: 'operate:decoTemplate:edit',
  templatePublish: 'operate:decoTemplate:publish',
  templateRevise: 'operate:decoTemplate:revise',
  versionAdd: 'operate:decoVersion:add',
  versionEdit: 'operate:decoVersion:edit',
  versionEnable: 'operate:decoVersion:enable',
} as const;

/** An amount of at most 2 decimals, as exact text ('12.50') or a number, from 0 to 99,999,999.99 (the server reads String(value)). */
export const decimal2 = (label: string, { positive = false } = {}) =>
  z
    .union([z.string(), z.number()], { error: `请填写${label}` })
    .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(String(v).trim()), { error: `${label}须为不超过两位小数的非负数` })
    .refine((v) => !positive || Number(v) > 0, { error: `${label}须大于0` });
