import { PRICE_PRECISION } from '@salon/contract';
import { Segmented, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { MaskedNumber } from '../../components/MaskedNumber';
import { MoneyText } from '../../components/MoneyText';
import { NumberInput } from '../../components/NumberInput';
import { PercentText } from '../../components/PercentText';
import { PriceInput } from '../../components/PriceInput';
import { TagInput } from '../../components/TagInput';
import { DemoCard, Grid } from './DemoParts';

const NUMBER_EXAMPLES = [
  { key: 'plain', title: '默认（10位小数，步长1）', props: {} },
  { key: 'clamp', title: '范围 0-100，超出提示', props: { min: 0, max: 100 } },
  { key: 'integer', title: '仅整数', props: { integer: true } },
  { key: 'positive', title: '仅非负', props: { positive: true } },
  { key: 'decimals', title: '两位小数', props: { decimals: 2 } },
  { key: 'length', title: '最长6个字符', props: { maxLength: 6 } },
  { key: 'zeros', title: '保留前导零', props: { stripLeadingZeros: false } },
  { key: 'controls', title: '带加减按钮', props: { controls: true, min: 0, max: 10 } },
] as const;

const MASK_SAMPLES = [
  { label: '银行卡', value: '6222021234567890123' },
  { label: '手机号', value: '13812345678' },
  { label: '身份证', value: '110101199003078515' },
  { label: '7位编号', value: 'A123456' },
];

const MONEY_SAMPLES = [0, 1234.5, -98765.432, '12345678901234567.89', 1.005, null];
const PERCENT_SAMPLES = [0.25, 0.1234, 1, 0.005, 0.00001, -0.5, null];

/** /demo/input: tags, numbers, prices, masked numbers, money and percent. */
export default function InputDemo() {
  const [tags, setTags] = useState<string[]>(['烫发', '染发']);
  const [numbers, setNumbers] = useState<Record<string, number | null>>({});
  const [precision, setPrecision] = useState<number>(PRICE_PRECISION.default);
  const [price, setPrice] = useState('1234567.5');
  const [required, setRequired] = useState(true);

  return (
    <Grid>
      <DemoCard title="标签输入 TagInput" rules="逗号或中文逗号（或回车）添加；最多20个标签，每个最多20个字；空标签、重复标签会提示。" value={tags}>
        <TagInput value={tags} onChange={setTags} />
      </DemoCard>

      <DemoCard
        title="数字输入 NumberInput"
        rules="输入的内容原样保留（只滤掉字母等非数字字符）；失焦或回车时超出规则的值标红并提示原因，不改值；方向键上下按步长1增减。"
        value={numbers}
      >
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          {NUMBER_EXAMPLES.map((ex) => (
            <div key={ex.key} className="demo-row">
              <Typography.Text className="demo-row__label">{ex.title}</Typography.Text>
              <NumberInput
                {...ex.props}
                aria-label={ex.title}
                width={ex.key === 'controls' ? 180 : 160}
                value={numbers[ex.key] ?? null}
                onChange={(v) => setNumbers((n) => ({ ...n, [ex.key]: v }))}
              />
            </div>
          ))}
        </Space>
      </DemoCard>

      <DemoCard
        title="价格输入 PriceInput"
        rules={`整数部分最多18位，小数0-${PRICE_PRECISION.max}位（默认${PRICE_PRECISION.default}位）；输入时显示千分位，失焦补足小数位；值为不带千分位的字符串。`}
        value={{ price, precision }}
      >
        <Space orientation="vertical">
          <Space wrap>
            <span>小数位</span>
            <Segmented<number> value={precision} onChange={(p) => setPrecision(p)} options={Array.from({ length: PRICE_PRECISION.max + 1 }, (_, i) => i)} />
            <Switch checked={required} onChange={setRequired} checkedChildren="必填" unCheckedChildren="选填" />
          </Space>
          <PriceInput key={precision} value={price} onChange={setPrice} precision={precision} required={required} width={260} />
        </Space>
      </DemoCard>

      <DemoCard title="脱敏号码 MaskedNumber" rules="少于8位保留前3后3位，否则保留前4后4位，中间4个*；可选显示完整号码。">
        <Table
          size="small"
          pagination={false}
          rowKey="label"
          dataSource={MASK_SAMPLES}
          columns={[
            { title: '类型', dataIndex: 'label' },
            { title: '脱敏', dataIndex: 'value', render: (v: string) => <MaskedNumber value={v} /> },
            { title: '可查看', dataIndex: 'value', key: 'reveal', render: (v: string) => <MaskedNumber value={v} reveal /> },
          ]}
        />
      </DemoCard>

      <DemoCard title="金额与百分比 MoneyText / PercentText" rules="金额千分位、默认2位小数；百分比乘以100，≥1%不保留小数，小于1%最多2位小数；空值显示 --。">
        <Space align="start" size="large" wrap>
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => String(r.v)}
            dataSource={MONEY_SAMPLES.map((v) => ({ v }))}
            columns={[
              { title: '原值', dataIndex: 'v', render: (v: unknown) => String(v) },
              { title: '金额', dataIndex: 'v', key: 'money', render: (v: number | string | null) => <MoneyText value={v} prefix="¥" /> },
            ]}
          />
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => String(r.v)}
            dataSource={PERCENT_SAMPLES.map((v) => ({ v }))}
            columns={[
              { title: '原值', dataIndex: 'v', render: (v: unknown) => String(v) },
              { title: '百分比', dataIndex: 'v', key: 'percent', render: (v: number | null) => <PercentText value={v} /> },
            ]}
          />
        </Space>
      </DemoCard>
    </Grid>
  );
}
