import { z } from 'zod';
import { dateSchema, idSchema, textSchema } from '../../../api/zod.js';
import { fileAddressProblem } from '../../../api/storedFiles.js';
import { defineEnum } from '../../../enums/define.js';
import { CONTRACT_KIND, FranchiseContractKind, FranchiseContractStatus } from '../../../enums/franchise.js';
import { defineEndpoint, instant } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { valueSchema } from '../../../resource/schema.js';
import { defineResource, type EndpointDef } from '../../../resource/types.js';

/**
 * Franchise pages (加盟管理, issue 16), one source for both sides: page paths, the contract
 * declaration of a kind (加盟, 租赁, 装修, 优惠 share one shape), its hand-written steps (续签, 终止,
 * attachments, the overlap check as a read, the store's versions) and the franchisee picker.
 */
export const FRANCHISE_PAGES = {
  join: '/join/protocol/join',
  lease: '/join/protocol/lease',
  finishing: '/join/protocol/finishing',
  favored: '/join/protocol/favored',
  literature: '/join/protocol/literature',
  manage: '/join/business/manage',
  store: '/join/business/store',
} as const;

export type ContractKind = (typeof CONTRACT_KIND)[keyof typeof CONTRACT_KIND];

/** The page of each contract kind. */
export const CONTRACT_PAGE: Record<ContractKind, string> = {
  1: FRANCHISE_PAGES.join,
  2: FRANCHISE_PAGES.lease,
  3: FRANCHISE_PAGES.finishing,
  4: FRANCHISE_PAGES.favored,
};

/**
 * Where a contract in force stands today (China date), read from its dates (the view
 * franchise_contract_term of migration 101): 未开始, 履行中, 即将到期 (ends within
 * CONTRACT_EXPIRY_WARN_DAYS, today included: what the badges count), 已到期 (ended, not renewed).
 * A contract no longer in force (已终止, 已续签) has none.
 */
export const ContractTermState = defineEnum([
  { value: 0, label: '未开始', labelEn: 'not started', color: 'default' },
  { value: 1, label: '履行中', labelEn: 'running', color: 'green' },
  { value: 2, label: '即将到期', labelEn: 'expiring', color: 'orange' },
  { value: 3, label: '已到期', labelEn: 'expired', color: 'red' },
]);
export const TERM_STATE = { notStarted: 0, running: 1, expiring: 2, expired: 3 } as const;

/** The words of each kind: record title, amount and deposit labels, the spec's list path, the API base, operation prefix. */
const KIND_WORDS = {
  1: { name: 'franContract', op: 'franContract', amount: '加盟费', deposit: '保证金', partyA: '甲方（品牌方）', partyB: '乙方（加盟商）' },
  2: { name: 'rentContract', op: 'rentContract', amount: '年租金', deposit: '押金', partyA: '出租方', partyB: '承租方' },
  3: { name: 'decoContract', op: 'decoContract', amount: '装修金额', deposit: '质保金', partyA: '发包方', partyB: '装修公司' },
  4: { name: 'favoredContract', op: 'favoredContract', amount: '优惠金额', deposit: '保证金', partyA: '甲方（品牌方）', partyB: '乙方（加盟商）' },
} as const;

/**
 * The API of each kind under /mgt/franchise/ (spec §7: contracts franchise, rent, import, add, get, update,
 * delete, export; decoration add, update, delete, list, export, check contract, renovation version list).
 * 加盟协议 keeps the spec's bare contract paths; 租赁 and 优惠 theirs under contract/rent and contract/favored.
 */
