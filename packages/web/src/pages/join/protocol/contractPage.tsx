import {
  CONTRACT_STATUS,
  ContractTermState,
  contractOps,
  FranchiseContractStatus,
  type ContractKind,
  type ContractLink,
  type contractResource,
  type contractSteps,
  type UploadedImage,
} from '@salon/contract';
import { App, Button, DatePicker, Form, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError, publicFileUrl, RequestError } from '../../../api/request';
import { ImageUpload } from '../../../components/upload';
import { ModalAction } from '../../../engine/ModalAction';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';

type Def = ReturnType<typeof contractResource<ContractKind>>;
type Steps = ReturnType<typeof contractSteps>;
type Attachment = { name: string; url: string };
/** A contract of the chain or the versions as the web receives it (times as text). */
type Link = Omit<ContractLink, 'createdAt'> & { createdAt: string };
const DAY = 'YYYY-MM-DD';

/** Shows the server's refusals under the form's fields (000006 with result.fields); anything else as the request layer does. */
function showRefusal(form: ReturnType<typeof Form.useForm>[0], err: unknown) {
  if (err instanceof RequestError && err.fields.length) {
    form.setFields(err.fields.map((f) => ({ name: f.field, errors: [f.message] })));
    return;
  }
  ignoreRequestError(err);
}

