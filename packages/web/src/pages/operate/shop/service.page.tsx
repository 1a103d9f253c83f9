import { itemCategoryResource, itemResource } from '@salon/contract';
import { resourceTabsPage } from '../../../engine/ResourcePage';

/** /operate/shop/service: 服务项目 — the items, and the categories they are filed under on a second tab. */
export default resourceTabsPage([
  { label: '服务项目', def: itemResource },
  { label: '项目分类', def: itemCategoryResource },
]);
