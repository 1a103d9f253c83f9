import {
  ASSESSMENT_ITEMS,
  AssessmentArrangeBody,
  AssessmentOps,
  assessmentArrange,
  assessmentCandidates,
  assessmentExaminers,
  assessmentOutcome,
  assessmentResource as def,
  assessmentScore,
  assessmentSessions,
  type AssessmentItemKey,
  type RowOf,
  type StoreOption,
} from '@salon/contract';
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Select, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { contractRules } from '../../../components/formRules';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { EndpointModal, useAnswer } from './talentParts';

type Row = RowOf<typeof def>;

/**
 * /hrm/employee/assessment 考核管理: the recent test sessions on top (人数, 通过, 未通过, 待评分), then one row
 * per candidate and session with the item scores; 安排考核 books candidates at 待考核 into a session, 录入成绩
 * scores a waiting one (待培训 when every item passes, else 未录用).
 */
export default function AssessmentPage() {
  const [version, setVersion] = useState(0);
  const list = useResourceList(def, {
    rowActions: (row, page) =>
      row.result === 0 && page.can(AssessmentOps.score) ? (
        <ModalAction
          trigger={
            <Button type="link" size="small">
              录入成绩
            </Button>
          }
          onDone={() => {
            setVersion((v) => v + 1);
            return page.reload();
          }}
        >
          {(m) => <ScoreModal row={row} onClose={m.close} onDone={m.done} />}
        </ModalAction>
      ) : null,
  });
  return (
    <>
      <Sessions version={version} />
      <ResourceList
        list={list}
        toolbar={
          list.can(AssessmentOps.arrange) ? (
            <ModalAction
              trigger={<Button type="primary">安排考核</Button>}
              onDone={() => {
                setVersion((v) => v + 1);
                return list.table.refresh();
              }}
            >
              {(m) => <ArrangeModal stores={list.reference.stores} onClose={m.close} onDone={m.done} />}
            </ModalAction>
          ) : null
        }
      />
    </>
  );
}

/** The recent sessions, counted by result. */
function Sessions({ version }: { version: number }) {
  const sessions = useAnswer(assessmentSessions, version);
  return (
    <Card size="small" title="最近考核场次" style={{ marginBottom: 12 }}>
      <Table
        size="small"
        rowKey="id"
        loading={!sessions}
        dataSource={sessions ?? []}
        pagination={{ pageSize: 5, size: 'small', showSizeChanger: false }}
        columns={[
          { title: '考核日期', dataIndex: 'sessionDate', width: 110 },
          { title: '考核门店', dataIndex: 'storeName', width: 160 },
          { title: '考官', dataIndex: 'examinerName', width: 100 },
          { title: '人数', dataIndex: 'total', width: 70 },
          { title: '通过', dataIndex: 'passed', width: 70, render: (n: number) => <Typography.Text type="success">{n}</Typography.Text> },
          { title: '未通过', dataIndex: 'failed', width: 70, render: (n: number) => <Typography.Text type="danger">{n}</Typography.Text> },
          { title: '待评分', dataIndex: 'waiting', width: 70, render: (n: number) => (n ? <Tag color="blue">{n}</Tag> : 0) },
        ]}
      />
    </Card>
  );
}

interface ArrangeValues {
  sessionDate: Dayjs;
  storeId: number;
  examinerId: number;
  candidateIds: number[];
  remark?: string;
}

