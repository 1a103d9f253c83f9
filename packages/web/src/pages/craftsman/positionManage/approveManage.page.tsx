import { cultivateOptions, POSITION_CULTIVATE_OP, positionApprovalResource, updateCultivatePeople } from '@salon/contract';
import { App, Button, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { ModalAction } from '../../../engine/ModalAction';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';

/** Names the 培养人 of a waiting position change: a craftsman in service in its store (POST /mgt/craftsmanPosition/updateCultivatePeople). */
function CultivateModal({ row, onClose, onDone }: { row: ResourceRow; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ cultivatePeopleId: number }>();
  useEffect(() => {
    let live = true;
    call(cultivateOptions, { id: row.id })
      .then((list) => live && setOptions(list.map((o) => ({ value: o.id, label: o.name }))))
      .catch(ignoreRequestError)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [row.id]);
  async function submit() {
    const { cultivatePeopleId } = await form.validateFields();
    setSaving(true);
    try {
      const answer = await call(updateCultivatePeople, { id: row.id, cultivatePeopleId });
      message.success(`已指定培养人：${answer.cultivatePeopleName}`);
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
      title={`指定培养人 · ${String(row.craftsmanName ?? '')}`}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ cultivatePeopleId: (row.cultivatePeopleId as number | null) ?? undefined }}>
        <Form.Item name="cultivatePeopleId" label="培养人" rules={[{ required: true, message: '请选择培养人' }]}>
          <Select aria-label="培养人" showSearch optionFilterProp="label" loading={loading} options={options} placeholder="申请门店的在职手艺人" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CultivateAction({ row, page }: { row: ResourceRow; page: PageActions }) {
  if (row.status !== 0 || !page.can(POSITION_CULTIVATE_OP)) return null;
  return (
    <ModalAction
      trigger={
        <Button type="link" size="small">
          指定培养人
        </Button>
      }
      onDone={page.reload}
    >
      {(m) => <CultivateModal row={row} onClose={m.close} onDone={m.done} />}
    </ModalAction>
  );
}

/** /craftsman/positionManage/approveManage: 审批管理, waiting position changes first (the menu badge), decided here; 指定培养人 on a waiting one. */
export default resourcePage(positionApprovalResource, { rowActions: (row, page) => <CultivateAction row={row} page={page} /> });
