import { RecomputeKind, RecomputeStatus, recomputeJobResource, recomputeJobStart, resourceEndpoints, RESET_BUILD_START_OP, type RowOf } from '@salon/contract';
import { App, Button, Card, Popconfirm, Progress, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { get, ignoreRequestError } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { ResourcePage } from '../../../engine/ResourcePage';

type Job = RowOf<typeof recomputeJobResource>;
const ep = resourceEndpoints(recomputeJobResource);
const percent = (job: Pick<Job, 'processed' | 'total' | 'status'>) =>
  job.status === 2 ? 100 : job.total ? Math.min(99, Math.floor(((job.processed ?? 0) * 100) / job.total)) : 0;

/**
 * /operate/resetBuild/index 重装列表: recompute jobs. 发起重算 queues a job on the server; the card
 * follows it (its progress read every second) until it is done, then the list shows its result.
 */
export default function RecomputeJobsPage() {
  const { message } = App.useApp();
  const access = usePageAccess();
  const [kind, setKind] = useState<0 | 1>(0);
  const [watching, setWatching] = useState<Job | null>(null);
  const [listKey, setListKey] = useState(0);

  useEffect(() => {
    if (!watching || Number(watching.status) >= 2) return;
    const timer = setTimeout(() => {
      void get<Job>(ep.detail.path, { id: watching.id })
        .then((job) => {
          setWatching(job);
          if (Number(job.status) >= 2) setListKey((k) => k + 1);
        })
        .catch(ignoreRequestError);
    }, 1000);
    return () => clearTimeout(timer);
  }, [watching]);

  return (
    <>
      {access.can(RESET_BUILD_START_OP) ? (
        <Card size="small" style={{ marginBottom: 12 }} title="发起重算">
          <Space wrap>
            <Select
              style={{ width: 220 }}
              value={kind}
              onChange={setKind}
              options={RecomputeKind.items.map((i) => ({ value: i.value as 0 | 1, label: i.label }))}
            />
            <Popconfirm
              title="发起重算"
              description="按业务记录重新计算并修正统计数据，数据量大时需要几分钟，确定发起？"
              onConfirm={() =>
                void call(recomputeJobStart, { kind })
                  .then(async ({ id }) => {
                    message.success('重算任务已发起');
                    setWatching(await get<Job>(ep.detail.path, { id }));
                    setListKey((k) => k + 1);
                  })
                  .catch(ignoreRequestError)
              }
            >
              <Button type="primary">发起重算</Button>
            </Popconfirm>
            <Typography.Text type="secondary">顾客到店次数与消费：按订单重算每位顾客的到店次数、首次/最近到店时间和累计消费。</Typography.Text>
          </Space>
          {watching ? (
            <div style={{ marginTop: 12, maxWidth: 640 }}>
              <Typography.Text>
                {RecomputeKind.labelOf(watching.kind)} · {RecomputeStatus.labelOf(watching.status)} · 已处理 {watching.processed}/{watching.total}，修正{' '}
                {watching.changed} 条
              </Typography.Text>
              <Progress percent={percent(watching)} status={watching.status === 3 ? 'exception' : watching.status === 2 ? 'success' : 'active'} />
              {watching.result ? <Typography.Text type="success">{watching.result}</Typography.Text> : null}
              {watching.error ? <Typography.Text type="danger">{watching.error}</Typography.Text> : null}
            </div>
          ) : null}
        </Card>
      ) : null}
      <ResourcePage
        key={listKey}
        def={recomputeJobResource}
        options={{
          render: {
            processed: (value, row) => (
              <Progress size="small" percent={percent(row)} status={row.status === 3 ? 'exception' : undefined} format={() => String(value ?? 0)} />
            ),
          },
        }}
      />
    </>
  );
}
