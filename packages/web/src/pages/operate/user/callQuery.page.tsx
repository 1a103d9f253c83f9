import { callRecordResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

const duration = (value: unknown) => {
  if (typeof value !== 'number') return '--';
  return value >= 60 ? `${Math.floor(value / 60)}分${String(value % 60).padStart(2, '0')}秒` : `${value}秒`;
};

/** /operate/user/callQuery: 通话查询, from its declaration (a date range is required, as on the order list). */
export default resourcePage(callRecordResource, { render: { durationSec: duration } });