export function contractApi(kind: ContractKind) {
  const base = kind === 1 ? '/mgt/franchise/contract' : kind === 3 ? '/mgt/franchise/decoration' : `/mgt/franchise/contract/${kind === 2 ? 'rent' : 'favored'}`;
  const list: EndpointDef =
    kind === 1
      ? { path: '/mgt/franchise/contract/franchise', method: 'POST' }
      : kind === 2
        ? { path: '/mgt/franchise/contract/rent', method: 'POST' }
        : { path: `${base}/list`, method: 'POST' };
  return {
    base,
    list,
    detail: { path: `${base}/get`, method: 'GET' } as EndpointDef,
    create: { path: `${base}/add`, method: 'POST' } as EndpointDef,
    update: { path: `${base}/update`, method: 'POST' } as EndpointDef,
    remove: { path: `${base}/delete`, method: 'POST' } as EndpointDef,
    export: { path: `${base}/export`, method: 'GET' } as EndpointDef,
    import: { path: `${base}/import`, method: 'POST' } as EndpointDef,
    importTemplate: { path: `${base}/importTemplate`, method: 'GET' } as EndpointDef,
  };
}

/** Operation codes of a kind's page. */
export function contractOps(kind: ContractKind) {
  const p = `join:${KIND_WORDS[kind].op}`;
  return {
    add: `${p}:add`,
    edit: `${p}:edit`,
    remove: `${p}:delete`,
    export: `${p}:export`,
    import: `${p}:import`,
    renew: `${p}:renew`,
    terminate: `${p}:terminate`,
    file: `${p}:file`,
  } as const;
}

/** The franchisees to pick from (filters of the franchise pages): [{ id, name }]. */
export const FRANCHISEE_OPTIONS: EndpointDef = { path: '/mgt/franchise/franchisemgr/options', method: 'GET' };

export const franchiseeOptions = defineEndpoint({
  ...FRANCHISEE_OPTIONS,
  permission: { signedIn: true },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '加盟商（编号与公司名称），供加盟页面的筛选与表单选择',
});

/** A franchisee as a lookup field (its company name answered as franchiseeName). */
export const franchiseeField = {
  key: 'franchiseeId',
  label: '加盟商',
  type: 'int',
  lookup: { table: 'franchisee', labelColumn: 'company_name', as: 'franchiseeName', options: FRANCHISEE_OPTIONS },
  list: { width: 200 },
  filter: 'eq',
} as const;

/**
 * The declaration of one kind's contracts (table franchise_contract, the rows of that kind): number,
 * state and where its term stands today, store (a 加盟 store; its franchisee follows), parties, dates,
 * amounts, renewal link, termination. Edited while in force; 已终止 and 已续签 are locked. Import by
 * the form's columns; export streamed.
 */
