import { commentFilterWordResource, commentResource } from '@salon/contract';
import { resourceTabsPage } from '../../../engine/ResourcePage';

/** /operate/shop/filterComments: 评论过滤 — the comments and their review, and the filter words on a second tab. */
export default resourceTabsPage([
  { label: '评论列表', def: commentResource },
  { label: '过滤词管理', def: commentFilterWordResource },
]);
