import {
  RECRUIT_STAGE,
  RecruitStage,
  TalentOps,
  talentAttend,
  talentAttendance,
  talentClassOptions,
  talentErrors,
  talentFinish,
  talentResource as def,
  talentSkip,
  talentStatistics,
  type RowOf,
} from '@salon/contract';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Radio, Select, Space, Table, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList, type PageActions } from '../../../engine/useResourceList';
import { EndpointModal, useAnswer } from './talentParts';

type Row = RowOf<typeof def>;
type Done = { onClose(): void; onDone(): void };

/**
 * /hrm/employee/talent 人才管理: the training statistics per class and trainer on top (with the records whose
 * dates or stage disagree), then the candidates at 待培训, 培训中 and 待入职审核 with their class; steps per
 * row: 参加培训 / 免培训 from 待培训, 登记出勤 / 培训结束 while 培训中.
 */
export default function TalentPage() {
  const [version, setVersion] = useState(0);
  const action = (row: Row, page: PageActions, label: string, op: string, dialog: (d: Done) => ReactNode) =>
    page.can(op) ? (
      <ModalAction
        key={label}
        trigger={
          <Button type="link" size="small">
            {label}
          </Button>
        }
        onDone={() => {
          setVersion((v) => v + 1);
          return page.reload();
        }}
      >
        {(m) => dialog({ onClose: m.close, onDone: m.done })}
      </ModalAction>
    ) : null;
  const list = useResourceList(def, {
    rowActions: (row, page) =>
      row.stage === RECRUIT_STAGE.assessed ? (
        <>
          {action(row, page, '参加培训', TalentOps.attend, (d) => (
            <AttendModal row={row} {...d} />
          ))}
          {action(row, page, '免培训', TalentOps.skip, (d) => (
            <SkipModal row={row} {...d} />
          ))}
        </>
      ) : row.stage === RECRUIT_STAGE.training ? (
        <>
          {action(row, page, '登记出勤', TalentOps.attendance, (d) => (
            <AttendanceModal row={row} {...d} />
          ))}
          {action(row, page, '培训结束', TalentOps.finish, (d) => (
            <FinishModal row={row} {...d} />
          ))}
        </>
      ) : null,
  });
  return (
    <>
      <Statistics version={version} />
      <ResourceList list={list} />
    </>
  );
}

/** Per class and trainer: members, in training, passed, failed; and the records that disagree. */
function Statistics({ version }: { version: number }) {
  const stats = useAnswer(talentStatistics, version);
  const errors = useAnswer(talentErrors, version);
  const [showErrors, setShowErrors] = useState(false);
  return (
    <Card size="small" title="培训统计（按培训班与讲师）" style={{ marginBottom: 12 }}>
      {errors && errors.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={`${errors.length} 条培训记录的日期或阶段不一致`}
          action={
            <Button size="small" onClick={() => setShowErrors(true)}>
              查看
            </Button>
          }
        />
      ) : errors ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          培训记录的日期与阶段均一致，没有异常。
        </Typography.Paragraph>
      ) : null}
      <Table
        size="small"
        rowKey="classId"
        loading={!stats}
        dataSource={stats ?? []}
        pagination={{ pageSize: 5, size: 'small', showSizeChanger: false }}
        columns={[
          { title: '培训班', dataIndex: 'className', width: 220 },
          { title: '讲师', dataIndex: 'trainerName', width: 100 },
          { title: '开班日期', dataIndex: 'startDate', width: 110 },
          { title: '结业日期', dataIndex: 'endDate', width: 110 },
          { title: '学员', dataIndex: 'total', width: 70 },
          { title: '培训中', dataIndex: 'inTraining', width: 80 },
          { title: '合格', dataIndex: 'passed', width: 70 },
          { title: '不合格', dataIndex: 'failed', width: 80 },
        ]}
      />
      {showErrors ? (
        <Modal open title="培训异常记录" footer={null} width={720} onCancel={() => setShowErrors(false)}>
          <Table
            size="small"
            rowKey="id"
            dataSource={errors ?? []}
            pagination={{ pageSize: 10, size: 'small' }}
            columns={[
              { title: '台账号', dataIndex: 'ledgerNo', width: 150 },
              { title: '姓名', dataIndex: 'realName', width: 90 },
              { title: '阶段', dataIndex: 'stage', width: 110, render: (s: number) => RecruitStage.labelOf(s) },
              { title: '问题', dataIndex: 'problem' },
            ]}
          />
        </Modal>
      ) : null}
    </Card>
  );
}