export function contractResource<const K extends ContractKind>(kind: K) {
  const w = KIND_WORDS[kind];
  const api = contractApi(kind);
  const ops = contractOps(kind);
  return defineResource({
    name: w.name,
    title: FranchiseContractKind.labelOf(kind),
    page: CONTRACT_PAGE[kind],
    table: 'franchise_contract',
    joins: [{ alias: 'x', table: 'franchise_contract_term', on: 'id' }],
    scope: { by: 'store', field: 'storeId' },
    api: {
      list: api.list,
      detail: api.detail,
      create: api.create,
      update: api.update,
      remove: api.remove,
      export: api.export,
      import: api.import,
      importTemplate: api.importTemplate,
    },
    ops: { create: ops.add, update: ops.edit, remove: ops.remove, export: ops.export, import: ops.import },
    extraOps: [
      { code: ops.renew, name: `续签${FranchiseContractKind.labelOf(kind)}` },
      { code: ops.terminate, name: `终止${FranchiseContractKind.labelOf(kind)}` },
      { code: ops.file, name: '上传/删除协议附件' },
    ],
    import: {
      fields: ['contractNo', 'storeId', 'partyA', 'partyB', 'signedOn', 'startDate', 'endDate', 'amount', 'deposit', 'remark'],
      notes: ['门店须为加盟门店（填写门店编码或名称）；同一门店同类协议的生效期限不能重叠。', '日期格式 YYYY-MM-DD；任一行有误则整表不导入。'],
    },
    workflow: { field: 'status', transitions: [], locked: [2, 3] },
    defaultSort: { field: 'endDate', dir: 'asc', first: { field: 'termState', values: [2, 3, 1, 0] } },
    form: { width: 720 },
    check: (v) => (v.startDate && v.endDate && String(v.endDate) < String(v.startDate) ? { field: 'endDate', message: '结束日期不能早于开始日期' } : true),
    // prettier-ignore
    fields: [
      { key: 'contractNo', label: '协议编号', type: 'text', required: true, max: 30, unique: true, list: { width: 150 }, form: true, filter: 'like' },
      { key: 'status', label: '状态', type: 'enum', enum: FranchiseContractStatus, list: { width: 80 }, filter: 'eq' },
      { key: 'termState', column: 'term_state', from: 'x', label: '期限状态', type: 'enum', enum: ContractTermState, list: { width: 90 }, filter: 'eq' },
      fields.store({ required: true, form: 'create', help: '须为加盟门店；协议的加盟商即门店所属的加盟商' }),
      franchiseeField,
      { key: 'partyA', label: w.partyA, type: 'text', required: true, max: 60, list: { width: 180, ellipsis: true }, form: true },
      { key: 'partyB', label: w.partyB, type: 'text', required: true, max: 60, list: { width: 180, ellipsis: true }, form: true },
      { key: 'signedOn', label: '签订日期', type: 'date', required: true, list: { width: 105 }, form: true, filter: 'dateRange' },
      { key: 'startDate', label: '开始日期', type: 'date', required: true, list: { width: 105 }, form: true, filter: 'dateRange', sortable: true },
      { key: 'endDate', label: '结束日期', type: 'date', required: true, list: { width: 105 }, form: true, filter: 'dateRange', sortable: true },
      { key: 'amount', label: w.amount, type: 'money', required: true, min: 0, max: 999_999_999, list: { width: 120 }, form: true, sortable: true },
      { key: 'deposit', label: w.deposit, type: 'money', min: 0, max: 999_999_999, defaultValue: '0.00', list: { width: 110 }, form: true },
      { key: 'attachmentCount', column: 'attachment_count', from: 'x', label: '附件', type: 'int', list: { width: 60 }, export: false },
      { key: 'renewedFromId', label: '续签自', type: 'int', detail: false },
      { key: 'renewedFromNo', column: 'renewed_from_no', from: 'x', label: '续签自协议', type: 'text', list: { width: 150 } },
      { key: 'terminatedOn', label: '终止日期', type: 'date', list: { width: 105 } },
      { key: 'terminatedReason', label: '终止原因', type: 'text', list: { width: 160, ellipsis: true } },
      { key: 'remark', label: '备注', type: 'textarea', max: 500, list: { width: 180, ellipsis: true }, form: true, span: 2 },
      fields.createdBy(),
      fields.createdAt(),
      fields.updatedBy(),
      fields.updatedAt(),
    ],
  });
}

/** One file attached to a contract (the kit's upload): its name and storage address. */
export const contractAttachment = z.object({ name: z.string(), url: z.string() });

/** A contract of the renewal chain (or of a store's versions), as the detail and the version list answer it. */
export const contractLink = z.object({
  id: z.number().int(),
  contractNo: z.string(),
  status: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  amount: z.string(),
  partyB: z.string(),
  terminatedOn: z.string().nullable(),
  createdAt: instant,
});
export type ContractLink = z.infer<typeof contractLink>;

const attachmentUrl = z
  .string({ error: '请上传附件' })
  .trim()
  .min(1, '请上传附件')
  .max(500, '附件地址过长')
  .superRefine((value, ctx) => {
    const problem = fileAddressProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `附件${problem}` });
  });
const attachmentName = textSchema({ label: '附件名称', error: '请填写附件名称' }).min(1, '请填写附件名称').max(60, '附件名称最多60个字');
const money = (label: string, required: boolean) => valueSchema({ key: 'amount', label, type: 'money', min: 0, max: 999_999_999, required });

