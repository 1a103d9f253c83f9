import { ArrowDownOutlined, ArrowUpOutlined, ReloadOutlined } from '@ant-design/icons';
import { MENU_MAX_DEPTH, MenuForm, OPERATION_SORT_ORDER, Ops, type MenuNode } from '@salon/contract';
import { App, Button, Form, Input, InputNumber, Modal, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState, type Key } from 'react';
import { get, ignoreRequestError, post } from '../../../api/request';
import { DeleteButton } from '../../../components/DeleteButton';
import { schemaRule } from '../../../components/formRules';
import { usePageAccess } from '../../../app/access';
import { PageCard } from '../../../components/PageCard';
import '../../../components/kit.css';

type Entry = Pick<MenuNode, 'name' | 'url' | 'code' | 'lv'>;

/** Operation-authority entries (button permissions): no url, a code, depth 3, sort 999. */
const isOperation = (n: Entry) => !n.url && !!n.code;

const KINDS = [
  { label: '模块', color: 'purple' },
  { label: '分组', color: 'blue' },
  { label: '页面', color: 'green' },
  { label: '操作权限', color: 'orange' },
];
const kindOf = (n: Entry) => KINDS[isOperation(n) ? MENU_MAX_DEPTH + 1 : Math.min(n.lv, MENU_MAX_DEPTH)];
/** What "新增下级" creates under an entry; nothing under operation entries. */
const childKind = (n: Entry): string | null => (isOperation(n) ? null : n.lv >= MENU_MAX_DEPTH ? '操作权限' : KINDS[n.lv + 1].label);

type Row = Omit<MenuNode, 'children'> & { children?: Row[] };

const matches = (n: Entry, word: string) => [n.name, n.url ?? '', n.code ?? ''].some((t) => t.toLowerCase().includes(word));

/** The tree as table rows (no empty `children`, so leaves get no expand icon), filtered by a keyword with the path to each match kept. */
function toRows(nodes: MenuNode[], word: string): Row[] {
  const out: Row[] = [];
  for (const n of nodes) {
    const self = !word || matches(n, word);
    const children = toRows(n.children, self ? '' : word);
    if (self || children.length) out.push({ ...n, children: children.length ? children : undefined });
  }
  return out;
}

function idsWithChildren(rows: Row[], out: Key[] = []): Key[] {
  for (const r of rows) {
    if (r.children) {
      out.push(r.id);
      idsWithChildren(r.children, out);
    }
  }
  return out;
}

/** Every entry by id, with its parent and siblings, for the forms and the reordering. */
function indexTree(tree: MenuNode[]) {
  const byId = new Map<number, { node: MenuNode; parent: MenuNode | null; siblings: MenuNode[] }>();
  const walk = (nodes: MenuNode[], parent: MenuNode | null) => {
    for (const node of nodes) {
      byId.set(node.id, { node, parent, siblings: nodes });
      walk(node.children, node);
    }
  };
  walk(tree, null);
  return byId;
}

/** The tree from the server; `reload()` reads it again. Loading is derived, so the effect only sets state when the answer comes. */
function useMenuTree() {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ tree: MenuNode[]; loaded: number }>({ tree: [], loaded: -1 });
  useEffect(() => {
    let live = true;
    void get<MenuNode[]>('/uc/resource/getAllResources')
      .then((tree) => {
        if (live) setState({ tree: tree ?? [], loaded: version });
      })
      .catch((err: unknown) => {
        if (live) setState((s) => ({ ...s, loaded: version }));
        ignoreRequestError(err);
      });
    return () => {
      live = false;
    };
  }, [version]);
  return { tree: state.tree, loading: state.loaded !== version, reload: () => setVersion((v) => v + 1) };
}

type Editing = { mode: 'add'; parent: MenuNode | null } | { mode: 'edit'; node: MenuNode };

