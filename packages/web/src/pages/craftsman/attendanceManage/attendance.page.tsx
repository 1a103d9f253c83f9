import {
  ATTENDANCE_DETAIL_PAGE,
  ATTENDANCE_LEAVE_OP,
  ATTENDANCE_MISSING,
  ATTENDANCE_SUPPLEMENT_OP,
  attendanceCraftsmanOptions,
  attendanceResource,
  ClockKind,
  craftsmanLeaveResource,
  LeaveReason,
  LeaveType,
  registerLeave,
  supplementClock,
  type RowOf,
} from '@salon/contract';
import { App, Button, Descriptions, Form, Input, Modal, Radio, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { DateRangeInput } from '../../../components/DateRangeInput';
import { validatedValues } from '../../../components/formRules';
import { ModalAction } from '../../../engine/ModalAction';
import { PageTabs } from '../../../engine/ResourcePage';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';

type Day = RowOf<typeof attendanceResource>;
const hhmm = (at: string | null | undefined) => (at ? dayjs(at).format('HH:mm') : '--');

/**
 * /craftsman/attendanceManage/attendance 考勤列表: the judged days (filters store, date range,
 * result; export), each opening the craftsman's month; a 缺卡 day takes a 补卡 with its reason.
 * The second tab lists leave, registered with 登记请假.
 */
export default function AttendancePage() {
  return (
    <PageTabs
      items={[
        { key: 'days', label: '考勤记录', children: <DaysTab /> },
        { key: 'leave', label: '请假记录', children: <LeaveTab /> },
      ]}
    />
  );
}

function DaysTab() {
  const list = useResourceList(attendanceResource, {
    urlKey: '',
    hide: ['detail'],
    filterGroups: attendanceResource.page,
    render: { clockIn: (v) => hhmm(v as string | null), clockOut: (v) => hhmm(v as string | null) },
    rowActions: (row, page) => (
      <>
        <Link to={`${ATTENDANCE_DETAIL_PAGE}?id=${row.id}`}>
          <Button type="link" size="small">
            详情
          </Button>
        </Link>
        {row.status === ATTENDANCE_MISSING && page.can(ATTENDANCE_SUPPLEMENT_OP) ? (
          <ModalAction
            trigger={
              <Button type="link" size="small">
                补卡
              </Button>
            }
            onDone={page.reload}
          >
            {(m) => <SupplementModal day={row} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null}
      </>
    ),
  });
  return <ResourceList list={list} />;
}

/** 补卡: the missing clock at the time the manager confirmed, with the reason (audited). */
function SupplementModal({ day, onClose, onDone }: { day: Day; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ kind: 1 | 2; time: Dayjs; reason: string }>();
  const [saving, setSaving] = useState(false);
  const missingKind = day.clockIn ? 2 : 1;
  async function save() {
    const values = await validatedValues(form);
    if (!values) return;
    setSaving(true);
    try {
      await call(supplementClock, { id: day.id, kind: values.kind, time: values.time.format('HH:mm'), reason: values.reason });
      message.success('已补卡');
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  const defaultTime = missingKind === 1 ? day.shiftStart : day.shiftEnd;
  return (
    <Modal
      open
      title="补卡"
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="确定补卡"
      cancelText="取消"
      width={480}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'who', label: '手艺人', children: `${day.craftsmanName ?? ''}（${day.employeeNo ?? ''}）` },
          { key: 'day', label: '考勤日期', children: `${day.workDate ?? ''} ${day.shiftStart ?? ''}-${day.shiftEnd ?? ''}` },
          { key: 'clocks', label: '已有打卡', children: `上班 ${hhmm(day.clockIn)}，下班 ${hhmm(day.clockOut)}` },
        ]}
      />
      <Form form={form} layout="vertical" initialValues={{ kind: missingKind, time: defaultTime ? dayjs(defaultTime, 'HH:mm') : undefined }}>
        <Form.Item name="kind" label="补卡类型" rules={[{ required: true, message: '请选择补卡类型' }]}>
          <Radio.Group options={ClockKind.items.map((i) => ({ value: i.value, label: i.label, disabled: i.value === 1 ? !!day.clockIn : !!day.clockOut }))} />
        </Form.Item>
        <Form.Item name="time" label="补卡时间" rules={[{ required: true, message: '请填写补卡时间' }]}>
          <TimePicker format="HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="补卡原因"
          rules={[
            { required: true, whitespace: true, message: '请填写补卡原因' },
            { max: 200, message: '补卡原因最多200个字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：手机没电未能打卡，店长核实当天在岗" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function LeaveTab() {
  const list = useResourceList(craftsmanLeaveResource, { urlKey: 'leave', hide: ['detail'] });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(ATTENDANCE_LEAVE_OP) ? (
          <ModalAction trigger={<Button type="primary">登记请假</Button>} onDone={() => list.table.refresh()}>
            {(m) => <LeaveModal onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}

/** 登记请假: a craftsman of the user's stores, the kind, the spec's leave reason and the days. */
function LeaveModal({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ craftsmanId: number; leaveType: number; reason: number; days: [Dayjs, Dayjs]; remark?: string }>();
  const [saving, setSaving] = useState(false);
  const [craftsmen, setCraftsmen] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    let live = true;
    call(attendanceCraftsmanOptions, {}).then((rows) => live && setCraftsmen(rows), ignoreRequestError);
    return () => {
      live = false;
    };
  }, []);
  async function save() {
    const values = await validatedValues(form);
    if (!values) return;
    setSaving(true);
    try {
      const { judgedDays } = await call(registerLeave, {
        craftsmanId: values.craftsmanId,
        leaveType: values.leaveType,
        reason: values.reason,
        startDate: values.days[0].format('YYYY-MM-DD'),
        endDate: values.days[1].format('YYYY-MM-DD'),
        remark: values.remark || undefined,
      });
      message.success(judgedDays ? `已登记请假，${judgedDays}天考勤改为请假` : '已登记请假');
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title="登记请假"
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="登记"
      cancelText="取消"
      width={520}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ leaveType: 1, reason: 6 }}>
        <Form.Item name="craftsmanId" label="手艺人" rules={[{ required: true, message: '请选择手艺人' }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} placeholder="请选择手艺人" options={craftsmen.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item name="leaveType" label="请假类型" rules={[{ required: true, message: '请选择请假类型' }]}>
          <Select options={LeaveType.items.map((i) => ({ value: i.value, label: i.label }))} />
        </Form.Item>
        <Form.Item name="reason" label="请假原因" rules={[{ required: true, message: '请选择请假原因' }]}>
          <Select options={LeaveReason.items.map((i) => ({ value: i.value, label: i.label }))} />
        </Form.Item>
        <Form.Item name="days" label="请假日期" rules={[{ required: true, message: '请选择请假日期' }]} extra="一次最长31天；已过去的日子会重新判定为请假">
          <DateRangeInput style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="说明" rules={[{ max: 200, message: '说明最多200个字' }]}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
