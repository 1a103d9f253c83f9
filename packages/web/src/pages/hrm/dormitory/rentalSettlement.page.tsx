import { rentalSettlementGenerate, rentalSettlementResource as def, DormitoryOps, RentGenerateBody, type FieldDef, type StoreOption } from '@salon/contract';
import { App, Button, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { contractRules, showRefusedFields, validatedValues } from '../../../components/formRules';
import { MonthPicker } from '../../../components/MonthPicker';
import { FieldInput } from '../../../engine/FieldInput';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { monthFilter, monthText } from '../../craftsman/salaryManagement/monthFilter';

/** The store of 生成结算, picked as every store field of a form is. */
const STORE_FIELD: FieldDef = { key: 'storeId', label: '计薪门店', type: 'store', required: true };

/**
 * /hrm/dormitory/rentalSettlement 租金结算: each occupant's nights and rent of a month (deducted on that
 * month's pay sheet as 宿舍租金); 生成结算 rewrites a store's month from the stays and policies.
 */
export default function RentalSettlementPage() {
  const list = useResourceList(def, {
    hide: ['detail'],
    filters: { month: monthFilter },
    render: { month: (value) => monthText(value) },
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(DormitoryOps.generate) ? (
          <ModalAction trigger={<Button type="primary">生成结算</Button>} onDone={() => list.table.refresh()}>
            {(m) => <GenerateModal stores={list.reference.stores} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}

/** 生成结算: a store and a month (this month or before); a month whose pay is settled is refused by the server in words. */
function GenerateModal({ stores, onClose, onDone }: { stores: readonly StoreOption[]; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ storeId: number; month: string }>();
  const [saving, setSaving] = useState(false);
  async function save() {
    const v = await validatedValues(form);
    if (!v) return;
    setSaving(true);
    try {
      const done = await call(rentalSettlementGenerate, { storeId: v.storeId, month: v.month }, { inlineFields: ['storeId', 'month'] });
      message.success(`已生成：${done.craftsmen} 人，${done.rows} 条，租金合计 ${done.total} 元`);
      onDone();
    } catch (err) {
      if (!showRefusedFields(form, err)) ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title="生成租金结算" onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText="生成" cancelText="取消" destroyOnHidden>
      <p>按该门店手艺人当月的入住天数与当日生效的租金政策计算，重新生成会覆盖该门店当月的结算；工资已结算的月份不能再生成。</p>
      <Form form={form} layout="vertical" initialValues={{ month: dayjs().format('YYYY-MM-01') }}>
        <Form.Item name="storeId" label="计薪门店" rules={contractRules(RentGenerateBody, 'storeId')}>
          <FieldInput field={STORE_FIELD} stores={[...stores]} areas={[]} />
        </Form.Item>
        <Form.Item name="month" label="月份" rules={[{ required: true, message: '请选择月份' }]}>
          <MonthPicker firstDay pastOnly allowClear={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
