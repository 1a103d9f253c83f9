import { StoreBrandType, StoreServiceType, type Lang } from '@salon/contract';
import { Descriptions, Segmented, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { BrandServiceSelect } from '../../components/BrandServiceSelect';
import { combinedCode, EMPTY_BRAND_SERVICE, type BrandServiceValue } from '../../components/brandRules';
import { CraftsmanSelect } from '../../components/CraftsmanSelect';
import { RemoteSelect, type RemoteValue } from '../../components/RemoteSelect';
import { StorePicker } from '../../components/StorePicker';
import { sampleSearch, searchUsersAsCraftsmen } from './demoData';
import { DemoCard, Grid, NeedsSignIn, SignInNotice } from './DemoParts';

/** The local search of the first example; the switch makes it fail. */
const failure = { on: false };
const search = sampleSearch({ fail: () => failure.on });

/** /demo/select: remote search with the spec's drop-down texts, craftsman, store and brand pickers. */
export default function SelectDemo() {
  const [lang, setLang] = useState<Lang>('zh');
  const [minLength, setMinLength] = useState(0);
  const [fail, setFail] = useState(failure.on);
  const [single, setSingle] = useState<RemoteValue | null>(null);
  const [many, setMany] = useState<RemoteValue[]>([]);
  const [craftsman, setCraftsman] = useState<RemoteValue | null>(null);
  const [stores, setStores] = useState<number[]>([]);
  const [brand, setBrand] = useState<BrandServiceValue>(EMPTY_BRAND_SERVICE);

  return (
    <>
      <SignInNotice />
      <Grid>
        <DemoCard
          title="远程搜索 RemoteSelect"
          rules="本地模拟数据（延迟0.5秒，每页20条，滚动到底加载下一页）。输入停顿300ms后搜索；搜索词最多6个字。切换语言查看中英文下拉提示。"
          value={{ single, many }}
        >
          <Space orientation="vertical" size="middle">
            <Space wrap>
              <Segmented<Lang>
                value={lang}
                onChange={setLang}
                options={[
                  { value: 'zh', label: '中文' },
                  { value: 'en', label: 'English' },
                ]}
              />
              <span>最少字数</span>
              <Segmented<number> value={minLength} onChange={setMinLength} options={[0, 1, 2]} />
              <Switch
                checked={fail}
                onChange={(on) => {
                  failure.on = on;
                  setFail(on);
                }}
                checkedChildren="模拟失败"
                unCheckedChildren="正常返回"
              />
            </Space>
            <Space wrap align="start">
              <RemoteSelect
                key={`s-${lang}-${minLength}`}
                search={search}
                lang={lang}
                minLength={minLength}
                maxLength={6}
                value={single}
                onChange={(v) => setSingle(v)}
                aria-label="单选远程搜索"
              />
              <RemoteSelect
                key={`m-${lang}-${minLength}`}
                mode="multiple"
                maxCount={3}
                width={320}
                search={search}
                lang={lang}
                minLength={minLength}
                maxLength={6}
                value={many}
                onChange={(v) => setMany(v)}
                aria-label="多选远程搜索"
                placeholder={lang === 'en' ? 'Up to 3 names' : '最多选3人'}
              />
            </Space>
          </Space>
        </DemoCard>

        <DemoCard
          title="手艺人选择 CraftsmanSelect"
          rules={
            <>
              选项为 label = 姓名、value = id。尚无手艺人接口：此处以用户列表 <Typography.Text code>POST /uc/user/queryUserPage {'{keyword}'}</Typography.Text>{' '}
              作为替代数据源（需登录且有用户管理权限）。
            </>
          }
          value={craftsman}
        >
          <NeedsSignIn>
            <CraftsmanSelect search={searchUsersAsCraftsmen} value={craftsman} onChange={(v) => setCraftsman(v)} />
          </NeedsSignIn>
        </DemoCard>

        <DemoCard
          title="门店选择 StorePicker"
          rules="门店来自 /basics/store/mgr/getStores（默认营业状态 0,1）；可上传门店编码 Excel 批量添加，失败行逐条列出；可下载模板。"
          value={stores}
        >
          <NeedsSignIn>
            <StorePicker value={stores} onChange={setStores} />
          </NeedsSignIn>
        </DemoCard>

        <DemoCard
          title="品牌与服务类型 BrandServiceSelect"
          rules={`服务类型只在品牌为「${StoreBrandType.labelOf(0)}」时显示（${StoreServiceType.items.map((i) => i.label).join('、')}）；选择其他品牌会清空服务类型。`}
          value={{ ...brand, code: combinedCode(brand) }}
        >
          <BrandServiceSelect value={brand} onChange={setBrand} />
        </DemoCard>
      </Grid>
      <Descriptions
        size="small"
        column={1}
        className="demo-footnote"
        items={[
          {
            key: 'texts',
            label: '下拉提示',
            children: '无法载入结果 / 未找到结果 / 搜索中 / 载入更多 / 请再输入N个字符 / 请删除N个字符 / 最多只能选择N个项目',
          },
        ]}
      />
    </>
  );
}
