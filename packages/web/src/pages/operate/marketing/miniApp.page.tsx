import { miniAppModuleResource, miniAppNoticeResource } from '@salon/contract';
import { resourceTabsPage, type ResourcePageOptions } from '../../../engine/ResourcePage';

/** A module without a city is shown in every city. */
const moduleOptions: ResourcePageOptions<typeof miniAppModuleResource> = {
  render: { cityId: (_value, row) => row.cityName ?? '全国' },
};

/** /operate/marketing/miniApp 小程序配置: the customer mini-program's home modules in order, and its notices (发布 and 下线 by head office). */
export default resourceTabsPage([
  { label: '首页模块', def: miniAppModuleResource, options: moduleOptions as ResourcePageOptions },
  { label: '公告', def: miniAppNoticeResource },
]);
