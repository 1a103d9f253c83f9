import {
  ACTIVITY_PAGE,
  ActivityJoinRule,
  ActivityKind,
  ActivityOps,
  ActivityPath,
  activityRecordResource,
  activityStatistics,
  ActivityStatus,
  ActivityType,
  ActivityServiceType,
  type ActivityStatistics,
} from '@salon/contract';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { get, ignoreRequestError } from '../../../api/request';
import { useMenu } from '../../../app/MenuContext';
import { operationCodes } from '../../../app/menuRules';
import { MoneyText } from '../../../components/MoneyText';
import { ResourcePage } from '../../../engine/ResourcePage';
import { MobileListButton } from './activityParts';

interface ActivityDetail {
  id: number;
  name: string;
  kind: number;
  activityType: number;
  serviceType: number;
  status: number;
  startAt: string | null;
  endAt: string | null;
  cityNames: string | null;
  storeCount: number;
  couponNames: string | null;
  joinRule: number;
  perCustomerLimit: number;
  totalLimit: number | null;
  participantCount: number;
  itemName?: string | null;
  statusReason: string | null;
  description: string | null;
}

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '--');
const tag = (def: typeof ActivityStatus | typeof ActivityKind, value: number) => {
  const item = def.items.find((i) => i.value === value);
  return <Tag color={item?.color}>{item?.label ?? value}</Tag>;
};
const rate = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '--');

/** One activity: what it is, and its figures computed on the server from its records, coupons and orders. */
function ActivitySummary({ id, onSent }: { id: number; onSent: () => void }) {
  const navigate = useNavigate();
  const { menu } = useMenu();
  const canSend = operationCodes(menu, ACTIVITY_PAGE).has(ActivityOps.send);
  const [activity, setActivity] = useState<ActivityDetail | null>(null);
  const [figures, setFigures] = useState<ActivityStatistics | null>(null);
  const [failed, setFailed] = useState(false);

  const [version, setVersion] = useState(0);
  const load = () => setVersion((v) => v + 1);
  useEffect(() => {
    let live = true;
    Promise.all([get<ActivityDetail>(ActivityPath.detail, { id }), call(activityStatistics, { id })]).then(
      ([detail, stats]) => {
        if (!live) return;
        setActivity(detail);
        setFigures(stats);
        setFailed(false);
      },
      (err: unknown) => {
        if (live) setFailed(true);
        ignoreRequestError(err);
      },
    );
    return () => {
      live = false;
    };
  }, [id, version]);

  if (failed) return <Alert type="warning" showIcon title="活动不存在或不在您的门店数据权限内" style={{ marginBottom: 12 }} />;
  if (!activity || !figures) return <Card loading style={{ marginBottom: 12 }} />;
  const online = activity.status === 1;
  return (
    <>
      <Card
        size="small"
        style={{ marginBottom: 12 }}
        title={
          <Space>
            <span className="activity-detail__name">{activity.name}</span>
            {tag(ActivityKind, activity.kind)}
            {tag(ActivityStatus, activity.status)}
          </Space>
        }
        extra={
          <Space>
            {activity.kind === 6 && online && canSend ? (
              <MobileListButton
                id={activity.id}
                onDone={() => {
                  load();
                  onSent();
                }}
              />
            ) : null}
            <Button onClick={() => navigate(ACTIVITY_PAGE)}>返回列表</Button>
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'type', label: '活动类型', children: ActivityType.labelOf(activity.activityType) },
            { key: 'service', label: '业务类型', children: ActivityServiceType.labelOf(activity.serviceType) },
            { key: 'period', label: '活动时间', children: `${time(activity.startAt)} 至 ${time(activity.endAt)}` },
            { key: 'cities', label: '活动城市', children: activity.cityNames ?? '--' },
            { key: 'stores', label: '门店数', children: activity.storeCount },
            { key: 'coupons', label: '赠送优惠券', children: activity.couponNames ?? (activity.itemName ? `项目：${activity.itemName}` : '--') },
            { key: 'rule', label: '参与人群', children: ActivityJoinRule.labelOf(activity.joinRule) },
            {
              key: 'limit',
              label: '参与限制',
              children: `每人${activity.perCustomerLimit}次${activity.totalLimit ? `，名额${activity.totalLimit}人` : ''}`,
            },
            ...(activity.statusReason ? [{ key: 'reason', label: '下线原因', children: activity.statusReason }] : []),
          ]}
        />
      </Card>
      <Card size="small" style={{ marginBottom: 12 }} title={figures.storeScoped ? '活动统计（核销与营收只计本店）' : '活动统计'}>
        <Row gutter={[16, 16]} className="activity-statistics">
          <Col span={3}>
            <Statistic title="发券数" value={figures.issued} suffix="张" />
          </Col>
          <Col span={3}>
            <Statistic title="领取人数" value={figures.claimed} suffix="人" />
          </Col>
          <Col span={3}>
            <Statistic title="已核销" value={figures.used} suffix="张" />
          </Col>
          <Col span={3}>
            <Statistic title="核销率" value={rate(figures.used, figures.issued)} />
          </Col>
          <Col span={3}>
            <Statistic title="已过期" value={figures.expired} suffix="张" />
          </Col>
          <Col span={3}>
            <Statistic title="核销订单" value={figures.orders} suffix="笔" />
          </Col>
          <Col span={3}>
            <Statistic title="核销订单实收" valueRender={() => <MoneyText value={figures.revenue} prefix="¥" />} />
          </Col>
          <Col span={3}>
            <Statistic title="带来新顾客" value={figures.newCustomers} suffix="人" />
          </Col>
        </Row>
        {figures.byDay.length ? (
          <Table
            size="small"
            style={{ marginTop: 12 }}
            rowKey="day"
            pagination={false}
            scroll={{ y: 200 }}
            dataSource={[...figures.byDay].reverse()}
            columns={[
              { title: '日期', dataIndex: 'day', width: 140 },
              { title: '发券', dataIndex: 'issued', width: 100 },
              { title: '核销', dataIndex: 'used', width: 100 },
            ]}
          />
        ) : (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {activity.status === 0 ? '活动尚未上线，还没有发券。' : '还没有发券记录。'}
          </Typography.Paragraph>
        )}
      </Card>
    </>
  );
}

/**
 * /operate/marketing/activityDetail 活动详情 (?activityId=): the activity, its figures (issued,
 * claimed, used, revenue of the orders that used its coupons, new customers) and the customers
 * who joined it. Without an activity: every activity's records, to pick one from.
 */
export default function ActivityDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('activityId'));
  const [version, setVersion] = useState(0);
  return (
    <>
      {Number.isInteger(id) && id > 0 ? (
        <ActivitySummary id={id} onSent={() => setVersion((v) => v + 1)} />
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title="在活动列表中点「统计」查看单个活动的统计；下方是全部活动的参与记录，可按活动筛选。" />
      )}
      <ResourcePage key={version} def={activityRecordResource} />
    </>
  );
}
