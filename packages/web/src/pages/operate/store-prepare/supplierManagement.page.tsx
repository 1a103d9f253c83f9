import { supplierResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/**
 * /operate/store-prepare/supplierManagement 供应商管理: the suppliers of stores being opened, active ones
 * first; the contact's mobile masked (查看完整号码 for holders), found by the whole number.
 */
export default resourcePage(supplierResource, {
  formDialog: {
    title: (record) => (record ? `修改供应商 ${String(record.supplierNo)}` : '新增供应商'),
    intro: (record) => (record ? undefined : '联系电话加密保存，列表中只显示掩码；统一社会信用代码会校验最后一位。'),
  },
});
