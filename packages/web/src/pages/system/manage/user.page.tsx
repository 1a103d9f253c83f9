import {
  EnableStatus,
  ExchangePath,
  Ops,
  PagePath,
  Station,
  UserForm,
  validatePassword,
  type AreaNode,
  type StoreAuthority,
  type StoreOption,
  type UserRow,
} from '@salon/contract';
import { App, Button, DatePicker, Form, Input, Modal, Popconfirm, Select, Space, Switch, Tag, Tree, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { get, post } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { session } from '../../../app/storage';
import { DataTable, useListTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { ImportButton } from '../../../components/ImportButton';
import { FilterBar, type FilterItem } from '../../../components/FilterBar';
import { contractRules, showRefusedFields, validatedValues, validatorRule } from '../../../components/formRules';
import { PageCard } from '../../../components/PageCard';
import { RevealNumber } from '../../../components/RevealNumber';
import '../../../components/kit.css';

interface RoleOption {
  id: number;
  name: string;
  status: number;
}

function useReference() {
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [stores, setStores] = useState<StoreOption[]>([]);
  useEffect(() => {
    void get<RoleOption[]>('/uc/role/all')
      .then(setRoles)
      .catch(() => undefined);
    void post<StoreOption[]>('/basics/store/mgr/getStores', { openStatus: '0,1,2,3,4' })
      .then(setStores)
      .catch(() => undefined);
  }, []);
  return { roles, stores };
}

/** /system/manage/user: staff accounts, their roles and store-data authority. */
export default function UserPage() {
  const { message } = App.useApp();
  const access = usePageAccess();
  const table = useListTable<UserRow>({ view: 'system.user', url: '/uc/user/queryUserPage' });
  const { roles, stores } = useReference();
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [assigning, setAssigning] = useState<UserRow | null>(null);
  const [scoping, setScoping] = useState<UserRow | null>(null);
  const me = session.user()?.id;

  const filters: FilterItem[] = [
    { type: 'input', key: 'keyword', label: '关键字', placeholder: '账号、姓名或完整手机号' },
    { type: 'select', key: 'status', label: '状态', options: EnableStatus.items.map((i) => ({ value: i.value, label: i.label })) },
    { type: 'select', key: 'roleId', label: '角色', options: roles.map((r) => ({ value: r.id, label: r.name })) },
    { type: 'select', key: 'storeId', label: '所属门店', options: stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` })) },
  ];

  /** 禁用/启用 after the user said yes (the Popconfirm of the row's button, as 删除角色 asks). */
  async function toggle(row: UserRow) {
    const status = row.status === 1 ? 0 : 1;
    try {
      await get('/uc/user/userDisable', { id: row.id, status, operator: session.user()?.name });
      message.success(status === 1 ? `已启用 ${row.name}` : `已禁用 ${row.name}`);
      await table.reload();
    } catch {
      // the request layer has shown why
    }
  }

  const columns: ColumnsType<UserRow> = [
    { title: '账号', dataIndex: 'account', fixed: 'left' },
    { title: '姓名', dataIndex: 'name' },
    {
      title: '手机号',
      dataIndex: 'mobile',
      // Masked by the server for everyone; the whole number through the audited /uc/user/viewMobile.
      render: (v: string, row) => (
        <RevealNumber
          masked={v}
          of={row}
          reveal={access.can(Ops.user.viewMobile) ? async () => (await post<{ mobile: string }>('/uc/user/viewMobile', { id: row.id })).mobile : undefined}
        />
      ),
    },
    { title: '岗位', dataIndex: 'station', render: (v: number | null) => (v === null ? '--' : Station.labelOf(v)) },
    { title: '所属门店', dataIndex: 'storeName', render: (v: string | null) => v ?? '总部' },
    { title: '角色', dataIndex: 'roles', render: (list: UserRow['roles']) => (list.length ? list.map((r) => <Tag key={r.id}>{r.name}</Tag>) : '--') },
    { title: '数据权限', key: 'scope', render: (_, r) => (r.allStores ? '全部门店' : `${r.storeCount} 家门店`) },
    {
      title: '状态',
      dataIndex: 'status',
      render: (v: number, r) => (
        <Space size={4}>
          <Tag color={v === 1 ? 'green' : 'default'}>{EnableStatus.labelOf(v)}</Tag>
          {r.firstLogin === 0 ? <Tag color="orange">待改密</Tag> : null}
        </Space>
      ),
    },
    { title: '更新时间', dataIndex: 'updateTime', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {access.can(Ops.user.edit) ? (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              编辑
            </Button>
          ) : null}
          {access.can(Ops.user.disable) && row.id !== me ? (
            <Popconfirm
              title={row.status === 1 ? `禁用用户「${row.name}」？` : `启用用户「${row.name}」？`}
              description={row.status === 1 ? '禁用后该账号立即退出登录，且不能再登录' : '启用后该账号可以重新登录'}
              okText={row.status === 1 ? '禁用' : '启用'}
              okButtonProps={{ danger: row.status === 1 }}
              cancelText="取消"
              onConfirm={() => toggle(row)}
            >
              <Button type="link" size="small" danger={row.status === 1}>
                {row.status === 1 ? '禁用' : '启用'}
              </Button>
            </Popconfirm>
          ) : null}
          {access.can(Ops.user.resetPwd) ? (
            <Button type="link" size="small" onClick={() => setResetting(row)}>
              重置密码
            </Button>
          ) : null}
          {access.can(Ops.user.assignRole) ? (
            <Button type="link" size="small" onClick={() => setAssigning(row)}>
              分配角色
            </Button>
          ) : null}
          {access.can(Ops.user.storeScope) ? (
            <Button type="link" size="small" onClick={() => setScoping(row)}>
              数据权限
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <PageCard filters={<FilterBar items={filters} onSearch={table.search} groupKey={PagePath.user} />}>
      <DataTable
        table={table}
        columns={columns}
        rowKey="id"
        title="用户列表"
        toolbar={
          <Space wrap>
            {access.can(Ops.user.add) ? (
              <Button type="primary" onClick={() => setEditing('new')}>
                新增用户
              </Button>
            ) : null}
            {access.can(Ops.user.import) ? (
              <ImportButton
                url={ExchangePath.userImport}
                templateUrl={ExchangePath.userImportTemplate}
                templateName="用户导入模板.xlsx"
                onImported={() => void table.refresh()}
              />
            ) : null}
            {access.can(Ops.user.export) ? <ExportButton url={ExchangePath.userExport} params={table.filters} confirmPassword /> : null}
          </Space>
        }
      />
      {editing ? (
        <UserFormModal
          user={editing === 'new' ? null : editing}
          stores={stores}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), table.reload())}
        />
      ) : null}
      {resetting ? <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} onSaved={() => (setResetting(null), table.reload())} /> : null}
      {assigning ? <RolesModal user={assigning} roles={roles} onClose={() => setAssigning(null)} onSaved={() => (setAssigning(null), table.reload())} /> : null}
      {scoping ? <StoreScopeModal user={scoping} onClose={() => setScoping(null)} onSaved={() => (setScoping(null), table.reload())} /> : null}
    </PageCard>
  );
}

interface ModalProps {
  onClose(): void;
  onSaved(): void;
}

/** The user form's fields: the server's schema (UserForm) checked in the browser first, every refusal shown under its field. */
const FORM_FIELDS = ['account', 'name', 'nickName', 'mobile', 'station', 'storeId', 'singleSession', 'password'];
/** The rules of one field of UserForm; `required` for what the server asks only on create (手机号, 初始密码). */
const rulesOf = (key: string, required?: boolean) => contractRules(UserForm, key, required);

function UserFormModal({ user, stores, onClose, onSaved }: ModalProps & { user: UserRow | null; stores: StoreOption[] }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await validatedValues(form);
    if (!values) return;
    setSaving(true);
    try {
      await post(user ? '/uc/user/edit' : '/uc/user/add', { ...values, id: user?.id }, { inlineFields: FORM_FIELDS });
      message.success(user ? '用户已保存' : '用户已创建，首次登录须修改密码');
      onSaved();
    } catch (err) {
      // A refused field shows under it; anything else the request layer has shown.
      showRefusedFields(form, err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={user ? `编辑用户：${user.name}` : '新增用户'}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      width={600}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          user
            ? {
                account: user.account,
                name: user.name,
                nickName: user.nickName,
                station: user.station,
                department: user.department,
                storeId: user.storeId,
                singleSession: user.singleSession,
              }
            : { singleSession: false }
        }
      >
        <Form.Item name="account" label="账号" rules={rulesOf('account')} extra={user ? '账号创建后不能修改' : '字母开头，3-40位字母、数字或 _ . -'}>
          <Input disabled={!!user} autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={rulesOf('name')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="nickName" label="昵称" rules={rulesOf('nickName')}>
          <Input maxLength={40} />
        </Form.Item>
        {/* The list answers the mobile masked: on edit the box starts empty, and left empty the number stays. */}
        <Form.Item name="mobile" label="手机号" rules={rulesOf('mobile', !user)} extra={user ? `当前 ${user.mobile}，不修改请留空` : undefined}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="station" label="岗位">
          <Select allowClear options={Station.items.map((i) => ({ value: i.value, label: i.label }))} placeholder="请选择岗位" />
        </Form.Item>
        <Form.Item name="storeId" label="所属门店" extra="不选表示总部员工">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` }))}
            placeholder="请选择门店"
          />
        </Form.Item>
        <Form.Item name="singleSession" label="仅允许单处登录" valuePropName="checked" extra="开启后，新的登录会使该账号在其他地方的登录失效">
          <Switch />
        </Form.Item>
        {user ? null : (
          <Form.Item name="password" label="初始密码" rules={rulesOf('password', true)} extra="6-16位，须包含字母、数字和特殊字符；用户首次登录时须修改">
            <Input.Password autoComplete="new-password" maxLength={16} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function ResetPasswordModal({ user, onClose, onSaved }: ModalProps & { user: UserRow }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await validatedValues(form);
    if (!values) return;
    const { password } = values;
    setSaving(true);
    try {
      await post('/uc/user/resetPwd', { id: user.id, password });
      message.success(`已重置 ${user.name} 的密码，其登录会话已失效`);
      onSaved();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={`重置密码：${user.name}（${user.account}）`}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="确认重置"
      cancelText="取消"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">重置后该用户所有登录会话失效，下次登录须修改密码。</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="password" label="临时密码" rules={[validatorRule(validatePassword)]}>
          <Input.Password autoComplete="new-password" maxLength={16} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RolesModal({ user, roles, onClose, onSaved }: ModalProps & { user: UserRow; roles: RoleOption[] }) {
  const { message } = App.useApp();
  const [roleIds, setRoleIds] = useState<number[]>(user.roles.map((r) => r.id));
  const [saving, setSaving] = useState(false);
  async function save() {
    setSaving(true);
    try {
      await post('/uc/user/saveUserRoles', { userId: user.id, roleIds }, { noFilter: true });
      message.success('角色已保存，下一次请求起生效');
      onSaved();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={`分配角色：${user.name}`}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      destroyOnHidden
    >
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        value={roleIds}
        onChange={setRoleIds}
        options={roles.map((r) => ({ value: r.id, label: r.status === 1 ? r.name : `${r.name}（已停用）` }))}
        placeholder="请选择角色"
        aria-label="角色"
      />
    </Modal>
  );
}

function StoreScopeModal({ user, onClose, onSaved }: ModalProps & { user: UserRow }) {
  const { message } = App.useApp();
  const [tree, setTree] = useState<AreaNode[]>([]);
  const [authority, setAuthority] = useState<StoreAuthority | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void get<AreaNode[]>('/basics/area/all', { storesLowerLimit: 0 })
      .then(setTree)
      .catch(() => undefined);
    void get<StoreAuthority>('/uc/user/getStoreAuthority', { userId: user.id })
      .then(setAuthority)
      .catch(() => undefined);
  }, [user.id]);
  const treeData = useMemo(() => {
    interface TreeItem {
      key: string;
      title: string;
      children?: TreeItem[];
    }
    const convert = (nodes: AreaNode[]): TreeItem[] =>
      nodes.map((n) => ({
        key: n.level === 3 ? `s${n.id}` : `a${n.id}`,
        title: n.level === 3 ? n.name : `${n.name}（${n.storeCount}）`,
        children: n.children ? convert(n.children) : undefined,
      }));
    return convert(tree);
  }, [tree]);
  async function save() {
    if (!authority) return;
    setSaving(true);
    try {
      await post(
        '/uc/user/saveStoreAuthority',
        { userId: user.id, allStores: authority.allStores, storeIds: authority.storeIds, startDate: authority.startDate },
        { noFilter: true },
      );
      message.success('门店数据权限已保存');
      onSaved();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={`门店数据权限：${user.name}`}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      width={600}
      destroyOnHidden
    >
      {authority ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            <span>全部门店</span>
            <Switch checked={authority.allStores} onChange={(allStores) => setAuthority({ ...authority, allStores })} aria-label="全部门店" />
            <span style={{ marginLeft: 16 }}>数据起始日期</span>
            <DatePicker
              value={authority.startDate ? dayjs(authority.startDate) : null}
              onChange={(d) => setAuthority({ ...authority, startDate: d ? d.format('YYYY-MM-DD') : null })}
            />
          </Space>
          {authority.allStores ? (
            <Typography.Text type="secondary">可查看全部门店的数据</Typography.Text>
          ) : (
            <div style={{ maxHeight: 360, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>
              <Typography.Text type="secondary">已选 {authority.storeIds.length} 家门店</Typography.Text>
              <Tree
                checkable
                defaultExpandAll
                treeData={treeData}
                checkedKeys={authority.storeIds.map((id) => `s${id}`)}
                onCheck={(checked) => {
                  const keys = (Array.isArray(checked) ? checked : checked.checked) as string[];
                  setAuthority({ ...authority, storeIds: keys.filter((k) => k.startsWith('s')).map((k) => Number(k.slice(1))) });
                }}
              />
            </div>
          )}
        </Space>
      ) : (
        '加载中…'
      )}
    </Modal>
  );
}
