import { API_DOCS_PATH, EnableStatus, Ops, PagePath, RoleForm, RoleType, type MenuNode, type RoleRow } from '@salon/contract';
import { App, Button, Empty, Form, Input, Modal, Select, Space, Switch, Tag, Tree, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DataNode } from 'antd/es/tree';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState, type Key } from 'react';
import { get, ignoreRequestError, post } from '../../../api/request';
import { DeleteButton } from '../../../components/DeleteButton';
import { schemaRule } from '../../../components/formRules';
import { usePageAccess } from '../../../app/access';
import { DataTable, useListTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { FilterBar, type FilterItem } from '../../../components/FilterBar';
import { PageCard } from '../../../components/PageCard';
import '../../../components/kit.css';

const statusOptions = EnableStatus.items.map((i) => ({ value: i.value, label: i.label }));
const roleTypeOptions = RoleType.items.map((i) => ({ value: i.value, label: i.label }));

/** /system/manage/role: roles, their menus and operation rights. */
export default function RolePage() {
  const { message } = App.useApp();
  const access = usePageAccess();
  const table = useListTable<RoleRow>({ view: 'system.role', url: '/uc/role/queryRolePage' });
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);
  const [granting, setGranting] = useState<RoleRow | null>(null);

  const filters: FilterItem[] = [
    { type: 'input', key: 'keyword', label: '关键字', placeholder: '角色名称或编码' },
    { type: 'select', key: 'status', label: '状态', options: statusOptions },
  ];

  async function remove(row: RoleRow) {
    try {
      await post('/uc/role/delete', { id: row.id });
      message.success(`已删除角色 ${row.name}`);
      await table.reload();
    } catch (err) {
      // 2003003 (the role still has users) comes as a dialog from the request layer.
      ignoreRequestError(err);
    }
  }

  function saved(text: string) {
    setEditing(null);
    setGranting(null);
    message.success(text);
    void table.reload();
  }

  const canEdit = access.can(Ops.role.edit);
  const canGrant = access.can(Ops.role.grant);
  const canRemove = access.can(Ops.role.remove);

  const columns: ColumnsType<RoleRow> = [
    {
      title: '角色名称',
      dataIndex: 'name',
      fixed: 'left',
      render: (v: string, r) => (
        <Space size={4}>
          {v}
          {r.isSuper ? <Tag color="gold">超级管理员</Tag> : r.isSystem ? <Tag>系统</Tag> : null}
        </Space>
      ),
    },
    { title: '角色编码', dataIndex: 'code', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: '角色类型', dataIndex: 'roleType', render: (v: number) => RoleType.labelOf(v) },
    { title: '用户数', dataIndex: 'userCount', align: 'right' },
    { title: '权限数', dataIndex: 'menuCount', align: 'right' },
    { title: '状态', dataIndex: 'status', render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{EnableStatus.labelOf(v)}</Tag> },
    {
      title: '备注',
      dataIndex: 'remark',
      render: (v: string | null) =>
        v ? (
          <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 240 }}>
            {v}
          </Typography.Text>
        ) : (
          '--'
        ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {canEdit ? (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              编辑
            </Button>
          ) : null}
          {canGrant ? (
            <Button type="link" size="small" onClick={() => setGranting(row)}>
              分配权限
            </Button>
          ) : null}
          {canRemove && !row.isSuper ? (
            <DeleteButton
              title={`删除角色「${row.name}」？`}
              description={row.userCount > 0 ? `该角色下还有 ${row.userCount} 个用户，需先取消他们的该角色` : '删除后不可恢复'}
              onConfirm={() => remove(row)}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <PageCard filters={<FilterBar items={filters} onSearch={table.search} groupKey={PagePath.role} />}>
      <DataTable
        table={table}
        columns={columns}
        rowKey="id"
        title="角色列表"
        toolbar={
          <>
            {/* The API's documentation, for those who grant what it opens (a window, with a ticket). */}
            <ExportButton url={API_DOCS_PATH.html}>接口文档</ExportButton>
            {access.can(Ops.role.add) ? (
              <Button type="primary" onClick={() => setEditing('new')}>
                新增角色
              </Button>
            ) : null}
          </>
        }
      />
      {editing ? <RoleFormModal role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={saved} /> : null}
      {granting ? <GrantModal role={granting} onClose={() => setGranting(null)} onSaved={saved} /> : null}
    </PageCard>
  );
}

interface ModalProps {
  onClose(): void;
  /** Called with the success message after a save. */
  onSaved(text: string): void;
}

interface RoleFormValues {
  name: string;
  code: string;
  roleType: number;
  status: number;
  remark?: string | null;
}

function RoleFormModal({ role, onClose, onSaved }: ModalProps & { role: RoleRow | null }) {
  const [form] = Form.useForm<RoleFormValues>();
  const [saving, setSaving] = useState(false);
  const initialValues: RoleFormValues = role
    ? { name: role.name, code: role.code, roleType: role.roleType, status: role.status, remark: role.remark }
    : { name: '', code: '', roleType: 0, status: 1, remark: '' };

  async function save() {
    let values: RoleFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    const payload = { ...values, id: role?.id, remark: values.remark?.trim() ? values.remark : null };
    const checked = RoleForm.safeParse(payload);
    if (!checked.success) {
      form.setFields(checked.error.issues.map((i) => ({ name: String(i.path[0]) as keyof RoleFormValues, errors: [i.message] })));
      return;
    }
    setSaving(true);
    try {
      await post(role ? '/uc/role/update' : '/uc/role/add', payload);
      onSaved(role ? `角色 ${values.name} 已保存` : `角色 ${values.name} 已创建`);
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={role ? `编辑角色：${role.name}` : '新增角色'}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      width={560}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item name="name" label="角色名称" rules={[{ required: true, message: '请输入角色名称' }, schemaRule(RoleForm.shape.name)]}>
          <Input maxLength={20} showCount placeholder="2-20个字" />
        </Form.Item>
        <Form.Item
          name="code"
          label="角色编码"
          rules={[{ required: true, message: '请输入角色编码' }, schemaRule(RoleForm.shape.code)]}
          extra={role?.isSystem ? '系统角色的编码不能修改' : '字母开头，2-40位字母、数字或下划线，如 store_manager'}
        >
          <Input maxLength={40} autoComplete="off" disabled={!!role?.isSystem} />
        </Form.Item>
        <Form.Item name="roleType" label="角色类型" rules={[{ required: true, message: '请选择角色类型' }]}>
          <Select options={roleTypeOptions} />
        </Form.Item>
        <Form.Item
          name="status"
          label="状态"
          getValueProps={(v: number) => ({ checked: v === 1 })}
          normalize={(checked: boolean) => (checked ? 1 : 0)}
          extra={role?.isSuper ? '超级管理员角色始终启用' : role && role.userCount > 0 ? `停用后该角色的 ${role.userCount} 个用户将失去其权限` : undefined}
        >
          <Switch checkedChildren="启用" unCheckedChildren="禁用" disabled={!!role?.isSuper} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface RoleResources {
  tree: MenuNode[];
  menuIds: number[];
}

/** Parent of every entry, and children, for the cascades of the grant tree. */
function indexTree(tree: MenuNode[]) {
  const parentOf = new Map<number, number | null>();
  const childrenOf = new Map<number, MenuNode[]>();
  const walk = (nodes: MenuNode[], parent: number | null) => {
    for (const n of nodes) {
      parentOf.set(n.id, parent);
      childrenOf.set(n.id, n.children);
      walk(n.children, n.id);
    }
  };
  walk(tree, null);
  const ancestors = (id: number): number[] => {
    const out: number[] = [];
    for (let p = parentOf.get(id) ?? null; p !== null; p = parentOf.get(p) ?? null) out.push(p);
    return out;
  };
  const descendants = (id: number): number[] => {
    const out: number[] = [];
    const walkDown = (nodes: MenuNode[]) => {
      for (const n of nodes) {
        out.push(n.id);
        walkDown(n.children);
      }
    };
    walkDown(childrenOf.get(id) ?? []);
    return out;
  };
  return { parentOf, ancestors, descendants };
}

const isOperation = (n: MenuNode) => n.lv > 2 || (!n.url && !!n.code);

const labelOf = (n: MenuNode) => (isOperation(n) ? `${n.name}（${n.code}）` : n.name);

function nodeTitle(n: MenuNode, keyword: string) {
  const text = labelOf(n);
  const hit = keyword && text.toLowerCase().includes(keyword.toLowerCase());
  // Two entries may share a name (用户管理 is a group under 运营 and a page under 系统): the path tells them apart.
  return (
    <span title={n.url || undefined}>
      {hit ? <Typography.Text mark>{text}</Typography.Text> : text}
      {isOperation(n) ? (
        <Tag style={{ marginLeft: 6 }} color="blue">
          操作
        </Tag>
      ) : null}
      {n.hidden ? <Tag style={{ marginLeft: 6 }}>隐藏</Tag> : null}
    </span>
  );
}

function GrantModal({ role, onClose, onSaved }: ModalProps & { role: RoleRow }) {
  const [data, setData] = useState<RoleResources | null>(null);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void get<RoleResources>('/uc/role/getRoleResources', { roleId: role.id })
      .then((result) => {
        if (!live) return;
        setData(result);
        setChecked(new Set(result.menuIds));
      })
      .catch(ignoreRequestError);
    return () => {
      live = false;
    };
  }, [role.id]);

  const tree = useMemo(() => data?.tree ?? [], [data]);
  const index = useMemo(() => indexTree(tree), [tree]);
  const allIds = useMemo(() => [...index.parentOf.keys()], [index]);

  /** The tree, or while searching only the entries that match and the way to them (a match keeps all it holds). */
  const treeData = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    const convert = (nodes: MenuNode[], filtered: boolean): DataNode[] =>
      nodes.flatMap((n) => {
        const hit = filtered && labelOf(n).toLowerCase().includes(word);
        const children = n.children.length ? convert(n.children, filtered && !hit) : [];
        if (filtered && !hit && !children.length) return [];
        return [{ key: n.id, title: nodeTitle(n, keyword.trim()), children: children.length ? children : undefined, isLeaf: !n.children.length }];
      });
    return convert(tree, !!word);
  }, [tree, keyword]);

  /** Modules and groups start open. */
  const defaultExpanded = useMemo(() => {
    const open: number[] = [];
    const walk = (nodes: MenuNode[]) => {
      for (const n of nodes) {
        if (n.lv < 2 && n.children.length) {
          open.push(n.id);
          walk(n.children);
        }
      }
    };
    walk(tree);
    return open;
  }, [tree]);

  /** A search opens the path to every match. */
  function search(text: string) {
    setKeyword(text);
    const word = text.trim().toLowerCase();
    if (!word) return;
    const open = new Set<number>();
    const walk = (nodes: MenuNode[]) => {
      for (const n of nodes) {
        if (labelOf(n).toLowerCase().includes(word)) for (const a of index.ancestors(n.id)) open.add(a);
        walk(n.children);
      }
    };
    walk(tree);
    setExpanded([...open]);
  }

  /** Ticking an entry ticks its path; unticking it unticks everything below it. */
  function toggle(id: number, on: boolean) {
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) [id, ...index.ancestors(id)].forEach((k) => next.add(k));
      else [id, ...index.descendants(id)].forEach((k) => next.delete(k));
      return next;
    });
  }

  async function save() {
    // What was ticked plus every ancestor, for entries that are still in the tree.
    const ids = new Set<number>();
    for (const id of checked) {
      if (!index.parentOf.has(id)) continue;
      ids.add(id);
      for (const a of index.ancestors(id)) ids.add(a);
    }
    setSaving(true);
    try {
      await post('/uc/role/saveRoleResources', { roleId: role.id, menuIds: [...ids].sort((a, b) => a - b) }, { noFilter: true });
      onSaved(`角色 ${role.name} 的权限已保存，其用户的下一次操作起生效`);
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }

  const operations = useMemo(() => {
    let n = 0;
    const walk = (nodes: MenuNode[]) => {
      for (const m of nodes) {
        if (isOperation(m) && checked.has(m.id)) n++;
        walk(m.children);
      }
    };
    walk(tree);
    return n;
  }, [tree, checked]);

  return (
    <Modal
      open
      title={`分配权限：${role.name}`}
      onCancel={onClose}
      onOk={save}
      okButtonProps={{ disabled: !data }}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      width={720}
      destroyOnHidden
    >
      {data ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            勾选页面即授予该页面（自动包含其上级菜单）；页面下的操作权限需单独勾选。取消勾选会同时取消其下级。
          </Typography.Paragraph>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
            <Input.Search allowClear placeholder="搜索菜单名称或权限编码" value={keyword} onChange={(e) => search(e.target.value)} style={{ width: 260 }} />
            <Space size={4} wrap>
              <Typography.Text type="secondary">
                已选 {checked.size} 项（含操作权限 {operations} 项）
              </Typography.Text>
              <Button size="small" onClick={() => setExpanded(allIds)}>
                全部展开
              </Button>
              <Button size="small" onClick={() => setExpanded([])}>
                全部收起
              </Button>
              <Button size="small" onClick={() => setChecked(new Set(allIds))}>
                全选
              </Button>
              <Button size="small" onClick={() => setChecked(new Set())}>
                清空
              </Button>
            </Space>
          </div>
          <div style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>
            {treeData.length ? (
              <Tree
                checkable
                checkStrictly
                selectable={false}
                height={440}
                treeData={treeData}
                checkedKeys={{ checked: [...checked], halfChecked: [] }}
                expandedKeys={expanded ?? defaultExpanded}
                onExpand={setExpanded}
                onCheck={(_, info) => toggle(Number(info.node.key), info.checked)}
              />
            ) : (
              <Empty description={tree.length ? '没有匹配的菜单或权限编码' : '暂无菜单'} />
            )}
          </div>
        </Space>
      ) : (
        <Typography.Text type="secondary">加载中…</Typography.Text>
      )}
    </Modal>
  );
}
