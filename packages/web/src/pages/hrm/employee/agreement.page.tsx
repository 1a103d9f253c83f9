import { agreementResource } from '@salon/contract';
import { Timeline, Typography } from 'antd';
import { resourcePage } from '../../../engine/ResourcePage';

type SignLog = { action: string; remark: string | null; operator: string; createdAt: string };

/** Days left as a clerk reads them (signed agreements only). */
const daysLeft = (v: unknown) => {
  if (v === null || v === undefined) return '--';
  const n = Number(v);
  if (n < 0) return <span style={{ color: '#cf1322' }}>已过期 {-n} 天</span>;
  if (n === 0) return <span style={{ color: '#d46b08' }}>今天到期</span>;
  return n <= 30 ? <span style={{ color: '#d46b08' }}>剩 {n} 天</span> : `剩 ${n} 天`;
};

/**
 * /hrm/employee/agreement 协议管理: agreements opened for craftsmen to sign (培训协议, 保密协议, 留任协议: term,
 * amount), waiting ones first; 修改 while 待签署, 登记签署, 作废; the term's end with days left; the
 * detail holds the signing log.
 */
export default resourcePage(agreementResource, {
  render: { daysLeft },
  formDialog: {
    title: (record) => (record ? `修改协议 ${record.agreementNo}` : '发起协议签署'),
    intro: (record) => (record ? '签署前可修改；签署或作废后不可修改。' : '发起后协议为待签署，手艺人签署后在此登记签署。'),
  },
  detailExtra: (row) => {
    const log = (row.signLog as SignLog[] | undefined) ?? [];
    return (
      <div style={{ marginTop: 16 }}>
        <Typography.Title level={5}>签署记录</Typography.Title>
        <Timeline
          items={log.map((l) => ({
            children: (
              <>
                <Typography.Text strong>{l.action}</Typography.Text>{' '}
                <Typography.Text type="secondary">{`${l.operator} · ${l.createdAt.slice(0, 16).replace('T', ' ')}`}</Typography.Text>
                {l.remark ? <div>{l.remark}</div> : null}
              </>
            ),
          }))}
        />
      </div>
    );
  },
});
