import { storeResource } from '@salon/contract';
import { resourceFormPage } from '../../../engine/ResourceFormPage';

/** /operate/shop/manageAddtion (hidden): a new store on a whole page, from the store declaration. */
export default resourceFormPage(storeResource, {
  listPath: storeResource.page,
  intro: '店型仅发型品牌需要选择；城市随所选区域确定。',
  sections: [
    { title: '基本信息', fields: ['storeCode', 'storeName', 'storeType', 'brandType', 'serviceType', 'openStatus'] },
    { title: '位置与联系方式', fields: ['districtId', 'phone', 'address'] },
    { title: '营业信息', fields: ['openDate', 'seats', 'businessStart', 'businessEnd'] },
    { title: '门店展示', fields: ['photoUrl', 'videoUrl'] },
  ],
});
