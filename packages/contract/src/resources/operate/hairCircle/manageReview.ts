import { defineResource } from '../../../resource/types.js';
import { hairCirclePostFields as f } from './manageList.js';

/**
 * /operate/hairCircle/manageReview 内容审核: the review queue of craftsmen's posts, pending ones
 * first. 通过 publishes a pending post; 驳回 sends it back with a reason the craftsman reads.
 * Only a pending post is reviewed (another state is refused, nothing written).
 */
export const hairCirclePostReviewResource = defineResource({
  name: 'hairCirclePostReview',
  title: '待审内容',
  page: '/operate/hairCircle/manageReview',
  table: 'hair_circle_post',
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: '/mgt/hairCrcle/review/queryReviewPage', method: 'POST' },
    detail: { path: '/mgt/hairCrcle/review/getById', method: 'GET' },
    transition: { path: '/mgt/hairCrcle/review/review', method: 'POST' },
  },
  ops: {},
  keyword: { label: '标题/正文', fields: ['title', 'content'] },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0] } },
  workflow: {
    field: 'status',
    reasonColumn: 'review_remark',
    operatorColumn: 'reviewer',
    operatedAtColumn: 'reviewed_at',
    transitions: [
      {
        action: 'pass',
        label: '通过',
        from: [0],
        to: 1,
        op: 'operate:hairCircleReview:pass',
        reason: { label: '审核意见', required: false, max: 200 },
        doneText: '已通过，内容已发布',
      },
      {
        action: 'reject',
        label: '驳回',
        from: [0],
        to: 2,
        op: 'operate:hairCircleReview:reject',
        reason: { label: '驳回原因', required: true, max: 200 },
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [f.postNo, f.coverUrl, f.title, f.craftsmanId, f.storeId, f.sourceId, f.labelId, f.content, f.status, f.reviewRemark, f.reviewer, f.reviewedAt, f.createdAt],
});
