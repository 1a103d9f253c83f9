import { itemCategoryResource, itemResource } from '@salon/contract';
import { Tabs } from 'antd';
import { ResourcePage } from '../../engine/ResourcePage';

/** /operate/shop/service: 服务项目 — the items, and the categories they are filed under on a second tab. */
export default function ServicePage() {
  return (
    <Tabs
      className="page-tabs"
      items={[
        { key: 'items', label: '服务项目', children: <ResourcePage def={itemResource} /> },
        { key: 'categories', label: '项目分类', children: <ResourcePage def={itemCategoryResource} /> },
      ]}
    />
  );
}
