import { ROUTES } from '@salon/contract';
import { App as AntApp, ConfigProvider, Layout, Menu, Space, Tag, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { session } from '../../app/storage';
import AssociateDemo from './AssociateDemo';
import AutoCompleteDemo from './AutoCompleteDemo';
import CascaderDemo from './CascaderDemo';
import CheckboxDemo from './CheckboxDemo';
import DatePickerDemo from './DatePickerDemo';
import InputDemo from './InputDemo';
import ListDemo from './ListDemo';
import { DEMO_BUILD_MARKER, DEMO_MARKER } from './marker';
import SelectDemo from './SelectDemo';
import UploadDemo from './UploadDemo';
import './demo.css';

dayjs.locale('zh-cn');

/** Marker text of the demo section (productionBuild.test.ts checks it is not in production bundles). */
export { DEMO_MARKER };

const PAGES: Record<string, ComponentType> = {
  input: InputDemo,
  select: SelectDemo,
  checkbox: CheckboxDemo,
  datePicker: DatePickerDemo,
  autoComplete: AutoCompleteDemo,
  cascader: CascaderDemo,
  associate: AssociateDemo,
  upload: UploadDemo,
  list: ListDemo,
};

/** The catalogue's /demo pages (spec §2), plus the upload kit's page and the list parts' page. */
const ENTRIES = [
  ...ROUTES.filter((r) => r.module === 'demo').map((r) => ({ key: r.path.slice('/demo/'.length), title: r.title, titleEn: r.titleEn })),
  { key: 'upload', title: '上传', titleEn: 'Upload' },
  { key: 'list', title: '列表与导入导出', titleEn: 'List, Export, Import' },
];

/**
 * The /demo section (spec §2): public, in development builds only (App.tsx wires it behind
 * import.meta.env.DEV). Every page shows the kit's parts live.
 */
export default function DemoSection() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname.split('/')[2] ?? '';
  const entry = ENTRIES.find((e) => e.key === current);
  const user = session.user();

  useEffect(() => {
    document.title = `${entry ? `${entry.title} - ` : ''}组件演示`;
  }, [entry]);

  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }}>
      <AntApp>
        <Layout className="demo-layout" data-build={DEMO_BUILD_MARKER}>
          <Layout.Sider width={200} theme="light" className="demo-sider">
            <div className="demo-logo">{DEMO_MARKER}</div>
            <Menu
              mode="inline"
              selectedKeys={[current]}
              items={ENTRIES.map((e) => ({ key: e.key, label: `${e.title} ${e.titleEn}` }))}
              onClick={({ key }) => navigate(`/demo/${key}`)}
            />
          </Layout.Sider>
          <Layout>
            <Layout.Header className="demo-header">
              <Typography.Title level={4} style={{ margin: 0 }}>
                {entry ? `${entry.title} · ${entry.titleEn}` : '组件演示'}
              </Typography.Title>
              <Space>
                <Tag color="orange">开发环境</Tag>
                <Tag color="green">公开页面</Tag>
                {user ? <Typography.Text>已登录：{user.name}</Typography.Text> : <a href={`#/login?redirect=${encodeURIComponent(location.pathname)}`}>登录</a>}
              </Space>
            </Layout.Header>
            <Layout.Content className="demo-content">
              <Routes>
                <Route index element={<Navigate replace to="input" />} />
                {Object.entries(PAGES).map(([key, Page]) => (
                  <Route key={key} path={key} element={<Page />} />
                ))}
                <Route path="*" element={<Typography.Text type="secondary">没有这个演示页。</Typography.Text>} />
              </Routes>
            </Layout.Content>
          </Layout>
        </Layout>
      </AntApp>
    </ConfigProvider>
  );
}