/** /system/manage/menu: the whole menu tree, its pages and their operation rights. */
export default function MenuPage() {
  const { message } = App.useApp();
  const access = usePageAccess();
  const { tree, loading, reload } = useMenuTree();
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [sorting, setSorting] = useState<number | null>(null);

  const index = useMemo(() => indexTree(tree), [tree]);
  const word = keyword.trim().toLowerCase();
  const rows = useMemo(() => toRows(tree, word), [tree, word]);
  const counts = useMemo(() => {
    let menus = 0;
    let operations = 0;
    for (const { node } of index.values())
      if (isOperation(node)) operations++;
      else menus++;
    return { menus, operations };
  }, [index]);
  // Modules start open; a search opens the path to every match.
  const expandedKeys = expanded ?? (word ? idsWithChildren(rows) : tree.map((n) => n.id));

  function search(text: string) {
    setKeyword(text);
    setExpanded(null);
  }

  function changed(text: string) {
    message.success(text);
    reload();
  }

  async function remove(node: MenuNode) {
    try {
      await post('/uc/resource/delete', { id: node.id });
      changed(`已删除「${node.name}」`);
    } catch (err) {
      // 2003003 (it still has entries below it) comes as a dialog from the request layer.
      ignoreRequestError(err);
    }
  }

  /** Moves an entry among its siblings (operation entries keep 999) and renumbers the whole group. */
  async function move(node: MenuNode, delta: -1 | 1) {
    const group = (index.get(node.id)?.siblings ?? []).filter((n) => !isOperation(n));
    const from = group.findIndex((n) => n.id === node.id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= group.length) return;
    const order = [...group];
    [order[from], order[to]] = [order[to], order[from]];
    const step = Math.max(1, Math.min(10, Math.floor((OPERATION_SORT_ORDER - 1) / order.length)));
    setSorting(node.id);
    try {
      await post('/uc/resource/sort', { items: order.map((n, i) => ({ id: n.id, sortOrder: (i + 1) * step })) });
      changed(`「${node.name}」已${delta < 0 ? '上移' : '下移'}`);
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSorting(null);
    }
  }

  const canAdd = access.can(Ops.menu.add);
  const canEdit = access.can(Ops.menu.edit);
  const canRemove = access.can(Ops.menu.remove);
  const canSort = access.can(Ops.menu.sort);

  const columns: ColumnsType<Row> = [
    {
      title: '菜单名称',
      dataIndex: 'name',
      render: (v: string, r) => (word && matches(r, word) ? <Typography.Text mark>{v}</Typography.Text> : v),
    },
    {
      title: '类型',
      key: 'kind',
      render: (_, r) => {
        const kind = kindOf(r);
        return <Tag color={kind.color}>{kind.label}</Tag>;
      },
    },
    {
      title: '页面地址 / 权限编码',
      key: 'target',
      render: (_, r) => (r.url ? r.url : r.code ? <Typography.Text code>{r.code}</Typography.Text> : '--'),
    },
    {
      title: '图标',
      dataIndex: 'icon',
      render: (v: string | null) => v || '--',
    },
    {
      title: '排序',
      dataIndex: 'sortOrder',
      align: 'right',
      render: (v: number, r) =>
        r.code ? (
          <Tooltip title="操作权限的排序固定为999">
            <Typography.Text type="secondary">{v}</Typography.Text>
          </Tooltip>
        ) : (
          v
        ),
    },
    { title: '隐藏', dataIndex: 'hidden', render: (v: boolean) => (v ? <Tag color="default">隐藏</Tag> : '--') },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => {
        const entry = index.get(row.id);
        if (!entry) return null;
        const node = entry.node;
        const group = entry.siblings.filter((n) => !isOperation(n));
        const position = group.findIndex((n) => n.id === node.id);
        const kind = childKind(node);
        const below = node.children.length;
        return (
          <Space size={0} wrap>
            {canAdd && kind ? (
              <Button type="link" size="small" onClick={() => setEditing({ mode: 'add', parent: node })}>
                {kind === '操作权限' ? '新增操作权限' : '新增下级'}
              </Button>
            ) : null}
            {canEdit ? (
              <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', node })}>
                编辑
              </Button>
            ) : null}
            {canSort && !isOperation(node) ? (
              <>
                <Tooltip title={word ? '搜索时不能调整排序' : '上移'}>
                  <Button
                    type="link"
                    size="small"
                    aria-label={`上移 ${node.name}`}
                    icon={<ArrowUpOutlined />}
                    disabled={!!word || position <= 0 || sorting !== null || loading}
                    loading={sorting === node.id}
                    onClick={() => move(node, -1)}
                  />
                </Tooltip>
                <Tooltip title={word ? '搜索时不能调整排序' : '下移'}>
                  <Button
                    type="link"
                    size="small"
                    aria-label={`下移 ${node.name}`}
                    icon={<ArrowDownOutlined />}
                    disabled={!!word || position < 0 || position >= group.length - 1 || sorting !== null || loading}
                    onClick={() => move(node, 1)}
                  />
                </Tooltip>
              </>
            ) : null}
            {canRemove ? (
              <DeleteButton
                title={`删除「${node.name}」？`}
                description={below ? `其下还有 ${below} 个下级菜单或操作权限，需先删除它们` : '删除后，已授予该项的角色也将失去它'}
                onConfirm={() => remove(node)}
              />
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <PageCard>
      <div className="data-table">
        <div className="data-table__bar">
          <Space align="baseline" size={12}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              菜单列表
            </Typography.Title>
            <Typography.Text type="secondary">
              共 {counts.menus} 个菜单、{counts.operations} 个操作权限
            </Typography.Text>
          </Space>
          <div className="data-table__tools">
            <Input.Search
              allowClear
              placeholder="搜索名称、页面地址或权限编码"
              value={keyword}
              onChange={(e) => search(e.target.value)}
              style={{ width: 260 }}
            />
            <Button onClick={() => setExpanded(idsWithChildren(rows))}>全部展开</Button>
            <Button onClick={() => setExpanded([])}>全部收起</Button>
            <Button icon={<ReloadOutlined />} onClick={reload} loading={loading}>
              刷新
            </Button>
            {canAdd ? (
              <Button type="primary" onClick={() => setEditing({ mode: 'add', parent: null })}>
                新增顶级菜单
              </Button>
            ) : null}
          </div>
        </div>
        <Table<Row>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: word ? '没有匹配的菜单' : '暂无数据' }}
          expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded([...keys]) }}
        />
      </div>
      {editing ? (
        <MenuFormModal
          editing={editing}
          index={index}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            // A new entry shows: its parent opens.
            const parent = editing.mode === 'add' ? editing.parent : null;
            if (parent && !expandedKeys.includes(parent.id)) setExpanded([...expandedKeys, parent.id]);
            setEditing(null);
            changed(text);
          }}
        />
      ) : null}
    </PageCard>
  );
}

