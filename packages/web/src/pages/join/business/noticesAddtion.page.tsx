import { franchiseNoticeResource } from '@salon/contract';
import { resourceFormPage } from '../../../engine/ResourceFormPage';
import { FranchiseStoreInput } from './noticeParts';

/** /join/business/noticesAddtion (hidden): a new franchise notice on a whole page, saved as a draft or published at once. */
export default resourceFormPage(franchiseNoticeResource, {
  listPath: franchiseNoticeResource.page,
  inputs: { storeIds: FranchiseStoreInput },
  thenTransition: 'publish',
  saveLabel: '保存草稿',
  intro: '保存后为草稿，可在加盟通知列表中修改后发布；发布后所选加盟门店即可查看，内容不能再修改。',
  sections: [
    { title: '基本信息', fields: ['title'] },
    { title: '通知对象', fields: ['targetType', 'storeIds'], description: '全部加盟门店不含已关店的门店；也可指定部分加盟门店。' },
    { title: '通知内容', fields: ['content', 'attachmentUrl'] },
  ],
});
