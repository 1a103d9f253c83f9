export { FormFields, named, option, pick } from './form';
export { FilterBar, isListCall, isListRequest, listParams, ListPage } from './list';
export { confirm, Dialog, Drawer, popconfirm } from './overlays';
export { Notices } from './notices';
export { Shell } from './shell';
