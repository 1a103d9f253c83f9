import {
  OpenStatus,
  resourceEndpoints,
  StoreBrandType,
  StoreCategory,
  storeItemResource,
  storeResource,
  type ImportResult,
  type MenuNode,
} from '@salon/contract';
import { Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuContext } from '../../app/MenuContext';
import { DataTable, useListTable, type TableButton } from '../../components/DataTable';
import { DateRangeInput } from '../../components/DateRangeInput';
import { withDateRange } from '../../components/dateRange';
import { ExportButton } from '../../components/ExportButton';
import { FilterBar, type FilterItem } from '../../components/FilterBar';
import { ImportButton } from '../../components/ImportButton';
import '../../components/kit.css';
import { DemoCard, Grid, NeedsSignIn, SignInNotice, ValueView } from './DemoParts';

/** What the list page's examples show and a browser test looks for. */
export const LIST_DEMO = {
  cards: { list: '筛选栏 + 数据表格（门店列表）', exchange: '导出与导入' },
  codes: { mark: 'demo:store:mark', close: 'demo:store:close' },
  valueTestId: 'list-demo-value',
} as const;

interface StoreRow {
  id: number;
  storeCode: string;
  storeName: string;
  cityName: string | null;
  districtName: string | null;
  storeType: number;
  brandType: number;
  openStatus: number;
  phone: string | null;
  openDate: string | null;
}

const options = (e: { items: readonly { value: number; label: string }[] }) => e.items.map((i) => ({ value: i.value, label: i.label }));

/** Five items: four shown, the fifth behind 更多. */
const FILTERS: FilterItem[] = [
  { type: 'input', key: 'keyword', label: '门店', placeholder: '门店名称或编码' },
  { type: 'select', key: 'storeType', label: '门店类别', options: options(StoreCategory) },
  { type: 'select', key: 'brandType', label: '品牌', options: options(StoreBrandType) },
  { type: 'select', key: 'openStatus', label: '营业状态', options: options(OpenStatus) },
  { type: 'slot', key: 'openDate', label: '开业日期', slot: 'openDate', wide: true },
];

const COLUMNS: ColumnsType<StoreRow> = [
  { title: '门店编码', dataIndex: 'storeCode', key: 'storeCode', width: 100, sorter: true },
  { title: '门店名称', dataIndex: 'storeName', width: 160 },
  { title: '城市', dataIndex: 'cityName', width: 80 },
  { title: '区域', dataIndex: 'districtName', width: 90 },
  { title: '门店类别', dataIndex: 'storeType', width: 90, render: (v: number) => StoreCategory.labelOf(v) },
  {
    title: '营业状态',
    dataIndex: 'openStatus',
    width: 100,
    render: (v: number) => {
      const item = OpenStatus.items.find((i) => i.value === v);
      return <Tag color={item?.color}>{item?.label ?? v}</Tag>;
    },
  },
  // No render of its own: an empty phone reads '--'.
  { title: '门店电话', dataIndex: 'phone', width: 130 },
  { title: '开业日期', dataIndex: 'openDate', key: 'openDate', width: 110, sorter: true },
];

/**
 * The demo is no menu page: a menu naming this page with the operation codes switched on here
 * stands in for the user's grants, so the custom buttons show as on a real page.
 */
function grantedMenu(path: string, codes: string[]): MenuNode[] {
  const node = (over: Partial<MenuNode>): MenuNode => ({
    id: 0,
    parentId: null,
    name: '',
    url: null,
    path: null,
    code: null,
    icon: null,
    sortOrder: 0,
    lv: 2,
    nodeKey: 2,
    menuKey: 3,
    hidden: false,
    hasOperationAuthority: false,
    children: [],
    ...over,
  });
  return [
    node({
      id: 1,
      name: '列表演示',
      url: path,
      hasOperationAuthority: codes.length > 0,
      children: codes.map((code, i) => node({ id: 10 + i, name: code, code, lv: 3 })),
    }),
  ];
}

