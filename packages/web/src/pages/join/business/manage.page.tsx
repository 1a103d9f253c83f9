import { franchiseeResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/**
 * /join/business/manage 加盟商列表: the franchisees (company, credit code, legal person, contact with the
 * mobile masked, city, joined date, stores, last franchise contract end), 新增 / 编辑, 暂停合作 / 恢复合作
 * and 解约 (the reason required; refused while a store still has a contract in force), export.
 */
export default resourcePage(franchiseeResource, {
  formDialog: {
    title: (record) => (record ? `编辑加盟商 ${record.franchiseeNo}` : '新增加盟商'),
    intro: (record) => (record ? undefined : '加盟商编号保存后自动生成；联系电话加密保存，列表中打码显示。'),
  },
});
