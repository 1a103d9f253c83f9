import { queuedRecordResource } from '@salon/contract';
import { Tag } from 'antd';
import { resourcePage } from '../../../engine/ResourcePage';

/** A wait over half an hour stands out; over an hour is red. */
const waitTag = (value: unknown) => {
  if (value === null || value === undefined) return '--';
  const minutes = Number(value);
  return <Tag color={minutes >= 60 ? 'red' : minutes >= 30 ? 'orange' : 'green'}>{minutes} 分钟</Tag>;
};

/** /operate/user/queuedRecord: 排队记录 of the user's stores, from its declaration; the wait is service start - queued. */
export default resourcePage(queuedRecordResource, { render: { waitMinutes: waitTag } });
