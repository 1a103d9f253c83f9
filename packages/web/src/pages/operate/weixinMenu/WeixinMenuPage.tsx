import {
  checkPublishable,
  nameWidth,
  WX_ENTRY_TYPES,
  WX_MENU_LIMITS,
  wxMenuEndpoints,
  wxMenuOps,
  type ResourceDef,
  type WxEntryType,
  type WxMenuAccount,
  type WxMenuChild,
  type WxMenuEntry,
  type EndpointAnswer,
} from '@salon/contract';
import { Alert, App, Button, Card, Empty, Form, Input, Popconfirm, Radio, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { ResourcePage } from '../../../engine/ResourcePage';
import './weixinMenu.css';

/** Which entry the editor shows: a top entry, or one of its children. */
type Selection = { top: number; child?: number } | null;
/** The editor's state as the wire carries it (times as ISO text). */
type WxMenuState = EndpointAnswer<ReturnType<typeof wxMenuEndpoints>['get']>;

const when = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '--');
const blankChild = (): WxMenuChild => ({ name: '', type: 'view', url: '' });

/** The entry a selection points at. */
function entryAt(menu: readonly WxMenuEntry[], at: Selection): WxMenuChild | WxMenuEntry | null {
  if (!at) return null;
  const top = menu[at.top];
  if (!top) return null;
  return at.child === undefined ? top : (top.children[at.child] ?? null);
}

/** The menu with one entry replaced. */
function withEntry(menu: readonly WxMenuEntry[], at: NonNullable<Selection>, patch: Partial<WxMenuChild>): WxMenuEntry[] {
  return menu.map((top, i) => {
    if (i !== at.top) return top;
    if (at.child === undefined) return { ...top, ...patch };
    return { ...top, children: top.children.map((c, j) => (j === at.child ? { ...c, ...patch } : c)) };
  });
}

