import { ConsultStatus, consultRegResource, type ConsultFollowUp } from '@salon/contract';
import { Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { resourcePage } from '../../../engine/ResourcePage';

const LABELS: Record<string, string> = { followUp: '跟进', arrived: '已到店', noIntent: '无意向' };

/** /operate/user/consultReg: 咨询登记, from its declaration; the detail lists every follow-up with its time and operator. */
export default resourcePage(consultRegResource, {
  detailExtra: (row) => {
    const followUps = (row.followUps as ConsultFollowUp[] | undefined) ?? [];
    return (
      <>
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          跟进记录
        </Typography.Title>
        {followUps.length ? (
          <Timeline
            items={followUps.map((f) => {
              const status = ConsultStatus.items.find((i) => i.value === f.statusAfter);
              return {
                key: f.id,
                color: f.statusAfter === 2 ? 'green' : f.statusAfter === 3 ? 'gray' : 'blue',
                content: (
                  <div>
                    <Typography.Text strong>{LABELS[f.action] ?? f.action}</Typography.Text> <Tag color={status?.color}>{status?.label}</Tag>
                    <Typography.Text type="secondary">
                      {dayjs(f.at).format('YYYY-MM-DD HH:mm')} · {f.operator}
                    </Typography.Text>
                    {f.note ? <div>{f.note}</div> : null}
                  </div>
                ),
              };
            })}
          />
        ) : (
          <Typography.Text type="secondary">暂无跟进记录</Typography.Text>
        )}
      </>
    );
  },
});
