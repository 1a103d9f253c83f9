import { decoVersionResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/store-prepare/decorationVersion 装修版本: decoration standard versions, one in force a brand (启用 switches the other off). */
export default resourcePage(decoVersionResource, {
  formDialog: { title: (record) => (record ? `修改装修版本 ${String(record.name)}` : '新增装修版本') },
});
