import { DownOutlined, FilterOutlined } from '@ant-design/icons';
import { FILTER_GROUP_LIMITS, type FilterGroup } from '@salon/contract';
import { App, Button, Dropdown, Flex, Input, Modal, Space, Typography, type MenuProps } from 'antd';
import { useState } from 'react';
import { ignoreRequestError } from '../api/request';
import { DeleteButton } from './DeleteButton';
import { useFilterGroups } from './filterGroups';

interface Props {
  /** The page's route path: groups are kept per page and user. */
  page: string;
  /** The group applied last (its name shows on the button). */
  currentId: number | null;
  /** The filter bar's current values (already cleaned). */
  getFilters(): Record<string, unknown>;
  onApply(group: FilterGroup): void;
}

const ROW_STYLE = { padding: '6px 0', minHeight: 40, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;
const LABEL_STYLE = {
  display: 'inline-block',
  verticalAlign: 'bottom',
  maxWidth: 220,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** Checks a group name as the server will: trimmed, 1-40 characters. */
function nameProblem(name: string): string | null {
  if (!name) return '请输入方案名称';
  if (name.length > FILTER_GROUP_LIMITS.nameMax) return `方案名称最多${FILTER_GROUP_LIMITS.nameMax}个字`;
  return null;
}

/** The '筛选方案' control of a filter bar: apply a saved group, save the current filters, rename or delete. */
export function FilterGroupMenu({ page, currentId, getFilters, onApply }: Props) {
  const { message } = App.useApp();
  const { groups, save, remove } = useFilterGroups(page);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const current = groups.find((g) => g.id === currentId) ?? null;

  const items: MenuProps['items'] = [
    ...(groups.length ? groups.map((g) => ({ key: `group:${g.id}`, label: g.name })) : [{ key: 'empty', label: '暂无筛选方案', disabled: true }]),
    { type: 'divider' },
    { key: 'save', label: '保存当前条件' },
    { key: 'manage', label: '重命名/删除', disabled: !groups.length },
  ];

  function choose(key: string) {
    if (key === 'save' || key === 'manage') return setDialog(key);
    const group = groups.find((g) => `group:${g.id}` === key);
    if (group) onApply(group);
  }

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => choose(key), selectedKeys: current ? [`group:${current.id}`] : [] }}>
        <Button icon={<FilterOutlined />} title={current ? `筛选方案：${current.name}` : undefined}>
          <span style={LABEL_STYLE}>{current ? `筛选方案：${current.name}` : '筛选方案'}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {dialog === 'save' ? (
        <SaveGroupModal
          groups={groups}
          initialName={current?.name ?? ''}
          onClose={() => setDialog(null)}
          onSave={async (name, id) => {
            await save({ id, name, filters: getFilters() });
            message.success?.(`筛选方案「${name}」已保存`);
          }}
        />
      ) : null}
      {dialog === 'manage' ? (
        <ManageGroupsModal
          groups={groups}
          onClose={() => setDialog(null)}
          onRename={async (group, name) => {
            await save({ id: group.id, name, filters: group.filters });
            message.success?.('筛选方案已重命名');
          }}
          onRemove={async (group) => {
            await remove(group.id);
            message.success?.(`筛选方案「${group.name}」已删除`);
          }}
        />
      ) : null}
    </>
  );
}

function SaveGroupModal({
  groups,
  initialName,
  onSave,
  onClose,
}: {
  groups: FilterGroup[];
  initialName: string;
  onSave(name: string, id?: number): Promise<void>;
  onClose(): void;
}) {
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const same = groups.find((g) => g.name === trimmed);

  async function submit() {
    const p = nameProblem(trimmed);
    setProblem(p);
    if (p || busy) return;
    setBusy(true);
    try {
      // The same name again overwrites that group's filters (the hint says so).
      await onSave(trimmed, same?.id);
      onClose();
    } catch (err) {
      ignoreRequestError(err);
      setBusy(false);
    }
  }

  return (
    <Modal open title="保存当前条件" okText="保存" cancelText="取消" onOk={submit} confirmLoading={busy} onCancel={onClose} destroyOnHidden width={480}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input
          autoFocus
          aria-label="方案名称"
          placeholder="请输入方案名称"
          maxLength={FILTER_GROUP_LIMITS.nameMax}
          showCount
          value={name}
          status={problem ? 'error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(null);
          }}
          onPressEnter={() => void submit()}
        />
        {problem ? (
          <Typography.Text type="danger">{problem}</Typography.Text>
        ) : same ? (
          <Typography.Text type="warning">已有同名方案，保存将覆盖它的条件</Typography.Text>
        ) : null}
      </Space>
    </Modal>
  );
}

function ManageGroupsModal({
  groups,
  onRename,
  onRemove,
  onClose,
}: {
  groups: FilterGroup[];
  onRename(group: FilterGroup, name: string): Promise<void>;
  onRemove(group: FilterGroup): Promise<void>;
  onClose(): void;
}) {
  const [editing, setEditing] = useState<{ id: number; name: string; problem: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  async function rename(group: FilterGroup) {
    if (!editing || busy) return;
    const name = editing.name.trim();
    const problem = nameProblem(name);
    if (problem) return setEditing({ ...editing, problem });
    if (name === group.name) return setEditing(null);
    setBusy(true);
    try {
      await onRename(group, name);
      setEditing(null);
    } catch (err) {
      ignoreRequestError(err); // e.g. 筛选方案名称已存在, shown as a notice
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title="管理筛选方案" onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden width={480}>
      {groups.length ? null : <Typography.Text type="secondary">暂无筛选方案</Typography.Text>}
      <div role="list">
        {groups.map((group) => (
          <Flex key={group.id} role="listitem" align="center" justify="space-between" gap={8} style={ROW_STYLE}>
            {editing?.id === group.id ? (
              <>
                <Space orientation="vertical" style={{ flex: 1 }} size={2}>
                  <Input
                    autoFocus
                    aria-label="新名称"
                    maxLength={FILTER_GROUP_LIMITS.nameMax}
                    value={editing.name}
                    status={editing.problem ? 'error' : undefined}
                    onChange={(e) => setEditing({ id: group.id, name: e.target.value, problem: null })}
                    onPressEnter={() => void rename(group)}
                  />
                  {editing.problem ? <Typography.Text type="danger">{editing.problem}</Typography.Text> : null}
                </Space>
                <Space size={0}>
                  <Button type="link" size="small" loading={busy} onClick={() => void rename(group)}>
                    保存
                  </Button>
                  <Button type="link" size="small" onClick={() => setEditing(null)}>
                    取消
                  </Button>
                </Space>
              </>
            ) : (
              <>
                <Typography.Text ellipsis>{group.name}</Typography.Text>
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing({ id: group.id, name: group.name, problem: null })}>
                    重命名
                  </Button>
                  <DeleteButton title={`删除筛选方案「${group.name}」？`} onConfirm={() => onRemove(group).catch(ignoreRequestError)} />
                </Space>
              </>
            )}
          </Flex>
        ))}
      </div>
    </Modal>
  );
}
