import { APPROVAL_MAX_STEPS, approvalFlowResource, FlowOps, flowRoleOptions, flowSteps, saveFlowSteps } from '@salon/contract';
import { App, Button, Empty, Modal, Select, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { resourcePage } from '../../../engine/ResourcePage';
import { StepAction } from '../../../engine/StepModal';

/** 设置步骤: the flow's roles in order (add, remove, move up), saved at once. */
function StepsModal({ flow, onClose, onDone }: { flow: { id: number; name: string | null }; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [roles, setRoles] = useState<{ id: number; name: string }[]>([]);
  const [steps, setSteps] = useState<(number | undefined)[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([call(flowRoleOptions, {}), call(flowSteps, { id: flow.id })])
      .then(([options, current]) => {
        if (!live) return;
        setRoles(options);
        setSteps(current.map((s) => s.roleId));
      })
      .catch(ignoreRequestError);
    return () => {
      live = false;
    };
  }, [flow.id]);
  const list = steps ?? [];
  const set = (next: (number | undefined)[]) => setSteps(next);
  async function save() {
    if (list.some((r) => r === undefined)) {
      message.warning('请为每一步选择审批角色');
      return;
    }
    setSaving(true);
    try {
      await call(saveFlowSteps, { id: flow.id, roleIds: list as number[] });
      message.success(list.length ? `已设置${list.length}步审批` : '已恢复为单步审核');
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title={`设置审批步骤：${flow.name ?? ''}`} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText="保存" cancelText="取消">
      <p className="step-intro">按顺序逐步审批：须由当前步骤角色的成员审批通过后进入下一步；任一步驳回即驳回。没有步骤时为单步审核（持有审核权限者即可）。</p>
      {steps === null ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {list.length ? null : <Empty description="单步审核" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          {list.map((roleId, i) => (
            <Space key={i}>
              <span style={{ width: 56, display: 'inline-block' }}>第{i + 1}步</span>
              <Select
                style={{ width: 240 }}
                placeholder="选择审批角色"
                value={roleId}
                options={roles.filter((r) => r.id === roleId || !list.includes(r.id)).map((r) => ({ value: r.id, label: r.name }))}
                onChange={(v: number) => set(list.map((x, j) => (j === i ? v : x)))}
              />
              <Button size="small" disabled={i === 0} onClick={() => set(list.map((x, j) => (j === i - 1 ? list[i] : j === i ? list[i - 1] : x)))}>
                上移
              </Button>
              <Button size="small" danger onClick={() => set(list.filter((_, j) => j !== i))}>
                删除
              </Button>
            </Space>
          ))}
          <Button type="dashed" disabled={list.length >= APPROVAL_MAX_STEPS} onClick={() => set([...list, undefined])}>
            添加一步
          </Button>
        </Space>
      )}
    </Modal>
  );
}

/**
 * /join/business/flowSetting 流程设置: the approval flow of each kind of franchise request (加盟申请审核,
 * 收款审核, 保证金退还) with its steps in order; 编辑 (name, remark) and 设置步骤 (the roles in order).
 */
export default resourcePage(approvalFlowResource, {
  rowActions: (row, page) =>
    page.can(FlowOps.edit) ? (
      <StepAction label="设置步骤" onDone={page.reload}>
        {(m) => <StepsModal flow={{ id: row.id, name: row.name }} onClose={m.close} onDone={m.done} />}
      </StepAction>
    ) : null,
});
