import { commentFilterWordResource, commentResource } from '@salon/contract';
import { Tabs } from 'antd';
import { ResourcePage } from '../../engine/ResourcePage';

/** /operate/shop/filterComments: 评论过滤 — the comments and their review, and the filter words on a second tab. */
export default function FilterCommentsPage() {
  return (
    <Tabs
      className="page-tabs"
      items={[
        { key: 'comments', label: '评论列表', children: <ResourcePage def={commentResource} /> },
        { key: 'words', label: '过滤词管理', children: <ResourcePage def={commentFilterWordResource} /> },
      ]}
    />
  );
}
