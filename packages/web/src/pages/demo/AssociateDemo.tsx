import { OpenStatus } from '@salon/contract';
import { App, Button, Checkbox, Input, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { session } from '../../app/storage';
import type { CityValue } from '../../components/cityRules';
import { CitySelector } from '../../components/CitySelector';
import { CopyProtect } from '../../components/CopyProtect';
import { COPY_PROTECT_ENCODED_TABLE_CHARS, decodeCopiedText } from '../../components/copyProtect';
import { GuardedModal } from '../../components/GuardedModal';
import { MaskedNumber } from '../../components/MaskedNumber';
import { MoneyText } from '../../components/MoneyText';
import { PercentText } from '../../components/PercentText';
import { Watermark, watermarkText } from '../../components/Watermark';
import { SAMPLE_MEMBERS } from './demoData';
import { DemoCard, Grid, NeedsSignIn, SignInNotice, useStores } from './DemoParts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function LinkedSelects() {
  const stores = useStores();
  const [area, setArea] = useState<CityValue>([null, null]);
  const [storeId, setStoreId] = useState<number | null>(null);
  const options = useMemo(
    () =>
      stores
        .filter((s) => (area[0] === null || s.cityId === area[0]) && (area[1] === null || s.district === area[1]))
        .map((s) => ({ value: s.id, label: `${s.storeName}（${OpenStatus.labelOf(s.openStatus)}）` })),
    [stores, area],
  );
  return (
    <DemoCard title="联动选择：城市 → 区域 → 门店" rules="换城市会重置区域，区域或城市变化会清空门店；门店列表按所选城市、区域过滤。" value={{ area, storeId }}>
      <NeedsSignIn>
        <Space wrap>
          <CitySelector
            value={area}
            onChange={(v) => {
              setArea(v);
              setStoreId(null);
            }}
          />
          <Select<number>
            style={{ width: 260 }}
            placeholder="请选择门店"
            aria-label="联动门店"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={options}
            value={storeId ?? undefined}
            onChange={(v) => setStoreId(v ?? null)}
          />
        </Space>
      </NeedsSignIn>
    </DemoCard>
  );
}

function GuardedDialog() {
  const { modal, message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const [saved, setSaved] = useState('');
  const [refuse, setRefuse] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((l) => [...l.slice(-4), `${new Date().toLocaleTimeString()} ${line}`]);

  const beforeOk = async () => {
    if (!remark.trim()) {
      void message.error('请填写备注');
      note('确定：备注为空，拦截');
      return false;
    }
    await sleep(800); // a server-side check
    note(refuse ? '确定：校验未通过，拦截' : '确定：校验通过');
    if (refuse) void message.warning('校验未通过（模拟）');
    return !refuse;
  };
  const beforeCancel = () =>
    remark === saved
      ? true
      : new Promise<boolean>((resolve) =>
          modal.confirm({
            title: '放弃修改？',
            content: '备注已修改，关闭后不会保存。',
            okText: '放弃',
            cancelText: '继续编辑',
            onOk: () => (note('取消：确认放弃'), resolve(true)),
            onCancel: () => (note('取消：继续编辑'), resolve(false)),
          }),
        );

  return (
    <DemoCard
      title="带校验的弹窗 GuardedModal"
      rules="确定和取消都可以设置校验，返回 true（或 resolve 为 true 的 Promise）才会关闭；校验期间按钮显示加载。"
      value={{ saved, log }}
    >
      <Space>
        <Button type="primary" onClick={() => (setRemark(saved), setOpen(true))}>
          编辑备注
        </Button>
        <Checkbox checked={refuse} onChange={(e) => setRefuse(e.target.checked)}>
          模拟校验不通过
        </Checkbox>
      </Space>
      <GuardedModal
        open={open}
        title="编辑备注"
        okText="保存"
        cancelText="取消"
        beforeOk={beforeOk}
        beforeCancel={beforeCancel}
        onOk={() => (setSaved(remark), setOpen(false))}
        onCancel={() => setOpen(false)}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          placeholder="备注不能为空"
          aria-label="备注"
        />
      </GuardedModal>
    </DemoCard>
  );
}

/** The pasted text decoded, when it is an encoded copy. */
function tryDecode(text: string): string | null {
  if (!text.trim() || !/^[A-Za-z0-9+/=\s]+$/.test(text)) return null;
  try {
    return decodeCopiedText(text.trim());
  } catch {
    return null;
  }
}

function CopyProtection() {
  const [pasted, setPasted] = useState('');
  const decoded = tryDecode(pasted);
  return (
    <DemoCard
      title="复制保护 CopyProtect"
      rules={`在加密表格区域内，复制超过${COPY_PROTECT_ENCODED_TABLE_CHARS}个字符时剪贴板得到的是编码后的文字（其他区域默认300个字符）。选中整张表复制，再粘贴到下面试试。`}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <CopyProtect encodedTable>
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={SAMPLE_MEMBERS}
            columns={[
              { title: '会员', dataIndex: 'name' },
              { title: '手机号', dataIndex: 'mobile', render: (v: string) => <MaskedNumber value={v} /> },
              { title: '银行卡', dataIndex: 'card', render: (v: string) => <MaskedNumber value={v} /> },
              { title: '余额', dataIndex: 'balance', render: (v: number) => <MoneyText value={v} prefix="¥" /> },
              { title: '折扣', dataIndex: 'discount', render: (v: number) => <PercentText value={v} /> },
            ]}
          />
        </CopyProtect>
        <Input.TextArea rows={3} value={pasted} onChange={(e) => setPasted(e.target.value)} placeholder="粘贴到这里" aria-label="粘贴区" />
        {decoded !== null ? (
          <Typography.Text type="secondary" className="demo-decoded">
            解码后：{decoded.slice(0, 120)}
            {decoded.length > 120 ? '…' : ''}
          </Typography.Text>
        ) : null}
      </Space>
    </DemoCard>
  );
}

function WatermarkDemo() {
  const text = watermarkText(session.user()) ?? '演示用户 0000';
  return (
    <DemoCard wide title="水印 Watermark" rules="平铺单元 500×300，字号24，旋转 -20°；内容为姓名加手机号（或账号）后4位。">
      <Watermark content={text} color="rgba(0,0,0,0.12)">
        <div className="demo-watermark">
          <Typography.Paragraph>会员资料、订单等含个人信息的页面加水印。</Typography.Paragraph>
          <Typography.Text code>{text}</Typography.Text>
        </div>
      </Watermark>
    </DemoCard>
  );
}

/** /demo/associate: linked selects, a guarded dialog, copy protection and the watermark. */
export default function AssociateDemo() {
  return (
    <>
      <SignInNotice />
      <Grid>
        <LinkedSelects />
        <GuardedDialog />
        <CopyProtection />
        <WatermarkDemo />
      </Grid>
    </>
  );
}
