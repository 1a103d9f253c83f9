import { LogoutOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { findRoute, maskNumber, type BadgeKey, type MenuNode } from '@salon/contract';
import { App as AntApp, Badge, Button, ConfigProvider, Layout, Menu, Modal, Select, Space, theme, Typography } from 'antd';
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
import { isSmartLook, searchablePages, sidebarTree, type SidebarEntry } from './menuRules';
import { useMenu } from './MenuContext';
import { session } from './storage';
import { usePrefersReducedMotion } from './reducedMotion';
import './shell.css';

dayjs.locale('zh-cn');

const PRODUCT = '美发连锁后台';

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

  useEffect(() => {
    const title = (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title ?? route?.title;
    document.title = title ? `${title} - ${PRODUCT}` : PRODUCT;
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  const reducedMotion = usePrefersReducedMotion();
  const watermark = route?.watermark ? watermarkText(user) : undefined;
  const content = (
    <Layout.Content className="shell-content">
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
          <Layout.Sider width={224} theme="dark" className="shell-sider">
            <div className="shell-logo">
              <span className="shell-logo__mark">剪</span>
              {PRODUCT}
            </div>
            <Menu
              theme="dark"
              mode="inline"
              items={items}
              selectedKeys={[path]}
              openKeys={open.keys}
              onOpenChange={(keys) => setOpen({ path, keys: keys as string[] })}
              onClick={({ key }) => navigate(key)}
            />
          </Layout.Sider>
          <Layout>
            <Layout.Header className="shell-header">
              <Select
                className="shell-search"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="搜索菜单"
                suffixIcon={<SearchOutlined />}
                value={null}
                options={pages.map((p) => ({ value: p.path, label: p.trail }))}
                onChange={(value: string) => navigate(value)}
                aria-label="搜索菜单"
              />
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
