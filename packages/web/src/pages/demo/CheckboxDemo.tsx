import type { ServiceItem } from '@salon/contract';
import { Segmented, Space, Switch } from 'antd';
import { useState } from 'react';
import type { AreaScope } from '../../components/areaTree';
import { selectedServiceItems, type ServiceSelectMode } from '../../components/serviceRules';
import { ServiceTable } from '../../components/ServiceTable';
import { StoreAreaPicker } from '../../components/StoreAreaPicker';
import { SAMPLE_SERVICES } from './demoData';
import { DemoCard, Grid, NeedsSignIn, SignInNotice } from './DemoParts';

const SCOPES: { value: AreaScope; label: string }[] = [
  { value: 'city', label: '城市' },
  { value: 'district', label: '区域' },
  { value: 'store', label: '门店' },
];

/** /demo/checkbox: the service table's selection and coefficients, the store area picker's scopes. */
export default function CheckboxDemo() {
  const [mode, setMode] = useState<ServiceSelectMode>('checkbox');
  const [readOnly, setReadOnly] = useState(false);
  const [items, setItems] = useState<ServiceItem[]>(SAMPLE_SERVICES);
  const [selected, setSelected] = useState<number[]>([]);
  const [scope, setScope] = useState<AreaScope>('district');
  const [areaIds, setAreaIds] = useState<number[]>([]);
  const [storeIds, setStoreIds] = useState<number[]>([]);

  return (
    <>
      <SignInNotice />
      <Grid>
        <DemoCard
          wide
          title="服务项目表 ServiceTable"
          rules="单选（再次点击已选项取消）或多选；系数0-10、默认1；染发系数仅项目分类为1时可填；只读或未勾选的行不可编辑。示例数据（暂无服务项目接口）。"
          value={selectedServiceItems(items, selected).map((i) => ({
            id: i.id,
            itemName: i.itemName,
            newOrderRatio: i.newOrderRatio,
            newDyeOrderRatio: i.newDyeOrderRatio,
          }))}
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <Segmented<ServiceSelectMode>
                value={mode}
                onChange={(m) => {
                  setMode(m);
                  setSelected([]);
                }}
                options={[
                  { value: 'radio', label: '单选' },
                  { value: 'checkbox', label: '多选' },
                ]}
              />
              <Switch checked={readOnly} onChange={setReadOnly} checkedChildren="只读" unCheckedChildren="可编辑" />
            </Space>
            <ServiceTable
              items={items}
              onItemsChange={setItems}
              mode={mode}
              readOnly={readOnly}
              selectedIds={selected}
              onSelectedChange={(ids) => setSelected(ids)}
            />
          </Space>
        </DemoCard>

        <DemoCard
          title="门店区域 StoreAreaPicker"
          rules="范围决定可勾选的层级（城市 / 区域 / 门店），切换范围会重新加载并清空已选。区域树来自 /basics/area/all，缓存在 IndexedDB「areaTable」版本1，退出登录时清除。"
          value={{ scope, ids: areaIds, dropDown: storeIds }}
        >
          <NeedsSignIn>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Segmented<AreaScope> value={scope} onChange={setScope} options={SCOPES} />
              <StoreAreaPicker inline scope={scope} value={areaIds} onChange={setAreaIds} width="100%" />
              <span>下拉形式（门店）：</span>
              <StoreAreaPicker scope="store" value={storeIds} onChange={setStoreIds} width={360} />
            </Space>
          </NeedsSignIn>
        </DemoCard>
      </Grid>
    </>
  );
}
