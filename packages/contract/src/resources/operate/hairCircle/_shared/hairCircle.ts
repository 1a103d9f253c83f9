import { z } from 'zod';
import { idSchema } from '../../../../api/zod.js';
import { defineEnum } from '../../../../enums/define.js';
import { defineEndpoint } from '../../../../resource/endpoint.js';
import type { EndpointDef } from '../../../../resource/types.js';

/** 发圈 (the hair circle): craftsmen's work posts in the customer apps, reviewed by head office. */

export const HairCircleLabelCategory = defineEnum([
  { value: 0, label: '风格', labelEn: 'style', color: 'magenta' },
  { value: 1, label: '发型', labelEn: 'haircut', color: 'blue' },
  { value: 2, label: '烫染', labelEn: 'perm and dye', color: 'purple' },
  { value: 3, label: '护理', labelEn: 'care', color: 'green' },
  { value: 4, label: '场景', labelEn: 'occasion', color: 'orange' },
]);

/** A post: 待审核 → 已发布 / 已驳回; a published post may be taken down (已下架) and put back. */
export const HairCirclePostStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'pending review', color: 'gold' },
  { value: 1, label: '已发布', labelEn: 'published', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
  { value: 3, label: '已下架', labelEn: 'taken down', color: 'default' },
]);

/** Where a customer's picture was uploaded. */
export const UserImageScene = defineEnum([
  { value: 0, label: '发型效果', labelEn: 'hairstyle result', color: 'blue' },
  { value: 1, label: '评价晒图', labelEn: 'review photo', color: 'cyan' },
  { value: 2, label: '个人头像', labelEn: 'avatar', color: 'purple' },
]);

export const UserImageStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'pending review', color: 'gold' },
  { value: 1, label: '已通过', labelEn: 'passed', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
]);

/** Select options: craftsmen in the user's stores (spec: /mgt/hairCrcle/manage/queryCraftsmanByApp), labels, sources, templates. */
export const HAIR_CIRCLE_CRAFTSMAN_OPTIONS: EndpointDef = { path: '/mgt/hairCrcle/manage/queryCraftsmanByApp', method: 'POST' };
export const HAIR_CIRCLE_LABEL_OPTIONS: EndpointDef = { path: '/mgt/hairCrcle/label/options', method: 'GET' };
export const HAIR_CIRCLE_SOURCE_OPTIONS: EndpointDef = { path: '/mgt/hairCrcle/source/options', method: 'GET' };
export const HAIR_CIRCLE_TEMPLATE_OPTIONS: EndpointDef = { path: '/mgt/hairCrcle/template/options', method: 'GET' };

export const USER_IMAGE_REVIEW_PAGE = '/operate/hairCircle/userImageReview';
/** The hidden page showing one customer image large, with its pass / reject. */
export const USER_IMAGE_DETAIL_PAGE = '/operate/hairCircle/userImageReviewDetail';

/** The detail page's 下一张: the newest pending picture in the user's stores other than the one shown, and how many are pending. */
export const userImageNextPending = defineEndpoint({
  path: '/mgt/hairCrcle/userImage/nextPending',
  method: 'GET',
  permission: { menu: USER_IMAGE_REVIEW_PAGE },
  query: z.object({ afterId: idSchema.optional() }),
  result: z.object({ id: z.number().int().nullable(), pending: z.number().int().min(0) }),
  summary: '用户图片审核：下一张待审核图片',
});
