import { noticeResource } from '@salon/contract';
import { resourceFormPage } from '../../../engine/ResourceFormPage';
import { NoticeTargetInput } from './noticeParts';

/** /operate/shop/noticeAddtion (hidden): a new notice on a whole page, saved as a draft or published at once. */
export default resourceFormPage(noticeResource, {
  listPath: noticeResource.page,
  inputs: { targetIds: NoticeTargetInput },
  thenTransition: 'publish',
  saveLabel: '保存草稿',
  intro: '保存后为草稿，可在公告列表中修改后发布；发布后目标门店即可查看，内容不能再修改。',
  sections: [
    { title: '基本信息', fields: ['title', 'noticeType', 'importance', 'needConfirm'] },
    { title: '公告对象', fields: ['targetType', 'targetIds'], description: '全部门店不含已关店的门店；指定城市时发送给该城市全部未关店的门店。' },
    { title: '公告内容', fields: ['content'] },
  ],
});
