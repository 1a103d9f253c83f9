import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { findRoute, maskNumber, type BadgeKey, type MenuNode } from '@salon/contract';
import { App as AntApp, Badge, Breadcrumb, Button, ConfigProvider, Layout, Menu, Modal, Select, Space, theme, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { Watermark, watermarkText } from '../components/Watermark';
import { signOut } from './auth';
import { badgeKeysFor, DATA_CHANGED, refreshBadges, useBadgeCounts } from './badges';
import { checkUserUpdated, checkVersion } from './checks';
import { rememberPath } from './history';
import { isSmartLook, menuTrail, searchablePages, sidebarTree, type SidebarEntry } from './menuRules';
import { searchMenu } from './menuSearch/menuSearch';
import { useMenu } from './MenuContext';
import { session } from './storage';
import { usePrefersReducedMotion } from './reducedMotion';
import { useSiderCollapsed } from './siderCollapse';
import { documentTitle, NOT_FOUND_TITLE, PRODUCT_NAME } from './titles';
import './shell.css';

dayjs.locale('zh-cn');

type Counts = Partial<Record<BadgeKey, number>>;

/** A page's menu label, with its pending count when it has a badge (spec §2 menu badge targets). */
function pageLabel(n: MenuNode, counts: Counts): ReactNode {
  const key = n.url ? findRoute(n.url)?.badgeKey : undefined;
  const count = key ? counts[key as BadgeKey] : undefined;
  if (!count) return n.name;
  return (
    <span className="shell-menu__badged">
      {n.name}
      <Badge count={count} size="small" overflowCount={99} className="shell-menu__badge" />
    </span>
  );
}

type Item = { key: string; label: ReactNode; children?: Item[] };

function toItems(entries: SidebarEntry[], counts: Counts): Item[] {
  return entries.map((e) =>
    e.children ? { key: e.path, label: e.node.name, children: toItems(e.children, counts) } : { key: e.path, label: pageLabel(e.node, counts) },
  );
}

function menuPaths(nodes: MenuNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.url) out.push(n.url);
    menuPaths(n.children, out);
  }
  return out;
}

function ancestorsOf(nodes: MenuNode[], path: string, trail: string[] = []): string[] | null {
  for (const n of nodes) {
    if (n.url === path) return trail;
    const found = ancestorsOf(n.children, path, n.url ? [...trail, n.url] : trail);
    if (found) return found;
  }
  return null;
}

