import {
  INTERVIEW_DETAIL_PAGE,
  recruitLedgerResource as ledger,
  RecruitStage,
  statRecrStatistic,
  updateRecrLedger,
  type EndpointInput,
  type RowOf,
} from '@salon/contract';
import { App, Form, Modal, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { showRefusedFields, validatedValues } from '../../../components/formRules';
import { defaultsOf, formFieldsOf, FormFields } from '../../../engine/formFields';
import { useReference } from '../../../engine/reference';

export { StepAction, StepModal } from '../../../engine/StepModal';

/**
 * What the recruitment ledger's pages share in the browser: the registration form (登记候选人 and
 * 修改登记信息, one endpoint), a step's dialog (the fields it asks, refusals under them), the link to
 * 面试详情 and the counts by stage.
 */
export type LedgerRow = RowOf<typeof ledger>;

/** 详情: the candidate's whole history on 面试详情. */
export const DetailLink = ({ id }: { id: number }) => <Link to={`${INTERVIEW_DETAIL_PAGE}?id=${id}`}>详情</Link>;

/** 登记候选人 (record null) or 修改登记信息 of an open application: the ledger's form fields, mobile and ID number only when registering. */
export function RegisterModal({ record, onClose, onDone }: { record: LedgerRow | null; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const reference = useReference(ledger);
  const fields = formFieldsOf(ledger, record ? 'update' : 'create');
  const [saving, setSaving] = useState(false);
  const initial = record ? Object.fromEntries(fields.map((f) => [f.key, (record as Record<string, unknown>)[f.key] ?? undefined])) : defaultsOf(fields);
  async function save() {
    const values = await validatedValues(form);
    if (!values) return;
    const body: Record<string, unknown> = {};
    for (const f of fields) body[f.key] = values[f.key] ?? null;
    setSaving(true);
    try {
      const answer = await call(updateRecrLedger, (record ? { ...body, id: record.id } : body) as EndpointInput<typeof updateRecrLedger>, {
        inlineFields: fields.map((f) => f.key),
      });
      message.success(record ? '已保存' : `已登记，台账编号 ${answer.ledgerNo}`);
      onDone();
    } catch (err) {
      if (!showRefusedFields(form, err)) ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      width={760}
      title={record ? `修改登记信息 · ${record.realName}` : '登记候选人'}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={record ? '保存' : '登记'}
      cancelText="取消"
      destroyOnHidden
    >
      <p className="recruit-intro">
        {record
          ? '手机号和身份证号按登记时的为准；应聘结束（已入职、未录用、已放弃）后不能再修改。'
          : '身份证号须真实有效；被标记为不再录用的人、已有进行中应聘的人不能登记。来源为员工推荐时须选择推荐人。'}
      </p>
      <Form form={form} layout="vertical" initialValues={initial}>
        <FormFields def={ledger} fields={fields} form={form} reference={reference} />
      </Form>
    </Modal>
  );
}

/** 各阶段人数 above the ledger: the candidates under the list's filters by stage; a tag filters the list to its stage. */
export function StageCounts({ filters, version, onPick }: { filters: Record<string, unknown>; version: number; onPick(stage: number | null): void }) {
  const [stat, setStat] = useState<{ total: number; stages: { stage: number; count: number }[] } | null>(null);
  const key = JSON.stringify(filters);
  useEffect(() => {
    let live = true;
    call(statRecrStatistic, JSON.parse(key) as EndpointInput<typeof statRecrStatistic>).then(
      (answer) => live && setStat(answer),
      (err: unknown) => ignoreRequestError(err),
    );
    return () => {
      live = false;
    };
  }, [key, version]);
  if (!stat) return null;
  const countOf = (stage: number) => stat.stages.find((s) => s.stage === stage)?.count ?? 0;
  return (
    <Space wrap size={[8, 8]} className="recruit-stage-counts" aria-label="各阶段人数">
      <Tag.CheckableTag checked={filters.stage === undefined} onChange={() => onPick(null)}>
        全部 {stat.total}
      </Tag.CheckableTag>
      {RecruitStage.items.map((s) => (
        <Tag.CheckableTag key={s.value} checked={filters.stage === s.value} onChange={() => onPick(s.value)}>
          {s.label} {countOf(s.value)}
        </Tag.CheckableTag>
      ))}
    </Space>
  );
}
