import { FollowUpMethod, getLeadDetail, JoinApplyStatus, LeadChannel, LeadIntent, LeadPage, LeadStatus, type LeadDetail } from '@salon/contract';
import { Card, Descriptions, Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { useMenu } from '../../../app/MenuContext';
import { operationCodes } from '../../../app/menuRules';
import { LeadSteps } from './leadSteps';

const at = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');
const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '--' : value);
const tagOf = (e: typeof LeadStatus | typeof LeadIntent | typeof JoinApplyStatus, value: number) => (
  <Tag color={e.items.find((i) => i.value === value)?.color}>{e.labelOf(value)}</Tag>
);

/**
 * /join/business/affiliateLeadDetail 加盟线索详情 (?id= from 加盟线索): the lead (mobile masked), its
 * follow-ups newest first, the steps of an open lead (跟进, 转申请, 分配: 加盟线索's operation codes) and
 * the application it became with its review.
 */
export default function AffiliateLeadDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const [loaded, setLoaded] = useState<{ id: number; lead: LeadDetail | null } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const { menu } = useMenu();
  const codes = useMemo(() => operationCodes(menu, LeadPage.lead), [menu]);

  useEffect(() => {
    if (!id) return;
    let live = true;
    call(getLeadDetail, { id }).then(
      (lead) => live && setLoaded({ id, lead }),
      (err: unknown) => {
        if (live) setLoaded({ id, lead: null });
        ignoreRequestError(err);
      },
    );
    return () => {
      live = false;
    };
  }, [id, version]);

  const current = loaded?.id === id ? loaded : null;
  if (!id || (current && !current.lead))
    return (
      <Card>
        <Empty description={id ? '线索不存在或不在您的城市权限内' : '请从加盟线索打开一条线索'}>
          <Link to={LeadPage.lead}>去加盟线索</Link>
        </Empty>
      </Card>
    );
  if (!current?.lead) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const lead = current.lead;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {lead.contactName}
            <Typography.Text type="secondary">{lead.leadNo}</Typography.Text>
            {tagOf(LeadStatus, lead.status)}
          </Space>
        }
        extra={
          <Space>
            <LeadSteps lead={lead} can={(code) => codes.has(code)} onDone={reload} />
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={3}
          bordered
          items={[
            { key: 'mobile', label: '手机号', children: lead.mobile },
            { key: 'city', label: '城市', children: lead.cityName },
            { key: 'channel', label: '线索来源', children: LeadChannel.labelOf(lead.channel) },
            { key: 'intent', label: '意向等级', children: tagOf(LeadIntent, lead.intent) },
            { key: 'budget', label: '投资预算', children: lead.budget ? `${lead.budget} 万元` : '--' },
            { key: 'experience', label: '美业经验', children: lead.hasExperience ? '有' : '无' },
            { key: 'owner', label: '负责人', children: text(lead.ownerName) },
            { key: 'next', label: '下次跟进', children: text(lead.nextFollowOn) },
            { key: 'count', label: '跟进次数', children: lead.followCount },
            { key: 'created', label: '登记时间', children: at(lead.createdAt) },
            { key: 'by', label: '登记人', children: text(lead.createdBy) },
            { key: 'last', label: '最近跟进', children: at(lead.lastFollowAt) },
            ...(lead.invalidReason ? [{ key: 'invalid', label: '无效原因', children: lead.invalidReason, span: 3 }] : []),
            { key: 'remark', label: '备注', children: text(lead.remark), span: 3 },
          ]}
        />
      </Card>
      <Space align="start" size={16} style={{ width: '100%' }} className="lead-detail-columns">
        <Card title={`跟进记录（${lead.follows.length}）`} style={{ flex: 2, minWidth: 420 }}>
          {lead.follows.length ? (
            <Timeline
              items={lead.follows.map((f) => ({
                key: f.id,
                children: (
                  <div>
                    <Space size={8} wrap>
                      <Typography.Text strong>{at(f.createdAt)}</Typography.Text>
                      <Tag>{FollowUpMethod.labelOf(f.method)}</Tag>
                      {tagOf(LeadIntent, f.intent)}
                      <Typography.Text type="secondary">{f.operator}</Typography.Text>
                    </Space>
                    <div>{f.content}</div>
                    {f.nextFollowOn ? <Typography.Text type="secondary">下次跟进：{f.nextFollowOn}</Typography.Text> : null}
                  </div>
                ),
              }))}
            />
          ) : (
            <Empty description="还没有跟进记录" />
          )}
        </Card>
        <Card title="加盟申请" style={{ flex: 1, minWidth: 300 }}>
          {lead.apply ? (
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'no', label: '申请编号', children: <Link to={`${LeadPage.apply}?keyword=${lead.apply.applyNo}`}>{lead.apply.applyNo}</Link> },
                { key: 'status', label: '状态', children: tagOf(JoinApplyStatus, lead.apply.status) },
                { key: 'area', label: '意向商圈', children: lead.apply.intendedArea },
                { key: 'budget', label: '投资预算', children: `${lead.apply.budget} 万元` },
                { key: 'created', label: '申请时间', children: at(lead.apply.createdAt) },
                { key: 'reviewer', label: '审核人', children: text(lead.apply.reviewer) },
                { key: 'reviewed', label: '审核时间', children: at(lead.apply.reviewedAt) },
                { key: 'remark', label: '审核意见', children: text(lead.apply.reviewRemark) },
              ]}
            />
          ) : (
            <Empty description="尚未转为加盟申请" />
          )}
        </Card>
      </Space>
    </Space>
  );
}
