import {
  CheckOutBody,
  dormitoryBedResource,
  dormitoryCheckOut,
  dormitoryResource,
  dormitoryStayResource,
  DormitoryOps,
  STAY_LIVING,
  type FieldDef,
} from '@salon/contract';
import { App, Button, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { contractRules, showRefusedFields, validatedValues } from '../../../components/formRules';
import { FieldInput } from '../../../engine/FieldInput';
import { ModalAction } from '../../../engine/ModalAction';
import { PageTabs } from '../../../engine/ResourcePage';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';

const CHECK_OUT_FIELD: FieldDef = { key: 'checkOut', label: '退宿日期', type: 'date', required: true };

/**
 * /hrm/dormitory/dormitoryManage 宿舍管理: the dorms near the stores (宿舍), their beds (床位) and who
 * sleeps in which bed (入住登记: 办理入住 with the bed, the craftsman and the day; 退宿 writes the day
 * the bed is free again). Refusals (a bed taken on those days, a craftsman who has left) show under
 * their fields.
 */
export default function DormitoryManagePage() {
  return (
    <PageTabs
      items={[
        { key: 'dormitory', label: '宿舍', children: <DormList /> },
        { key: 'bed', label: '床位', children: <BedList /> },
        { key: 'stay', label: '入住登记', children: <StayList /> },
      ]}
    />
  );
}

function DormList() {
  const list = useResourceList(dormitoryResource, {
    urlKey: '',
    formDialog: { intro: () => '宿舍所在城市随附近门店；月租金为整套宿舍每月付给房东的租金。' },
  });
  return <ResourceList list={list} />;
}

function BedList() {
  const list = useResourceList(dormitoryBedResource, { urlKey: 'bed' });
  return <ResourceList list={list} />;
}

function StayList() {
  const list = useResourceList(dormitoryStayResource, {
    urlKey: 'stay',
    formDialog: {
      title: () => '办理入住',
      intro: () => '同一床位的入住日期不能重叠；已离职的手艺人不能入住。退宿日期当天起床位空出。',
      savedText: () => '已办理入住',
    },
    rowActions: (row, page) =>
      page.can(DormitoryOps.checkOut) && row.status === STAY_LIVING ? (
        <ModalAction
          trigger={
            <Button type="link" size="small">
              退宿
            </Button>
          }
          onDone={() => void page.reload()}
        >
          {(m) => <CheckOutModal stay={row} onClose={m.close} onDone={m.done} />}
        </ModalAction>
      ) : null,
  });
  return <ResourceList list={list} />;
}

/** 退宿: the day the bed is free again (not before the check-in day); rent is counted up to the night before. */
function CheckOutModal({
  stay,
  onClose,
  onDone,
}: {
  stay: { id: number; checkIn: string; craftsmanName: string | null; bedLabel: string | null };
  onClose(): void;
  onDone(): void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ checkOut: string }>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const v = await validatedValues(form);
    if (!v) return;
    setSaving(true);
    try {
      await call(dormitoryCheckOut, { id: stay.id, checkOut: v.checkOut }, { inlineFields: ['checkOut'] });
      message.success('已退宿');
      onDone();
    } catch (err) {
      if (!showRefusedFields(form, err)) ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title="退宿" onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText="确认退宿" cancelText="取消" destroyOnHidden>
      <p>
        {stay.craftsmanName ?? '--'} · {stay.bedLabel ?? '--'} · {stay.checkIn} 入住。退宿日期当天起床位空出，租金计到前一天。
      </p>
      <Form form={form} layout="vertical" initialValues={{ checkOut: dayjs().format('YYYY-MM-DD') }}>
        <Form.Item name="checkOut" label="退宿日期" rules={contractRules(CheckOutBody, 'checkOut', true)}>
          <FieldInput field={CHECK_OUT_FIELD} stores={[]} areas={[]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
