import {
  EducationDegree,
  Gender,
  getBaseRecrLedgerById,
  getHistoryRecrLedger,
  getInterviewerDetailById,
  getRecrInterviewTrainingRecordById,
  getRecrSysLogById,
  INTERVIEW_DETAIL_PAGE,
  JobPost,
  RECRUIT_ACTION_LABELS,
  RecruitSource,
  RecruitStage,
  type RecruitBaseRecord,
  type RecruitHistoryRow,
  type RecruitInterviewer,
  type RecruitInterviewTraining,
  type RecruitLogRow,
} from '@salon/contract';
import { Card, Descriptions, Empty, Space, Spin, Table, Tag, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import './recruit.css';

interface Detail {
  base: RecruitBaseRecord;
  logs: RecruitLogRow[];
  record: RecruitInterviewTraining;
  interviewer: RecruitInterviewer;
  history: RecruitHistoryRow[];
}

const at = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');
const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '--' : value);
const stageTag = (stage: number | null) =>
  stage === null ? '--' : <Tag color={RecruitStage.items.find((i) => i.value === stage)?.color}>{RecruitStage.labelOf(stage)}</Tag>;

/**
 * /hrm/employee/interviewDetail 面试详情 (?id= from 员工列表, 面试管理, 入职审批, 入职管理): one candidate's
 * registration, every step with its time and operator, the interview, test and training records, the
 * interviewer, and the same person's earlier applications.
 */
export default function InterviewDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const [loaded, setLoaded] = useState<{ id: number; data: Detail | null } | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    Promise.all([
      call(getBaseRecrLedgerById, { id }),
      call(getRecrSysLogById, { id }),
      call(getRecrInterviewTrainingRecordById, { id }),
      call(getInterviewerDetailById, { id }),
      call(getHistoryRecrLedger, { id }),
    ]).then(
      ([base, logs, record, interviewer, history]) => live && setLoaded({ id, data: { base, logs, record, interviewer, history } }),
      (err: unknown) => {
        if (live) setLoaded({ id, data: null });
        ignoreRequestError(err);
      },
    );
    return () => {
      live = false;
    };
  }, [id]);

  const current = loaded?.id === id ? loaded : null;
  if (!id || (current && !current.data))
    return (
      <Card>
        <Empty description={id ? '候选人不存在或不在您的门店数据权限内' : '请从员工列表或面试管理打开一位候选人'}>
          <Link to="/hrm/employee/manage">去员工列表</Link>
        </Empty>
      </Card>
    );
  if (!current?.data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const { base, logs, record, interviewer, history } = current.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {base.realName}
            <span className="recruit-intro">{base.ledgerNo}</span>
            {stageTag(base.stage)}
          </Space>
        }
        extra={
          base.craftsmanId && base.employeeNo ? <Link to={`/craftsman/craftsman/manage?keyword=${base.employeeNo}`}>手艺人档案：{base.employeeNo}</Link> : null
        }
      >
        <Descriptions
          size="small"
          column={3}
          bordered
          items={[
            { key: 'gender', label: '性别', children: Gender.labelOf(base.gender) },
            { key: 'birth', label: '出生日期', children: text(base.birthDate) },
            { key: 'mobile', label: '手机号', children: base.mobile },
            { key: 'idCard', label: '身份证号', children: text(base.idCard) },
            { key: 'education', label: '学历', children: EducationDegree.labelOf(base.education) },
            { key: 'years', label: '从业年限', children: `${base.workYears} 年` },
            { key: 'source', label: '来源', children: RecruitSource.labelOf(base.source) },
            { key: 'referrer', label: '推荐人', children: text(base.referrerName) },
            { key: 'region', label: '招聘区域', children: `${base.cityName} · ${base.regionName}` },
            { key: 'post', label: '应聘岗位', children: JobPost.labelOf(base.intendedPost) },
            { key: 'store', label: '意向门店', children: text(base.storeName) },
            { key: 'interviewAt', label: '面试时间', children: at(base.interviewAt) },
            { key: 'survey', label: '问卷', children: base.surveyAt ? `已填写（${at(base.surveyAt)}）` : '未填写' },
            { key: 'registered', label: '登记时间', children: at(base.registeredAt) },
            { key: 'by', label: '登记人', children: text(base.createdBy) },
            { key: 'closed', label: '结束原因', children: text(base.closedReason), span: 3 },
            { key: 'remark', label: '特殊备注', children: text(base.specialRemark), span: 3 },
          ]}
        />
      </Card>
      <Space align="start" size={16} style={{ width: '100%' }} className="recruit-detail-columns">
        <Card title="面试与培训记录" style={{ flex: 1 }}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'hr', label: 'HR面试', children: record.hrInterviewAt ? `${at(record.hrInterviewAt)} ${record.hrInterviewRemark ?? ''}` : '未面试' },
              { key: 'score', label: '技能考核', children: record.assessmentScore ? `${record.assessmentScore} 分（${at(record.assessedAt)}）` : '未考核' },
              {
                key: 'training',
                label: '培训',
                children: record.trainingSkipped ? '免培训' : record.trainingStart ? `${record.trainingStart} 至 ${record.trainingEnd ?? '--'}` : '未开始',
              },
              { key: 'review', label: '入职审核', children: at(record.reviewedAt) },
              { key: 'employed', label: '入职日期', children: text(record.employedOn) },
            ]}
          />
        </Card>
        <Card title="面试官" style={{ flex: 1 }}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'name', label: '姓名', children: text(interviewer.name) },
              { key: 'account', label: '账号', children: text(interviewer.account) },
              { key: 'dept', label: '部门', children: text(interviewer.department) },
              { key: 'count', label: '面试人数', children: `${interviewer.interviewed} 人，通过 ${interviewer.passed} 人` },
            ]}
          />
        </Card>
      </Space>
      <Card title="操作记录">
        {logs.length ? (
          <Timeline
            items={logs.map((l) => ({
              key: l.id,
              children: (
                <div>
                  <Space>
                    <strong>{RECRUIT_ACTION_LABELS[l.action] ?? l.action}</strong>
                    {l.fromStage !== l.toStage ? (
                      <span>
                        {stageTag(l.fromStage)}→ {stageTag(l.toStage)}
                      </span>
                    ) : null}
                  </Space>
                  <div className="recruit-intro">
                    {at(l.createdAt)} · {l.operator}
                    {l.remark ? ` · ${l.remark}` : ''}
                  </div>
                </div>
              ),
            }))}
          />
        ) : (
          <Empty description="暂无记录" />
        )}
      </Card>
      <Card title="历史应聘">
        <Table<RecruitHistoryRow>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={history}
          locale={{ emptyText: '没有之前的应聘记录' }}
          columns={[
            { key: 'no', title: '台账编号', render: (_, r) => <Link to={`${INTERVIEW_DETAIL_PAGE}?id=${r.id}`}>{r.ledgerNo}</Link> },
            { key: 'stage', title: '阶段', render: (_, r) => stageTag(r.stage) },
            { key: 'region', title: '招聘区域', dataIndex: 'regionName' },
            { key: 'store', title: '意向门店', render: (_, r) => text(r.storeName) },
            { key: 'at', title: '登记时间', render: (_, r) => at(r.registeredAt) },
            { key: 'reason', title: '结束原因', render: (_, r) => text(r.closedReason) },
            { key: 'by', title: '匹配', render: (_, r) => (r.byIdCard ? '同身份证号' : '同手机号') },
          ]}
        />
      </Card>
    </Space>
  );
}