/** The signed-in console: menu, header, watermark and the page. */
export default function Shell() {
  const { menu } = useMenu();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const user = session.user();
  const path = location.pathname;
  const route = findRoute(path);
  const smart = isSmartLook(path);
  const counts = useBadgeCounts();
  const sidebar = useMemo(() => sidebarTree(menu), [menu]);
  const items = useMemo(() => toItems(sidebar, counts), [sidebar, counts]);
  const badgeKeys = useMemo(() => badgeKeysFor(menuPaths(menu)), [menu]);
  // Badges count on every page change (at most once per 4 s) and after any change the console reports.
  useEffect(() => {
    void refreshBadges(badgeKeys);
  }, [badgeKeys, path]);
  useEffect(() => {
    const onChange = () => void refreshBadges(badgeKeys);
    window.addEventListener(DATA_CHANGED, onChange);
    return () => window.removeEventListener(DATA_CHANGED, onChange);
  }, [badgeKeys]);
  const pages = useMemo(() => searchablePages(menu), [menu]);
  // The open submenus follow the page (adjusted while rendering, not in an effect).
  const [open, setOpen] = useState(() => ({ path, keys: ancestorsOf(menu, path) ?? [] }));
  if (open.path !== path) setOpen({ path, keys: [...new Set([...open.keys, ...(ancestorsOf(menu, path) ?? [])])] });

  // The tab names the page only when the user's menu holds it (its route carries the title); any
  // other path is the not-found page, whatever the catalogue calls it.
  const pageTitle = (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title ?? NOT_FOUND_TITLE;
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);

  useEffect(() => {
    rememberPath(path);
    void checkVersion().then((check) => {
      if (!check || check.verdict === 'same') return;
      if (check.verdict === 'relogin') {
        Modal.error({
          title: '系统已升级',
          content: '新版本需要重新登录，请点击确定后重新登录。',
          okText: '确定',
          onOk: () => {
            check.accept();
            session.clearUser();
            window.location.reload();
          },
        });
      } else {
        Modal.info({
          title: '系统已更新',
          content: '检测到新版本，请刷新页面后继续使用。',
          okText: '刷新',
          onOk: () => (check.accept(), window.location.reload()),
        });
      }
    });
    void checkUserUpdated().then((changed) => {
      if (changed) Modal.warning({ title: '信息已更新', content: '您的账号信息或权限已被修改，请重新登录。', okText: '重新登录', onOk: () => signOut() });
    });
  }, [path]);

  const [collapsed, setCollapsed] = useSiderCollapsed();
  // The page's entry is brought into view in the side menu when a page opens (and when the menu unfolds).
  useEffect(() => {
    const timer = setTimeout(() => document.querySelector('.shell-sider .ant-menu-item-selected')?.scrollIntoView?.({ block: 'nearest' }), 300);
    return () => clearTimeout(timer);
  }, [path, collapsed]);

  const trail = useMemo(() => menuTrail(menu, path), [menu, path]);
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchMenu(pages, query), [pages, query]);

  const reducedMotion = usePrefersReducedMotion();
  const watermark = route?.watermark ? watermarkText(user) : undefined;
  const content = (
    <Layout.Content className="shell-content">
      {trail.length ? (
        <nav className="shell-page-header" aria-label="当前位置">
          <Breadcrumb items={trail.map((n, i) => ({ title: i < trail.length - 1 && n.url ? <a href={`#${n.url}`}>{n.name}</a> : n.name }))} />
        </nav>
      ) : null}
      <Outlet />
    </Layout.Content>
  );

  return (
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      theme={{ token: { colorPrimary: smart ? '#722ed1' : '#1677ff', borderRadius: 6, motion: !reducedMotion }, algorithm: theme.defaultAlgorithm }}
    >
      <AntApp>
        <Layout className={`shell${smart ? ' shell--smart' : ''}`}>
          <Layout.Sider width={224} collapsedWidth={64} collapsed={collapsed} trigger={null} theme="dark" className="shell-sider">
            <div className="shell-logo" title={PRODUCT_NAME}>
              <span className="shell-logo__mark">剪</span>
              {collapsed ? null : <span className="shell-logo__name">{PRODUCT_NAME}</span>}
            </div>
            <Menu
              theme="dark"
              mode="inline"
              items={items}
              selectedKeys={[path]}
              openKeys={collapsed ? undefined : open.keys}
              onOpenChange={(keys) => setOpen({ path, keys: keys as string[] })}
              onClick={({ key }) => navigate(key)}
            />
          </Layout.Sider>
          <Layout>
            <Layout.Header className="shell-header">
              <Space size="middle">
                <Button
                  type="text"
                  className="shell-collapse"
                  icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                  aria-label={collapsed ? '展开菜单' : '收起菜单'}
                  aria-expanded={!collapsed}
                  onClick={() => setCollapsed(!collapsed)}
                />
                <Select
                  className="shell-search"
                  showSearch={{ searchValue: query, onSearch: setQuery, filterOption: false }}
                  placeholder="搜索菜单（名称、拼音或首字母、操作）"
                  suffixIcon={<SearchOutlined />}
                  value={null}
                  popupMatchSelectWidth={520}
                  options={found.map(({ page, operations }) => ({
                    value: page.path,
                    label: operations.length ? `${page.trail} · ${operations.join('、')}` : page.trail,
                  }))}
                  notFoundContent="没有找到菜单"
                  onChange={(value: string) => {
                    setQuery('');
                    navigate(value);
                  }}
                  aria-label="搜索菜单"
                />
              </Space>
              <Space size="middle">
                <Typography.Text className="shell-user">
                  <UserOutlined /> {user?.name}
                  {user?.mobile ? <span className="shell-user__mobile">{maskNumber(user.mobile)}</span> : null}
                </Typography.Text>
                <Button icon={<LogoutOutlined />} onClick={() => signOut()}>
                  退出登录
                </Button>
              </Space>
            </Layout.Header>
            <Watermark content={watermark}>{content}</Watermark>
          </Layout>
        </Layout>
      </AntApp>
    </ConfigProvider>
  );
}