interface MenuFormValues {
  name: string;
  url?: string | null;
  code?: string | null;
  icon?: string | null;
  sortOrder?: number | null;
  hidden?: boolean;
}

/** Module > group > page names of an entry, for the form's "上级菜单" line. */
function trailOf(node: MenuNode | null, index: ReturnType<typeof indexTree>): string {
  const names: string[] = [];
  for (let cur = node; cur; cur = index.get(cur.id)?.parent ?? null) names.unshift(cur.name);
  return names.length ? names.join(' / ') : '无（顶级模块）';
}

function MenuFormModal({
  editing,
  index,
  onClose,
  onSaved,
}: {
  editing: Editing;
  index: ReturnType<typeof indexTree>;
  onClose(): void;
  onSaved(text: string): void;
}) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const [saving, setSaving] = useState(false);

  const node = editing.mode === 'edit' ? editing.node : null;
  const parent = editing.mode === 'add' ? editing.parent : node ? (index.get(node.id)?.parent ?? null) : null;
  const operation = node ? isOperation(node) : !!parent && parent.lv >= MENU_MAX_DEPTH;
  const kind = node ? kindOf(node).label : parent ? (childKind(parent) ?? '') : KINDS[0].label;
  const siblings = node ? (index.get(node.id)?.siblings ?? []) : parent ? parent.children : [...index.values()].filter((e) => !e.parent).map((e) => e.node);

  const orders = siblings.filter((n) => !isOperation(n)).map((n) => n.sortOrder);
  const nextSort = orders.length ? Math.min(Math.max(...orders) + 10, OPERATION_SORT_ORDER - 1) : 10;
  const codePrefix = siblings.find((n) => n.code)?.code?.replace(/[^:]*$/, '');

  const initialValues: MenuFormValues = node
    ? { name: node.name, url: node.url, code: node.code, icon: node.icon, sortOrder: node.sortOrder, hidden: node.hidden }
    : { name: '', url: '', code: '', icon: '', sortOrder: operation ? OPERATION_SORT_ORDER : nextSort, hidden: false };

  async function save() {
    let values: MenuFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
    const payload = {
      id: node?.id,
      parentId: parent?.id ?? null,
      name: values.name,
      url: operation ? null : text(values.url),
      code: operation ? text(values.code) : null,
      icon: operation ? null : text(values.icon),
      sortOrder: operation ? OPERATION_SORT_ORDER : (values.sortOrder ?? 0),
      hidden: operation ? (node?.hidden ?? false) : !!values.hidden,
    };
    // The whole-form rules of the contract (url or code, not both, operations under a page).
    const checked = MenuForm.safeParse(payload);
    if (!checked.success) {
      const fields = new Set(['name', 'url', 'code', 'icon', 'sortOrder', 'hidden']);
      const onFields = checked.error.issues.filter((i) => fields.has(String(i.path[0])));
      form.setFields(onFields.map((i) => ({ name: String(i.path[0]) as keyof MenuFormValues, errors: [i.message] })));
      const other = checked.error.issues.find((i) => !fields.has(String(i.path[0])));
      if (other) modal.warning({ title: '温馨提示', content: other.message });
      return;
    }
    setSaving(true);
    try {
      await post(node ? '/uc/resource/update' : '/uc/resource/add', payload);
      onSaved(node ? `「${values.name}」已保存` : `已新增${kind}「${values.name}」`);
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }

  const title = node ? `编辑${kind}：${node.name}` : parent ? `新增${kind}` : '新增顶级菜单';
  return (
    <Modal open title={title} onCancel={onClose} onOk={save} confirmLoading={saving} okText="保存" cancelText="取消" width={560} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="上级菜单">
          <Space size={8}>
            <Typography.Text>{trailOf(parent, index)}</Typography.Text>
            <Tag color={KINDS.find((k) => k.label === kind)?.color}>{kind}</Tag>
          </Space>
        </Form.Item>
        <Form.Item
          name="name"
          label={operation ? '权限名称' : '菜单名称'}
          rules={[{ required: true, message: operation ? '请输入权限名称' : '请输入菜单名称' }, schemaRule(MenuForm.shape.name)]}
        >
          <Input maxLength={40} showCount placeholder={operation ? '如 新增用户' : undefined} />
        </Form.Item>
        {operation ? (
          <Form.Item
            name="code"
            label="权限编码"
            rules={[{ required: true, message: '请输入权限编码' }, schemaRule(MenuForm.shape.code)]}
            extra="页面按此编码显示对应按钮，须与页面代码一致；字母开头，可含字母、数字和 _ : . -"
          >
            <Input maxLength={80} autoComplete="off" placeholder={codePrefix ? `${codePrefix}xxx` : '如 system:user:add'} />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="url"
              label="页面地址"
              rules={[{ required: true, message: '请输入页面地址' }, schemaRule(MenuForm.shape.url)]}
              extra={kind === '页面' ? '页面的路由地址，须以 / 开头' : '模块和分组的地址作为其下页面地址的前缀，须以 / 开头'}
            >
              <Input maxLength={200} autoComplete="off" placeholder={parent?.url ? `${parent.url}/xxx` : '/xxx'} />
            </Form.Item>
            <Form.Item name="icon" label="图标" rules={[schemaRule(MenuForm.shape.icon)]} extra="图标标识，一般只用于顶级模块">
              <Input maxLength={40} autoComplete="off" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="sortOrder"
          label="排序"
          rules={[{ required: !operation, message: '请输入排序' }, schemaRule(MenuForm.shape.sortOrder)]}
          extra={operation ? '操作权限的排序固定为999' : '同级内数字越小越靠前'}
        >
          <InputNumber min={0} max={OPERATION_SORT_ORDER} precision={0} disabled={operation} style={{ width: 160 }} />
        </Form.Item>
        {operation ? null : (
          <Form.Item name="hidden" label="在菜单中隐藏" valuePropName="checked" extra="隐藏的页面仍可授权和访问，只是不出现在左侧菜单中">
            <Switch checkedChildren="隐藏" unCheckedChildren="显示" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
