import {
  CustomerServiceOps,
  CustomerServicePath,
  FAMILY_MAX_MEMBERS,
  FamilyRelation,
  familyAccountResource,
  MEMBER_RELATIONS,
  validateMobile,
  type FamilyDetailLines,
  type FamilyMemberMobile,
  type UserFamilyMember,
} from '@salon/contract';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { ResourcePage, type PageActions, type ResourcePageOptions, type ResourceRow } from '../../../engine/ResourcePage';
import { memberColumns } from './familyParts';

/** Adds a customer (by whole mobile) to a family with a relation; the server refuses one already in a family. */
function AddMemberModal({ family, onClose, onDone }: { family: ResourceRow; onClose(): void; onDone(): Promise<void> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mobile: string; relation: number }>();
  const [saving, setSaving] = useState(false);
  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await post(CustomerServicePath.familyAddMember, { familyId: family.id, mobile: values.mobile.trim(), relation: values.relation });
      message.success('已添加家庭成员');
      await onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={`添加成员 · ${String(family.familyName)}`}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="添加"
      cancelText="取消"
      width={480}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        每个家庭账户最多 {FAMILY_MAX_MEMBERS} 位成员（不含户主），当前 {String(family.memberCount)} 位；一个用户只能加入一个家庭。
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="mobile"
          label="成员手机号"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const result = validateMobile((value ?? '').trim());
                if (result !== true) throw new Error(result);
              },
            },
          ]}
        >
          <Input aria-label="成员手机号" placeholder="完整的11位手机号" maxLength={11} />
        </Form.Item>
        <Form.Item name="relation" label="与户主关系" rules={[{ required: true, message: '请选择与户主关系' }]}>
          <Select
            aria-label="与户主关系"
            placeholder="请选择"
            options={FamilyRelation.items.filter((i) => MEMBER_RELATIONS.includes(i.value)).map((i) => ({ value: i.value, label: i.label }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AddMemberAction({ row, page }: { row: ResourceRow; page: PageActions }) {
  const [open, setOpen] = useState(false);
  if (!page.can(CustomerServiceOps.familyMember)) return null;
  return (
    <>
      <Button type="link" size="small" disabled={Number(row.memberCount) >= FAMILY_MAX_MEMBERS} onClick={() => setOpen(true)}>
        添加成员
      </Button>
      {open ? (
        <AddMemberModal
          family={row}
          onClose={() => setOpen(false)}
          onDone={async () => {
            setOpen(false);
            await page.reload();
          }}
        />
      ) : null}
    </>
  );
}

/** The family's people, each member (not the owner) removable by holders of 添加/移除成员. */
function FamilyMembers({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  const members = (row as ResourceRow & Partial<FamilyDetailLines>).members ?? [];
  const canChange = page.can(CustomerServiceOps.familyMember);
  async function remove(member: UserFamilyMember) {
    try {
      await post(CustomerServicePath.familyRemoveMember, { familyId: row.id, customerId: member.customerId });
      message.success(`已将 ${member.name} 移出家庭账户`);
      await page.reload();
    } catch (err) {
      ignoreRequestError(err);
    }
  }
  const revealMember = async (m: UserFamilyMember) =>
    (await post<FamilyMemberMobile>(CustomerServicePath.familyMemberMobile, { familyId: row.id, customerId: m.customerId })).mobile;
  const columns: ColumnsType<UserFamilyMember> = [
    ...memberColumns(page.can(CustomerServiceOps.familyViewMobile) ? revealMember : undefined),
    ...(canChange
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, m: UserFamilyMember) =>
              m.relation === 0 ? null : (
                <Popconfirm
                  title={`将 ${m.name} 移出该家庭账户？`}
                  okText="移除"
                  cancelText="取消"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(m)}
                >
                  <Button type="link" size="small" danger>
                    移除
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Typography.Title level={5} style={{ margin: '20px 0 8px' }}>
        家庭成员
      </Typography.Title>
      <Table<UserFamilyMember> rowKey="customerId" size="small" pagination={false} columns={columns} dataSource={members} />
    </>
  );
}

/** A new family account: its owner (a customer in no family yet, by whole mobile), its name, whether benefits are shared. */
function CreateFamilyModal({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ ownerMobile: string; familyName: string; sharedBenefits: boolean }>();
  const [saving, setSaving] = useState(false);
  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await post(CustomerServicePath.familyCreate, {
        ownerMobile: values.ownerMobile.trim(),
        familyName: values.familyName.trim(),
        sharedBenefits: values.sharedBenefits,
      });
      message.success('家庭账户已创建');
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title="新建家庭账户" onCancel={onClose} onOk={submit} confirmLoading={saving} okText="创建" cancelText="取消" width={480} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ sharedBenefits: true }}>
        <Form.Item
          name="ownerMobile"
          label="户主手机号"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const result = validateMobile((value ?? '').trim());
                if (result !== true) throw new Error(result);
              },
            },
          ]}
        >
          <Input aria-label="户主手机号" placeholder="完整的11位手机号" maxLength={11} />
        </Form.Item>
        <Form.Item name="familyName" label="家庭名称" rules={[{ required: true, whitespace: true, message: '请填写家庭名称' }]}>
          <Input aria-label="家庭名称" placeholder="如：王家" maxLength={40} />
        </Form.Item>
        <Form.Item name="sharedBenefits" label="共享权益" valuePropName="checked">
          <Switch checkedChildren="共享" unCheckedChildren="不共享" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const options: ResourcePageOptions = {
  rowActions: (row, page) => <AddMemberAction row={row} page={page} />,
  detailExtra: (row, page) => <FamilyMembers row={row} page={page} />,
};

/** /operate/user/familyAccount: 家庭账户, from its declaration; members are added from the row and removed in the detail; holders of 新建家庭账户 create one above the list. */
export default function FamilyAccountPage() {
  const access = usePageAccess();
  const [creating, setCreating] = useState(false);
  // A new family shows at the top of a fresh list.
  const [version, setVersion] = useState(0);
  return (
    <>
      {access.can(CustomerServiceOps.familyCreate) ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
          <Button type="primary" onClick={() => setCreating(true)}>
            新建家庭账户
          </Button>
        </div>
      ) : null}
      <ResourcePage key={version} def={familyAccountResource} options={options} />
      {creating ? (
        <CreateFamilyModal
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
    </>
  );
}