const who = (row: Row) => `${row.realName}（${row.ledgerNo}）`;

function AttendModal({ row, onClose, onDone }: { row: Row } & Done) {
  const classes = useAnswer(talentClassOptions);
  return (
    <EndpointModal<typeof talentAttend, { classId: number }>
      endpoint={talentAttend}
      title={`参加培训：${who(row)}`}
      okText="编入培训班"
      input={(v) => ({ id: row.id, classId: v.classId })}
      doneText={() => '已编入培训班，候选人转为培训中'}
      onClose={onClose}
      onDone={onDone}
    >
      {() => (
        <Form.Item name="classId" label="培训班" rules={[{ required: true, message: '请选择培训班' }]}>
          <Select aria-label="培训班" loading={!classes} options={(classes ?? []).map((o) => ({ value: o.id, label: o.name }))} placeholder="未结业的培训班" />
        </Form.Item>
      )}
    </EndpointModal>
  );
}

function SkipModal({ row, onClose, onDone }: { row: Row } & Done) {
  return (
    <EndpointModal<typeof talentSkip, { reason: string }>
      endpoint={talentSkip}
      title={`免培训：${who(row)}`}
      okText="确认免培训"
      intro={<Typography.Paragraph type="secondary">免培训后候选人直接进入待入职审核。</Typography.Paragraph>}
      input={(v) => ({ id: row.id, reason: v.reason })}
      doneText={() => '已免培训，候选人转为待入职审核'}
      onClose={onClose}
      onDone={onDone}
    >
      {() => (
        <Form.Item name="reason" label="免培训原因" rules={[{ required: true, whitespace: true, message: '请填写免培训原因' }]}>
          <Input.TextArea maxLength={200} rows={3} placeholder="如：从业5年，技能考核优秀" />
        </Form.Item>
      )}
    </EndpointModal>
  );
}

function AttendanceModal({ row, onClose, onDone }: { row: Row } & Done) {
  return (
    <EndpointModal<typeof talentAttendance, { attendanceDays: number }>
      endpoint={talentAttendance}
      title={`登记出勤：${who(row)}`}
      okText="保存"
      initialValues={{ attendanceDays: row.attendanceDays ?? 0 }}
      input={(v) => ({ id: row.id, attendanceDays: v.attendanceDays })}
      doneText={() => '出勤天数已保存'}
      onClose={onClose}
      onDone={onDone}
    >
      {() => (
        <Form.Item name="attendanceDays" label="出勤天数" rules={[{ required: true, message: '请填写出勤天数' }]} extra="不超过已开班天数">
          <InputNumber min={0} max={366} precision={0} style={{ width: '100%' }} aria-label="出勤天数" />
        </Form.Item>
      )}
    </EndpointModal>
  );
}

function FinishModal({ row, onClose, onDone }: { row: Row } & Done) {
  return (
    <EndpointModal<typeof talentFinish, { passed: boolean; attendanceDays: number; reason?: string }>
      endpoint={talentFinish}
      title={`培训结束：${who(row)}`}
      okText="提交结果"
      initialValues={{ passed: true, attendanceDays: row.attendanceDays ?? 0 }}
      input={(v) => ({ id: row.id, ...v })}
      doneText={() => '培训结果已提交'}
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Form.Item name="passed" label="培训结果">
            <Radio.Group
              optionType="button"
              options={[
                { value: true, label: '合格（转待入职审核）' },
                { value: false, label: '不合格（记为未录用）' },
              ]}
            />
          </Form.Item>
          <Form.Item name="attendanceDays" label="出勤天数" rules={[{ required: true, message: '请填写出勤天数' }]}>
            <InputNumber min={0} max={366} precision={0} style={{ width: '100%' }} aria-label="出勤天数" />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.passed !== b.passed}>
            {() =>
              form.getFieldValue('passed') === false ? (
                <Form.Item name="reason" label="不合格原因" rules={[{ required: true, whitespace: true, message: '请填写不合格原因' }]}>
                  <Input.TextArea maxLength={200} rows={2} />
                </Form.Item>
              ) : null
            }
          </Form.Item>
        </Space>
      )}
    </EndpointModal>
  );
}
