import type { AreaNode } from '@salon/contract';
import { Button, Cascader, Space, Typography } from 'antd';
import { useState } from 'react';
import type { CityValue } from '../../components/cityRules';
import { CitySelector } from '../../components/CitySelector';
import { useAreas } from '../../components/useAreas';
import { DemoCard, Grid, isSignedIn, NeedsSignIn, SignInNotice } from './DemoParts';

interface CascaderNode {
  value: number;
  label: string;
  children?: CascaderNode[];
}
const toCascader = (nodes: readonly AreaNode[]): CascaderNode[] =>
  nodes.map((n) => ({ value: n.id, label: n.name, children: n.children?.length ? toCascader(n.children) : undefined }));

/** /demo/cascader: the city/district selector and the area tree as a cascader. */
export default function CascaderDemo() {
  const signedIn = isSignedIn();
  const [city, setCity] = useState<CityValue>([null, null]);
  const [cityOnly, setCityOnly] = useState<CityValue>([null, null]);
  const [path, setPath] = useState<number[] | null>(null);
  const areas = useAreas({ enabled: signedIn });

  return (
    <>
      <SignInNotice />
      <Grid>
        <DemoCard
          title="城市区域 CitySelector"
          rules="值必须是两个元素 [城市id, 区域id]（否则控制台报错）；每个下拉宽160px；选择城市会重置区域，清空城市会同时清空两者。数据来自缓存的区域树。"
          value={city}
        >
          <Space orientation="vertical">
            <NeedsSignIn>
              <CitySelector value={city} onChange={setCity} />
            </NeedsSignIn>
            <Space>
              <Button size="small" onClick={() => setCity([310000, 310001])}>
                设为 上海市 / 浦东新区
              </Button>
              <Button size="small" danger onClick={() => setCity([310000] as unknown as CityValue)}>
                设一个错误的值（看控制台）
              </Button>
            </Space>
          </Space>
        </DemoCard>

        <DemoCard title="只选城市" rules="cityOnly：只显示城市下拉，值仍是两个元素。" value={cityOnly}>
          <NeedsSignIn>
            <CitySelector cityOnly value={cityOnly} onChange={setCityOnly} />
          </NeedsSignIn>
        </DemoCard>

        <DemoCard title="级联选择：城市 / 区域 / 门店" rules="antd Cascader 使用同一份区域树缓存，可搜索。" value={path}>
          <Cascader<CascaderNode>
            style={{ width: 360 }}
            options={toCascader(areas.data?.tree ?? [])}
            value={path ?? undefined}
            onChange={(v) => setPath((v as number[] | undefined) ?? null)}
            showSearch
            changeOnSelect
            placeholder={signedIn ? '城市 / 区域 / 门店' : '登录后可用'}
            disabled={!signedIn}
            aria-label="城市区域门店"
          />
          {areas.loading ? <Typography.Text type="secondary"> 加载中…</Typography.Text> : null}
        </DemoCard>
      </Grid>
    </>
  );
}
