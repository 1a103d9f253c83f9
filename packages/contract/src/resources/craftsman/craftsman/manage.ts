import { DataLevel, TutorType } from '../../../enums/craftsmanRegister.js';
import { PriceGrade } from '../../../enums/items.js';
import { CraftsmanStatus, CraftsmanType, Gender, LeaveReason, PositionType, Station } from '../../../enums/people.js';
import { PromotionLevel } from '../../../enums/craftsmanGrade.js';
import { defineResource } from '../../../resource/types.js';
import { validateMainlandIdCard } from '../../../validators/idCard.js';
import { validateName } from '../../../validators/name.js';
import { validateMobile } from '../../../validators/phone.js';

/**
 * /craftsman/craftsman/manage 手艺人列表: head office's register of craftsmen (table craftsman). A
 * craftsman is added with a home store (served there from the start), level and price grade; later
 * changes of those go through their approvals (晋升, 调价, 调店) and of status and data level through
 * 手艺人状态 and 手艺人数据. The mobile is masked everywhere, the ID number sealed at rest; both are
 * read whole one at a time through the audited reveal. Store managers read their stores' craftsmen.
 */
export const craftsmanRegisterResource = defineResource({
  name: 'mgtCraftsman',
  title: '手艺人',
  page: '/craftsman/craftsman/manage',
  table: 'craftsman',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/mgtCraftsman/queryCraftsmanPage', method: 'POST' } },
  ops: {
    create: 'craftsman:manage:add',
    update: 'craftsman:manage:edit',
    export: 'craftsman:manage:export',
    viewMasked: 'craftsman:manage:viewMasked',
  },
  keyword: { label: '姓名/工号', fields: ['realName', 'employeeNo'] },
  defaultSort: { field: 'employeeNo', dir: 'asc' },
  form: { mode: 'drawer', width: 720 },
  // prettier-ignore
  fields: [
    { key: 'employeeNo', label: '工号', type: 'text', required: true, max: 20, unique: true, list: { width: 100 }, form: true, sortable: true, placeholder: '如 UD100001' },
    { key: 'realName', label: '姓名', type: 'text', required: true, validate: validateName, list: { width: 90 }, form: true },
    { key: 'storeId', label: '归属门店', type: 'store', required: true, list: { width: 140 }, form: 'create', filter: 'eq', help: '之后的调店走调店审批' },
    { key: 'status', label: '在职状态', type: 'enum', enum: CraftsmanStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'craftsmanType', label: '手艺人类型', type: 'enum', enum: CraftsmanType, required: true, list: { width: 90 }, form: true, filter: 'eq', defaultValue: 1 },
    { key: 'station', label: '岗位', type: 'enum', enum: Station, required: true, list: { width: 90 }, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'positionType', label: '职位类型', type: 'enum', enum: PositionType, required: true, list: { width: 80 }, form: true, defaultValue: 0 },
    { key: 'level', label: '手艺人等级', type: 'enum', enum: PromotionLevel, required: true, list: { width: 100 }, form: 'create', filter: 'eq', sortable: true, help: '之后的等级变化走晋升审批' },
    { key: 'priceGrade', label: '价格等级', type: 'enum', enum: PriceGrade, required: true, list: { width: 110 }, form: 'create', filter: 'eq', help: '之后的价格等级变化走调价审批' },
    { key: 'dataLevel', label: '数据等级', type: 'enum', enum: DataLevel, list: { width: 90 }, form: 'create', filter: 'eq', help: '之后在手艺人数据中调整' },
    { key: 'gender', label: '性别', type: 'enum', enum: Gender, required: true, list: { width: 60 }, form: true, defaultValue: 0 },
    { key: 'mobile', label: '手机号', type: 'mobile', required: true, masked: true, validate: validateMobile, list: { width: 130 }, form: true, filter: 'eq', placeholder: '完整的11位手机号' },
    { key: 'idCard', column: 'id_card_enc', label: '身份证号', type: 'text', masked: true, encrypted: { hashColumn: 'id_card_hash' }, required: true, validate: validateMainlandIdCard, list: { width: 170 }, form: 'create', filter: 'eq', placeholder: '完整的18位身份证号' },
    { key: 'entryDate', label: '入职日期', type: 'date', required: true, list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'tutorType', label: '导师类型', type: 'enum', enum: TutorType, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'leaveDate', label: '离职日期', type: 'date', list: { width: 110 } },
    { key: 'leaveReason', label: '离职原因', type: 'enum', enum: LeaveReason, list: { width: 100 } },
    { key: 'createdAt', label: '建档时间', type: 'datetime', detail: true },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 }, sortable: true },
  ],
});