/** The hand-written steps of one kind's page (each needing the page's operation code), with the kind's paths. */
export function contractSteps(kind: ContractKind) {
  const { base } = contractApi(kind);
  const ops = contractOps(kind);
  const page = CONTRACT_PAGE[kind];
  const title = FranchiseContractKind.labelOf(kind);
  const w = KIND_WORDS[kind];
  return {
    /** 续签: a new contract from the day after the old one ends (its end, number and amounts given); the old becomes 已续签. */
    renew: defineEndpoint({
      path: `${base}/renew`,
      method: 'POST',
      permission: { op: ops.renew },
      body: z.object({
        id: idSchema,
        contractNo: textSchema({ label: '新协议编号', error: '请填写新协议编号' }).min(1, '请填写新协议编号').max(30, '协议编号最多30个字'),
        signedOn: dateSchema('签订日期'),
        endDate: dateSchema('结束日期'),
        amount: money(w.amount, true),
        deposit: money(w.deposit, false).nullish(),
        remark: textSchema({ label: '备注', multiline: true }).max(500, '备注最多500个字').nullish(),
      }),
      result: z.object({ id: z.number().int(), renewedId: z.number().int(), startDate: z.string(), endDate: z.string() }),
      summary: `${title}：续签（新协议从原协议结束的次日开始，原协议变为已续签）`,
    }),
    /** 终止: ends a contract in force early, on a day within its term, with a reason. */
    terminate: defineEndpoint({
      path: `${base}/terminate`,
      method: 'POST',
      permission: { op: ops.terminate },
      body: z.object({
        id: idSchema,
        terminatedOn: dateSchema('终止日期'),
        reason: textSchema({ label: '终止原因', multiline: true, error: '请填写终止原因' }).min(1, '请填写终止原因').max(200, '终止原因最多200个字'),
      }),
      result: z.object({ id: z.number().int(), status: z.number().int() }),
      summary: `${title}：提前终止（终止日期须在协议期限内，须填写原因）`,
    }),
    addFile: defineEndpoint({
      path: `${base}/attachment/add`,
      method: 'POST',
      permission: { op: ops.file },
      body: z.object({ id: idSchema, name: attachmentName, url: attachmentUrl }),
      result: z.array(contractAttachment),
      summary: `${title}：添加附件（先经上传）`,
    }),
    removeFile: defineEndpoint({
      path: `${base}/attachment/remove`,
      method: 'POST',
      permission: { op: ops.file },
      body: z.object({ id: idSchema, url: attachmentUrl }),
      result: z.array(contractAttachment),
      summary: `${title}：删除附件`,
    }),
    /** The overlap check as a read (装修: check contract): whether these dates overlap a contract of this kind in force for the store. */
    check: defineEndpoint({
      path: `${base}/checkContract`,
      method: 'GET',
      permission: { menu: page },
      query: z.object({
        storeId: idSchema,
        startDate: dateSchema('开始日期'),
        endDate: dateSchema('结束日期'),
        id: idSchema.optional(),
      }),
      result: z.object({ ok: z.boolean(), message: z.string().nullable(), conflict: contractLink.nullable() }),
      summary: `${title}：检查门店同类生效协议的期限是否重叠`,
    }),
    /** The store's contracts of this kind in order (装修: renovation version list). */
    versions: defineEndpoint({
      path: `${base}/versionList`,
      method: 'GET',
      permission: { menu: page },
      query: z.object({ storeId: idSchema }),
      result: z.array(contractLink),
      summary: `${title}：门店的同类协议（按开始日期的版本列表）`,
    }),
  };
}

/** The detail's extra: the renewal chain (oldest first) and the attached files. */
export type ContractDetailExtra = { chain: ContractLink[]; attachments: { name: string; url: string }[] };
