import { z } from 'zod';
import { textSchema } from '../../../api/zod.js';
import { RecruitSource, RecruitStage } from '../../../enums/recruit.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';
import { validateMobile } from '../../../validators/phone.js';
import { idInput } from './_shared/talent.js';

export const TALENT_POOL_PAGE = '/hrm/employee/talentPool';

export const TalentPoolOps = {
  reactivate: 'hrm:talentPool:reactivate',
  tag: 'hrm:talentPool:tag',
  export: 'hrm:talentPool:export',
  viewMobile: 'hrm:talentPool:viewMobile',
} as const;

/** Tags on a person (标签): at most 5, each 1–10 characters, 200 characters in all. */
export const TALENT_TAG_MAX = 5;
export const TALENT_TAG_SEPARATOR = '、';

/**
 * /hrm/employee/talentPool 人才池: people not hired (8 未录用, 9 已放弃) kept for later, with the reason,
 * the last stage they reached, their test score and HR's tags. 重新激活 opens a new application (a new
 * ledger row at 待面试 linked to this one, both logged) unless the ID number is flagged 不再录用 or the
 * person has an application still open.
 */
export const talentPoolResource = defineResource({
  name: 'recruitTalentPool',
  title: '人才',
  page: TALENT_POOL_PAGE,
  table: 'recruit_candidate',
  joins: [{ alias: 'tp', table: 'recruit_talent_info', on: 'id' }],
  scope: { by: 'store', field: 'intendedStoreId' },
  api: { list: { path: '/mgt/recruitTalentPool/queryTalentPage', method: 'POST' } },
  ops: { export: TalentPoolOps.export, viewMasked: TalentPoolOps.viewMobile },
  extraOps: [
    { code: TalentPoolOps.reactivate, name: '重新激活' },
    { code: TalentPoolOps.tag, name: '编辑标签' },
  ],
  defaultSort: { field: 'closedAt', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'ledgerNo', label: '台账号', type: 'text', list: { width: 130 }, filter: 'eq' },
    { key: 'realName', label: '姓名', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'mobile', column: 'mobile_enc', label: '手机号', type: 'mobile', masked: true, encrypted: { hashColumn: 'mobile_hash' }, validate: validateMobile, list: { width: 130 }, filter: 'eq', placeholder: '完整的11位手机号' },
    { key: 'stage', label: '结果', type: 'enum', enum: RecruitStage, list: { width: 90 }, filter: 'eq' },
    { key: 'lastStage', from: 'tp', label: '止步阶段', type: 'enum', enum: RecruitStage, list: { width: 110 }, filter: 'eq' },
    { key: 'closedReason', label: '原因', type: 'text', list: { width: 200, ellipsis: true } },
    { key: 'assessmentScore', label: '考核总分', type: 'decimal', scale: 1, list: { width: 90 }, sortable: true },
    { key: 'tags', from: 'tp', label: '标签', type: 'text', list: { width: 180 }, filter: 'like' },
    { key: 'source', label: '来源', type: 'enum', enum: RecruitSource, list: { width: 100 }, filter: 'eq' },
    { key: 'intendedStoreId', label: '意向门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'closedAt', label: '结束时间', type: 'datetime', list: { width: 160 }, sortable: true, filter: 'dateRange' },
    { key: 'noRehire', from: 'tp', label: '不再录用', type: 'bool', list: { width: 90 } },
    { key: 'reactivatedLedgerNo', from: 'tp', label: '已激活为', type: 'text', list: { width: 130 } },
    { key: 'reactivatedId', from: 'tp', label: '新申请编号', type: 'int', detail: false },
    { key: 'registeredAt', label: '登记时间', type: 'datetime' },
  ],
});

/** 重新激活: a new application from a closed one (a remark for the log). */
export const TalentReactivateBody = z.object({
  id: idInput('人才'),
  remark: textSchema({ label: '激活说明' }).max(200, '激活说明最多200个字').optional(),
});
export const talentReactivate = defineEndpoint({
  path: '/mgt/recruitTalentPool/reactivate',
  method: 'POST',
  permission: { op: TalentPoolOps.reactivate },
  body: TalentReactivateBody,
  result: z.object({ id: z.number().int(), ledgerNo: z.string() }),
  summary: '重新激活：以此人资料新建待面试的招聘台账（关联原记录、写日志）；不再录用或已有进行中的申请时拒绝',
});

const tag = textSchema({ label: '标签' }).min(1, '标签不能为空').max(10, '每个标签最多10个字');
/** 编辑标签: the whole list of tags. */
export const TalentTagsBody = z.object({
  id: idInput('人才'),
  tags: z
    .array(tag, { error: '请填写标签' })
    .max(TALENT_TAG_MAX, `最多${TALENT_TAG_MAX}个标签`)
    .refine((tags) => !tags.some((t) => t.includes(TALENT_TAG_SEPARATOR)), `标签不能包含「${TALENT_TAG_SEPARATOR}」`),
});
export const talentTags = defineEndpoint({
  path: '/mgt/recruitTalentPool/updateTags',
  method: 'POST',
  permission: { op: TalentPoolOps.tag },
  body: TalentTagsBody,
  result: z.object({ id: z.number().int() }),
  summary: '编辑人才标签（最多5个，空列表清除）',
});
