import { SponsionStatus, sponsionRecordResource } from '@salon/contract';
import { Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { resourcePage } from '../../../engine/ResourcePage';

type Step = { id: number; actionName: string; toStatus: number; remark: string | null; operator: string; createdAt: string };

/**
 * /hrm/employee/guaranteeRecord 担保记录: who guarantees which recruit, for how long and how much; 期满解除 /
 * 追责 / 撤销 from the declaration; the detail shows the record's approval process step by step.
 */
export default resourcePage(sponsionRecordResource, {
  formDialog: {
    title: () => '登记担保',
    intro: () => '担保到期日期按开始日期和担保期自动计算；期满解除时担保人获得奖励，追责时担保人承担扣款（见担保考核）。',
  },
  detailExtra: (row) => {
    const steps = (row.process as Step[] | undefined) ?? [];
    return (
      <>
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          审批流程
        </Typography.Title>
        <Timeline
          items={steps.map((s) => {
            const status = SponsionStatus.items.find((i) => i.value === s.toStatus);
            return {
              key: s.id,
              color: s.toStatus === 1 ? 'green' : s.toStatus === 2 ? 'red' : s.toStatus === 3 ? 'gray' : 'blue',
              content: (
                <div>
                  <Typography.Text strong>{s.actionName}</Typography.Text> <Tag color={status?.color}>{status?.label}</Tag>
                  <Typography.Text type="secondary">
                    {dayjs(s.createdAt).format('YYYY-MM-DD HH:mm')} · {s.operator}
                  </Typography.Text>
                  {s.remark ? <div>{s.remark}</div> : null}
                </div>
              ),
            };
          })}
        />
      </>
    );
  },
});
