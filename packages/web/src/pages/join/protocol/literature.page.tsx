import { DocumentValidState, storeDocumentResource } from '@salon/contract';
import { Tag } from 'antd';
import { resourcePage } from '../../../engine/ResourcePage';

/** /join/protocol/literature 资料文件: franchise stores' documents, expired and expiring ones first and marked. */
export default resourcePage(storeDocumentResource, {
  render: {
    validState: (v) =>
      v === null || v === undefined ? '--' : <Tag color={DocumentValidState.items.find((i) => i.value === v)?.color}>{DocumentValidState.labelOf(v)}</Tag>,
  },
  formDialog: {
    title: (record) => (record ? '编辑门店资料' : '登记门店资料'),
    intro: () => '营业执照等长期有效的资料，有效期至留空；到期前30天内标记为即将过期。',
  },
});