/** 安排考核: a day, a store, an examiner and the candidates waiting at 待考核. */
function ArrangeModal({ stores, onClose, onDone }: { stores: StoreOption[]; onClose(): void; onDone(): void }) {
  const candidates = useAnswer(assessmentCandidates);
  const examiners = useAnswer(assessmentExaminers);
  return (
    <EndpointModal<typeof assessmentArrange, ArrangeValues>
      endpoint={assessmentArrange}
      title="安排考核"
      okText="确认安排"
      width={600}
      initialValues={{ sessionDate: dayjs().add(1, 'day') }}
      intro={<Typography.Paragraph type="secondary">只能安排「待考核」且不在其他待评分场次中的候选人；考官须为在职手艺人。</Typography.Paragraph>}
      input={(v) => ({ ...v, sessionDate: v.sessionDate.format('YYYY-MM-DD') })}
      doneText={(a) => `已安排考核场次，共 ${a.count} 名候选人`}
      onClose={onClose}
      onDone={onDone}
    >
      {() => (
        <>
          <Form.Item name="sessionDate" label="考核日期" rules={[{ required: true, message: '请选择考核日期' }]}>
            <DatePicker style={{ width: '100%' }} aria-label="考核日期" />
          </Form.Item>
          <Form.Item name="storeId" label="考核门店" rules={[{ required: true, message: '请选择考核门店' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              aria-label="考核门店"
              options={stores.map((s) => ({ value: s.id, label: s.storeName }))}
              placeholder="选择门店"
            />
          </Form.Item>
          <Form.Item name="examinerId" label="考官" rules={[{ required: true, message: '请选择考官' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              aria-label="考官"
              loading={!examiners}
              options={(examiners ?? []).map((o) => ({ value: o.id, label: o.name }))}
            />
          </Form.Item>
          <Form.Item name="candidateIds" label="候选人" rules={contractRules(AssessmentArrangeBody, 'candidateIds', true)}>
            <Select
              mode="multiple"
              showSearch
              optionFilterProp="label"
              aria-label="候选人"
              loading={!candidates}
              options={(candidates ?? []).map((o) => ({ value: o.id, label: o.name }))}
              placeholder={candidates && !candidates.length ? '暂无待考核的候选人' : '选择候选人'}
            />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input maxLength={200} placeholder="如：请候选人自带工具" />
          </Form.Item>
        </>
      )}
    </EndpointModal>
  );
}

type ScoreValues = Record<AssessmentItemKey, number> & { failReason?: string };

/** 录入成绩: the four items (0–100), the total and result shown as they are typed. */
function ScoreModal({ row, onClose, onDone }: { row: Row; onClose(): void; onDone(): void }) {
  return (
    <EndpointModal<typeof assessmentScore, ScoreValues>
      endpoint={assessmentScore}
      title={`录入成绩：${row.realName ?? ''}（${row.ledgerNo ?? ''}）`}
      okText="提交成绩"
      input={(v) => ({ ...v, id: row.id })}
      doneText={(a) => (a.passed ? `考核通过，总分 ${a.total}，已转入待培训` : `考核未通过，总分 ${a.total}，已记为未录用`)}
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <>
          {ASSESSMENT_ITEMS.map((item) => (
            <Form.Item
              key={item.key}
              name={item.key}
              label={`${item.label}（${item.passMark} 分及格）`}
              rules={[{ required: true, message: `请填写${item.label}成绩` }]}
            >
              <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} aria-label={item.label} />
            </Form.Item>
          ))}
          <Form.Item noStyle shouldUpdate>
            {() => {
              const v = form.getFieldsValue() as Partial<ScoreValues>;
              if (ASSESSMENT_ITEMS.some((i) => typeof v[i.key] !== 'number')) return null;
              const o = assessmentOutcome(v as ScoreValues);
              return (
                <>
                  <Alert
                    style={{ marginBottom: 12 }}
                    type={o.passed ? 'success' : 'warning'}
                    message={
                      o.passed ? `总分 ${o.total}：通过，候选人将转入待培训` : `总分 ${o.total}：${o.failedItems.join('、')}未达及格线，候选人将记为未录用`
                    }
                  />
                  {o.passed ? null : (
                    <Form.Item name="failReason" label="未通过原因" extra="不填则记为未达及格线的项目">
                      <Input.TextArea maxLength={200} rows={2} />
                    </Form.Item>
                  )}
                </>
              );
            }}
          </Form.Item>
        </>
      )}
    </EndpointModal>
  );
}