function StoreList() {
  const { pathname } = useLocation();
  const table = useListTable<StoreRow>({ view: 'demo.stores', url: storeResource.api.list.path });
  const [closeGranted, setCloseGranted] = useState(false);
  const [clicked, setClicked] = useState<{ button: string; stores: string[] } | null>(null);
  const menu = useMemo(() => grantedMenu(pathname, [LIST_DEMO.codes.mark, ...(closeGranted ? [LIST_DEMO.codes.close] : [])]), [pathname, closeGranted]);
  const buttons: TableButton<StoreRow>[] = [
    {
      name: '标记选中门店',
      code: LIST_DEMO.codes.mark,
      type: 'primary',
      onClick: (rows) => setClicked({ button: '标记选中门店', stores: rows.map((r) => r.storeCode) }),
    },
    {
      name: '批量关店（演示，不提交）',
      code: LIST_DEMO.codes.close,
      danger: true,
      onClick: (rows) => setClicked({ button: '批量关店', stores: rows.map((r) => r.storeCode) }),
    },
  ];
  return (
    <MenuContext.Provider value={{ menu, reload: async () => {} }}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <FilterBar
          items={FILTERS}
          slots={{ openDate: <DateRangeInput style={{ width: '100%' }} /> }}
          onSearch={(values) => table.search(withDateRange(values, 'openDate'))}
        />
        <Space wrap>
          <Switch checked={closeGranted} onChange={setCloseGranted} />
          <Typography.Text>授予「{LIST_DEMO.codes.close}」（关掉则「批量关店」按钮不显示）</Typography.Text>
        </Space>
        <DataTable
          table={table}
          columns={COLUMNS}
          rowKey="id"
          title="门店列表"
          buttons={buttons}
          toolbar={
            <>
              <ExportButton url={resourceEndpoints(storeResource).export.path} params={table.filters} />
              <ExportButton url={resourceEndpoints(storeResource).export.path} params={table.filters} confirmPassword>
                导出（验证密码）
              </ExportButton>
            </>
          }
        />
        <div data-testid={LIST_DEMO.valueTestId}>
          <ValueView value={{ filters: table.filters, page: table.page, sort: table.sort, selectedKeys: table.selectedKeys, clicked }} />
        </div>
      </Space>
    </MenuContext.Provider>
  );
}

function Exchange() {
  const [result, setResult] = useState<ImportResult | null>(null);
  const ep = resourceEndpoints(storeItemResource);
  return (
    <Space orientation="vertical" size="middle">
      <Space wrap>
        <ImportButton url={ep.import.path} templateUrl={ep.importTemplate.path} templateName="门店服务项目导入模板.xlsx" onImported={setResult}>
          导入门店服务项目
        </ImportButton>
      </Space>
      <ValueView value={{ imported: result }} />
    </Space>
  );
}

/**
 * The list parts live against the real server (spec §3, §4, §5, §7, §8): the filter bar and
 * data table over the store list (/mgt/store/queryStorePage), its custom buttons and exports,
 * and the store-item import with its template.
 */
export default function ListDemo() {
  return (
    <>
      <SignInNotice />
      <Grid>
        <DemoCard
          wide
          title={LIST_DEMO.cards.list}
          rules={
            <>
              筛选栏：默认显示4项，其余在「更多」里；查询和重置1秒内重复点击只算一次，3秒后强制结束加载；回车查询（弹窗内除外）；重置回到初始值。
              表格：每页15条（15/30/50，按用户和视图记住），换页大小、查询、刷新回到第1页并清空勾选；空单元格显示「--」，无数据显示「暂无数据」；表格最低300像素，窗口尺寸变化300毫秒后重新计算高度。
              自定义按钮需有名称和权限编码，未勾选时提示「请先勾选」。导出在新窗口下载，去掉分页参数；「验证密码」先校验登录密码。
            </>
          }
        >
          <NeedsSignIn>
            <StoreList />
          </NeedsSignIn>
        </DemoCard>
        <DemoCard
          title={LIST_DEMO.cards.exchange}
          rules="导入：选择 .xlsx，整表校验，任一行有错则整表不写入并按行列出错误（单行2秒、多行4秒）；成功显示成功与失败条数。成功的导入会真实写入开发库。「下载模板」取得表头。"
        >
          <NeedsSignIn>
            <Exchange />
          </NeedsSignIn>
        </DemoCard>
      </Grid>
    </>
  );
}