/** The phone's bottom bar and the open entry's children, as the account's followers see them. */
function PhonePreview(props: {
  name: string;
  menu: readonly WxMenuEntry[];
  selected: Selection;
  editable: boolean;
  onSelect(at: Selection): void;
  onAddTop(): void;
  onAddChild(top: number): void;
}) {
  const { menu, selected, editable } = props;
  return (
    <div className="wx-phone" aria-label="菜单预览">
      <div className="wx-phone__title">{props.name}</div>
      <div className="wx-phone__body">
        <Typography.Text type="secondary">点击底部菜单选中后在右侧编辑</Typography.Text>
      </div>
      <div className="wx-phone__bar">
        {menu.map((top, i) => (
          <div key={i} className="wx-phone__slot">
            {selected?.top === i && (top.children.length > 0 || editable) ? (
              <div className="wx-phone__children">
                {top.children.map((child, j) => (
                  <button
                    key={j}
                    type="button"
                    className={`wx-phone__child${selected.child === j ? ' is-active' : ''}`}
                    onClick={() => props.onSelect({ top: i, child: j })}
                  >
                    {child.name || <em>未命名</em>}
                  </button>
                ))}
                {editable && top.children.length < WX_MENU_LIMITS.children ? (
                  <button type="button" className="wx-phone__child wx-phone__add" onClick={() => props.onAddChild(i)}>
                    ＋ 子菜单
                  </button>
                ) : null}
              </div>
            ) : null}
            <button
              type="button"
              className={`wx-phone__top${selected?.top === i && selected.child === undefined ? ' is-active' : ''}`}
              onClick={() => props.onSelect({ top: i })}
            >
              {top.children.length ? '≡ ' : ''}
              {top.name || <em>未命名</em>}
            </button>
          </div>
        ))}
        {editable && menu.length < WX_MENU_LIMITS.top ? (
          <div className="wx-phone__slot">
            <button type="button" className="wx-phone__top wx-phone__add" onClick={props.onAddTop}>
              ＋ 菜单
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The form of the selected entry: its name, and what it does unless it holds children. */
function EntryEditor(props: {
  entry: WxMenuChild | WxMenuEntry;
  isTop: boolean;
  editable: boolean;
  onChange(patch: Partial<WxMenuChild>): void;
  onRemove(): void;
  onMove(step: -1 | 1): void;
}) {
  const { entry, isTop, editable } = props;
  const holdsChildren = isTop && 'children' in entry && entry.children.length > 0;
  const limit = isTop ? WX_MENU_LIMITS.topNameWidth : WX_MENU_LIMITS.childNameWidth;
  const width = nameWidth(entry.name ?? '');
  return (
    <Form layout="vertical" disabled={!editable} className="wx-editor">
      <Form.Item
        label={isTop ? '菜单名称' : '子菜单名称'}
        required
        validateStatus={!entry.name || width > limit ? 'error' : undefined}
        help={!entry.name ? '请输入菜单名称' : `${isTop ? '最多4个汉字或8个字母' : '最多8个汉字或16个字母'}（已用 ${width}/${limit}）`}
      >
        <Input value={entry.name} maxLength={16} onChange={(e) => props.onChange({ name: e.target.value })} />
      </Form.Item>
      {holdsChildren ? (
        <Alert type="info" showIcon message="该菜单已有子菜单，点击时展开子菜单；请分别设置每个子菜单的动作。" />
      ) : (
        <>
          <Form.Item label="菜单类型" required>
            <Radio.Group
              value={entry.type ?? undefined}
              options={WX_ENTRY_TYPES.map((t) => ({ value: t.value, label: t.label }))}
              onChange={(e) => props.onChange({ type: e.target.value as WxEntryType })}
            />
          </Form.Item>
          {entry.type === 'click' ? (
            <Form.Item label="事件KEY" required help="公众号后台按此KEY回复消息，如 CONTACT_SERVICE">
              <Input value={entry.key ?? ''} maxLength={WX_MENU_LIMITS.key} onChange={(e) => props.onChange({ key: e.target.value })} />
            </Form.Item>
          ) : null}
          {entry.type === 'miniprogram' ? (
            <>
              <Form.Item label="小程序AppID" required>
                <Input value={entry.appId ?? ''} maxLength={40} placeholder="wx开头的AppID" onChange={(e) => props.onChange({ appId: e.target.value })} />
              </Form.Item>
              <Form.Item label="小程序页面路径" required>
                <Input
                  value={entry.pagePath ?? ''}
                  maxLength={200}
                  placeholder="pages/index/index"
                  onChange={(e) => props.onChange({ pagePath: e.target.value })}
                />
              </Form.Item>
            </>
          ) : null}
          {entry.type === 'view' || entry.type === 'miniprogram' ? (
            <Form.Item
              label={entry.type === 'view' ? '网页链接' : '备用网页链接'}
              required
              help={entry.type === 'miniprogram' ? '旧版微信不支持小程序时打开此网页' : undefined}
            >
              <Input value={entry.url ?? ''} maxLength={WX_MENU_LIMITS.url} placeholder="https://" onChange={(e) => props.onChange({ url: e.target.value })} />
            </Form.Item>
          ) : null}
        </>
      )}
      {editable ? (
        <Space>
          <Button onClick={() => props.onMove(-1)}>前移</Button>
          <Button onClick={() => props.onMove(1)}>后移</Button>
          <Popconfirm title={holdsChildren ? '删除该菜单及其全部子菜单？' : '删除该菜单？'} onConfirm={props.onRemove}>
            <Button danger>删除</Button>
          </Popconfirm>
        </Space>
      ) : null}
    </Form>
  );
}

/**
 * One official account's menu page (优梦 / OH / GL / 家庭): the draft edited on a phone preview,
 * saved and published through the account's calls (the server refuses more than 3 entries, more
 * than 5 children, and publishing an entry without name or link, in words), and the publish log.
 */
export function WeixinMenuPage({ account, log }: { account: WxMenuAccount; log: ResourceDef }) {
  const { message } = App.useApp();
  const access = usePageAccess();
  const api = useMemo(() => wxMenuEndpoints(account), [account]);
  const ops = wxMenuOps(account);
  const canEdit = access.can(ops.edit);
  const canPublish = access.can(ops.publish);
  const [state, setState] = useState<WxMenuState | null>(null);
  const [menu, setMenu] = useState<WxMenuEntry[]>([]);
  const [dirty, setDirty] = useState(false);
  const [selected, setSelected] = useState<Selection>(null);
  const [busy, setBusy] = useState(false);
  const [logKey, setLogKey] = useState(0);

  const take = useCallback((next: WxMenuState) => {
    setState(next);
    setMenu(next.draft);
    setDirty(false);
    setSelected((at) => (at && entryAt(next.draft, at) ? at : next.draft.length ? { top: 0 } : null));
  }, []);

  useEffect(() => {
    void call(api.get, {}).then(take).catch(ignoreRequestError);
  }, [api, take]);

  const edit = (next: WxMenuEntry[], at: Selection = selected) => {
    setMenu(next);
    setDirty(true);
    setSelected(at);
  };
  const save = async () => {
    const next = await call(api.save, { menu });
    take(next);
    return next;
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      ignoreRequestError(error);
    } finally {
      setBusy(false);
    }
  };

  if (!state) return <Spin style={{ display: 'block', margin: 48 }} />;

  const entry = entryAt(menu, selected);
  const ready = checkPublishable(menu);
  const status: ReactNode = dirty ? (
    <Tag color="orange">有未保存的修改</Tag>
  ) : state.changed ? (
    <Tag color="gold">草稿已保存，尚未发布</Tag>
  ) : (
    <Tag color="green">草稿与线上菜单一致</Tag>
  );

  const move = (step: -1 | 1) => {
    if (!selected) return;
    if (selected.child === undefined) {
      const to = selected.top + step;
      if (to < 0 || to >= menu.length) return;
      const next = [...menu];
      [next[selected.top], next[to]] = [next[to], next[selected.top]];
      edit(next, { top: to });
    } else {
      const children = [...menu[selected.top].children];
      const to = selected.child + step;
      if (to < 0 || to >= children.length) return;
      [children[selected.child], children[to]] = [children[to], children[selected.child]];
      edit(
        menu.map((t, i) => (i === selected.top ? { ...t, children } : t)),
        { top: selected.top, child: to },
      );
    }
  };
  const remove = () => {
    if (!selected) return;
    if (selected.child === undefined)
      edit(
        menu.filter((_, i) => i !== selected.top),
        menu.length > 1 ? { top: 0 } : null,
      );
    else
      edit(
        menu.map((t, i) => (i === selected.top ? { ...t, children: t.children.filter((_, j) => j !== selected.child) } : t)),
        { top: selected.top },
      );
  };

  return (
    <div className="page-card">
      <Card
        size="small"
        title={
          <Space>
            <span>{state.accountName}菜单</span>
            {status}
          </Space>
        }
        extra={
          <Space>
            {canEdit ? (
              <Button disabled={!dirty} onClick={() => take({ ...state, draft: state.draft })}>
                放弃修改
              </Button>
            ) : null}
            {canEdit && state.published ? (
              <Popconfirm title="用线上菜单覆盖当前草稿？" onConfirm={() => edit(state.published ?? [], state.published?.length ? { top: 0 } : null)}>
                <Button>恢复为线上菜单</Button>
              </Popconfirm>
            ) : null}
            {canEdit ? (
              <Button
                loading={busy}
                disabled={!dirty}
                onClick={() =>
                  void run(async () => {
                    await save();
                    message.success('草稿已保存');
                  })
                }
              >
                保存草稿
              </Button>
            ) : null}
            {canPublish ? (
              <Popconfirm
                title="发布菜单"
                description={dirty ? '将先保存当前修改，再发布到公众号，确定发布？' : '发布后关注者约5分钟内看到新菜单，确定发布？'}
                onConfirm={() =>
                  void run(async () => {
                    if (dirty && canEdit) await save();
                    take(await call(api.publish, {}));
                    setLogKey((k) => k + 1);
                    message.success('菜单已发布');
                  })
                }
              >
                <Button type="primary" loading={busy} disabled={!dirty && !state.changed}>
                  发布
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        }
      >
        <div className="wx-menu">
          <PhonePreview
            name={state.accountName}
            menu={menu}
            selected={selected}
            editable={canEdit}
            onSelect={setSelected}
            onAddTop={() => edit([...menu, { name: '新菜单', type: 'view', url: '', children: [] }], { top: menu.length })}
            onAddChild={(top) =>
              edit(
                menu.map((t, i) =>
                  i === top ? { ...t, type: null, key: null, url: null, appId: null, pagePath: null, children: [...t.children, blankChild()] } : t,
                ),
                { top, child: menu[top].children.length },
              )
            }
          />
          <div className="wx-menu__side">
            {ready !== true ? <Alert type="warning" showIcon message={`暂不能发布：${ready}`} style={{ marginBottom: 12 }} /> : null}
            {entry && selected ? (
              <EntryEditor
                key={`${selected.top}-${selected.child ?? ''}`}
                entry={entry}
                isTop={selected.child === undefined}
                editable={canEdit}
                onChange={(patch) => edit(withEntry(menu, selected, patch))}
                onRemove={remove}
                onMove={move}
              />
            ) : (
              <Empty description={menu.length ? '请在左侧选择一个菜单' : '还没有菜单，点击左侧“＋ 菜单”添加'} />
            )}
            <Typography.Paragraph type="secondary" className="wx-menu__meta">
              一级菜单最多{WX_MENU_LIMITS.top}个，每个一级菜单最多{WX_MENU_LIMITS.children}个子菜单。草稿最近由 {state.draftUpdatedBy ?? '--'} 于{' '}
              {when(state.draftUpdatedAt)} 保存；线上版本 v{state.publishedVersion}，{state.publishedBy ?? '--'} 于 {when(state.publishedAt)} 发布。
            </Typography.Paragraph>
          </div>
        </div>
      </Card>
      <Typography.Title level={5} className="wx-menu__log">
        发布记录
      </Typography.Title>
      <ResourcePage key={logKey} def={log} options={{ urlKey: false }} />
    </div>
  );
}

/** The page of one account, for the lazy page registry. */
export function weixinMenuPage(account: WxMenuAccount, log: ResourceDef) {
  return function WeixinMenuAccountPage() {
    return <WeixinMenuPage account={account} log={log} />;
  };
}