/** 续签: the new term from the day after this one ends; its number, signing day, end and amounts. */
function RenewModal({ row, steps, onClose, onDone }: { row: ResourceRow; steps: Steps; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const start = dayjs(String(row.endDate)).add(1, 'day');
  const years = Math.max(1, Math.round(dayjs(String(row.endDate)).diff(dayjs(String(row.startDate)), 'month') / 12));
  async function submit() {
    const v = (await form.validateFields()) as { contractNo: string; signedOn: Dayjs; endDate: Dayjs; amount: string; deposit?: string; remark?: string };
    setSaving(true);
    try {
      const answer = await call(steps.renew, {
        id: row.id,
        contractNo: v.contractNo,
        signedOn: v.signedOn.format(DAY),
        endDate: v.endDate.format(DAY),
        amount: v.amount,
        deposit: v.deposit || null,
        remark: v.remark || null,
      });
      message.success(`已续签：新协议 ${answer.startDate} 至 ${answer.endDate}，原协议已续签`);
      onDone();
    } catch (err) {
      showRefusal(form, err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title={`续签 ${String(row.contractNo)}`} onCancel={onClose} onOk={submit} okText="续签" cancelText="取消" confirmLoading={saving} width={560}>
      <Typography.Paragraph type="secondary">
        新协议从原协议结束的次日（{start.format(DAY)}）开始，甲乙双方沿用原协议；续签后原协议状态为「已续签」。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          signedOn: dayjs(),
          endDate: start.add(years, 'year').subtract(1, 'day'),
          amount: String(row.amount ?? ''),
          deposit: String(row.deposit ?? ''),
        }}
      >
        <Form.Item name="contractNo" label="新协议编号" rules={[{ required: true, message: '请填写新协议编号' }]}>
          <Input maxLength={30} aria-label="新协议编号" />
        </Form.Item>
        <Space size="large">
          <Form.Item name="signedOn" label="签订日期" rules={[{ required: true, message: '请选择签订日期' }]}>
            <DatePicker aria-label="签订日期" />
          </Form.Item>
          <Form.Item name="endDate" label="结束日期" rules={[{ required: true, message: '请选择结束日期' }]}>
            <DatePicker aria-label="结束日期" disabledDate={(d) => d.isBefore(start, 'day')} />
          </Form.Item>
        </Space>
        <Space size="large">
          <Form.Item name="amount" label="金额（元）" rules={[{ required: true, message: '请填写金额' }]}>
            <Input aria-label="金额" />
          </Form.Item>
          <Form.Item name="deposit" label="保证金/押金（元）">
            <Input aria-label="保证金" />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 终止: a day within the term and the reason. */
function TerminateModal({ row, steps, onClose, onDone }: { row: ResourceRow; steps: Steps; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  async function submit() {
    const v = (await form.validateFields()) as { terminatedOn: Dayjs; reason: string };
    setSaving(true);
    try {
      await call(steps.terminate, { id: row.id, terminatedOn: v.terminatedOn.format(DAY), reason: v.reason });
      message.success('已终止');
      onDone();
    } catch (err) {
      showRefusal(form, err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={`终止 ${String(row.contractNo)}`}
      onCancel={onClose}
      onOk={submit}
      okText="终止"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={saving}
    >
      <Typography.Paragraph type="secondary">
        协议期限 {String(row.startDate)} 至 {String(row.endDate)}；终止日期须在期限内，终止后不可再修改或续签。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ terminatedOn: dayjs() }}>
        <Form.Item name="terminatedOn" label="终止日期" rules={[{ required: true, message: '请选择终止日期' }]}>
          <DatePicker aria-label="终止日期" />
        </Form.Item>
        <Form.Item name="reason" label="终止原因" rules={[{ required: true, whitespace: true, message: '请填写终止原因' }]}>
          <Input.TextArea maxLength={200} rows={3} aria-label="终止原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RowActions({ row, page, steps, kind }: { row: ResourceRow; page: PageActions; steps: Steps; kind: ContractKind }) {
  const ops = contractOps(kind);
  if (row.status !== CONTRACT_STATUS.inForce) return null;
  return (
    <>
      {page.can(ops.renew) ? (
        <ModalAction
          trigger={
            <Button type="link" size="small">
              续签
            </Button>
          }
          onDone={page.reload}
        >
          {(m) => <RenewModal row={row} steps={steps} onClose={m.close} onDone={m.done} />}
        </ModalAction>
      ) : null}
      {page.can(ops.terminate) ? (
        <ModalAction
          trigger={
            <Button type="link" size="small" danger>
              终止
            </Button>
          }
          onDone={page.reload}
        >
          {(m) => <TerminateModal row={row} steps={steps} onClose={m.close} onDone={m.done} />}
        </ModalAction>
      ) : null}
    </>
  );
}

/** The detail's renewal chain and attachments (add through the kit's upload, remove). */
function ContractExtra({ row, page, steps, kind }: { row: ResourceRow & Record<string, unknown>; page: PageActions; steps: Steps; kind: ContractKind }) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<Attachment[]>((row.attachments as Attachment[] | undefined) ?? []);
  const [images, setImages] = useState<UploadedImage[]>([]);
  const chain = (row.chain as Link[] | undefined) ?? [];
  // 装修协议: the store's fit-outs in order (renovation version list).
  const [versions, setVersions] = useState<Link[] | null>(null);
  useEffect(() => {
    if (kind !== 3) return;
    call(steps.versions, { storeId: Number(row.storeId) })
      .then(setVersions)
      .catch(ignoreRequestError);
  }, [kind, steps, row.storeId]);
  const editable = page.can(contractOps(kind).file);
  const remove = (f: Attachment) =>
    call(steps.removeFile, { id: row.id, url: f.url })
      .then((left) => {
        setFiles(left);
        message.success('已删除附件');
        void page.reload();
      })
      .catch(ignoreRequestError);
  async function addAll() {
    try {
      let now = files;
      for (const image of images) now = await call(steps.addFile, { id: row.id, name: image.name.slice(0, 60) || '协议附件', url: image.url });
      setFiles(now);
      setImages([]);
      message.success('已添加附件');
      void page.reload();
    } catch (err) {
      ignoreRequestError(err);
    }
  }
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>续签记录</Typography.Title>
      <Table<Link>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={chain}
        columns={[
          { title: '协议编号', dataIndex: 'contractNo', render: (v: string, r) => (r.id === row.id ? <b>{v}（本协议）</b> : v) },
          { title: '期限', render: (_, r) => `${r.startDate} 至 ${r.endDate}` },
          { title: '金额', dataIndex: 'amount' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: number) => <Tag color={FranchiseContractStatus.items.find((i) => i.value === v)?.color}>{FranchiseContractStatus.labelOf(v)}</Tag>,
          },
        ]}
      />
      {versions ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            门店装修版本
          </Typography.Title>
          <Table<Link>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={versions}
            columns={[
              { title: '版本', render: (_, _r, i) => `第 ${i + 1} 版` },
              { title: '协议编号', dataIndex: 'contractNo' },
              { title: '装修公司', dataIndex: 'partyB' },
              { title: '期限', render: (_, r) => `${r.startDate} 至 ${r.endDate}` },
              { title: '金额', dataIndex: 'amount' },
            ]}
          />
        </>
      ) : null}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        附件
      </Typography.Title>
      {files.length ? (
        <Space direction="vertical" size={4}>
          {files.map((f) => (
            <Space key={f.url}>
              <a href={publicFileUrl(f.url)} target="_blank" rel="noreferrer">
                {f.name}
              </a>
              {editable ? (
                <Popconfirm title={`删除附件「${f.name}」？`} okText="删除" cancelText="取消" onConfirm={() => remove(f)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">暂无附件</Typography.Text>
      )}
      {editable ? (
        <div style={{ marginTop: 8 }}>
          <ImageUpload value={images} onChange={setImages} maxCount={5} bucketNameType={4} buttonText="选择文件" />
          <Button size="small" disabled={!images.length} onClick={() => void addAll()} style={{ marginTop: 8 }}>
            保存附件
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The page of one contract kind (加盟, 租赁, 装修, 优惠): the declaration's list and forms, 续签, 终止, the detail's chain and files. */
export function contractPage(def: Def, steps: Steps, kind: ContractKind) {
  const today = dayjs().format(DAY);
  return resourcePage(def, {
    render: {
      termState: (v) =>
        v === null || v === undefined ? '--' : <Tag color={ContractTermState.items.find((i) => i.value === v)?.color}>{ContractTermState.labelOf(v)}</Tag>,
      attachmentCount: (v) => (Number(v) > 0 ? `${String(v)} 个` : '--'),
    },
    formDialog: {
      title: (record) => (record ? `编辑 ${record.contractNo}` : `新增${def.title}`),
      intro: () => '同一门店同类协议的生效期限不能重叠；协议的加盟商即门店所属的加盟商。',
    },
    removable: (row) => row.status === CONTRACT_STATUS.inForce && String(row.startDate) > today,
    rowActions: (row, page) => <RowActions row={row} page={page} steps={steps} kind={kind} />,
    detailExtra: (row, page) => <ContractExtra row={row} page={page} steps={steps} kind={kind} />,
  });
}
