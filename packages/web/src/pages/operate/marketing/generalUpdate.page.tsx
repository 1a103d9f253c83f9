import {
  COUPON_PAGE,
  couponBatchUpdate,
  CouponOps,
  CouponStoreRange,
  CouponTemplateStatus,
  couponTemplateResource,
  CouponType,
  CouponValidType,
  GENERAL_UPDATE_MAX,
  TimeUnit,
  type GeneralUpdateBody,
} from '@salon/contract';
import { Alert, App, Button, Card, DatePicker, Form, InputNumber, Radio, Result, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { useMenu } from '../../../app/MenuContext';
import { operationCodes } from '../../../app/menuRules';
import { DataTable, useListTable } from '../../../components/DataTable';
import { FilterBar, type FilterItem } from '../../../components/FilterBar';
import { PageCard } from '../../../components/PageCard';
import { StorePicker } from '../../../components/StorePicker';
import type { ResourceRow } from '../../../engine/ResourcePage';
import { issuePeriodCell, validityCell, valueCell } from './couponParts';

interface ChangeValues {
  kind: 'validity' | 'stores' | 'status';
  validType?: number;
  validStart?: Dayjs;
  validEnd?: Dayjs;
  validDays?: number;
  validUnit?: string;
  storeRange?: number;
  storeIds?: number[];
  status?: number;
}

const KIND_LABEL = { validity: '有效期', stores: '适用门店', status: '状态' } as const;

const enumOptions = (def: { items: readonly { value: number; label: string }[] }) => def.items.map((i) => ({ value: i.value, label: i.label }));
const FILTERS: FilterItem[] = [
  { type: 'input', key: 'keyword', label: '券名称' },
  { type: 'select', key: 'couponType', label: '券类型', options: enumOptions(CouponType) },
  { type: 'select', key: 'status', label: '状态', options: enumOptions(CouponTemplateStatus) },
  { type: 'select', key: 'storeRange', label: '适用门店', options: enumOptions(CouponStoreRange) },
];
const enumText = (def: { labelOf(v: unknown): string }) => (v: unknown) => def.labelOf(v as number);
const COLUMNS: ColumnsType<ResourceRow> = [
  { title: '券名称', dataIndex: 'name', width: 180, ellipsis: true },
  { title: '券类型', dataIndex: 'couponType', width: 110, render: enumText(CouponType) },
  { title: '状态', dataIndex: 'status', width: 80, render: enumText(CouponTemplateStatus) },
  { title: '优惠内容', key: 'value', width: 170, render: (_: unknown, row) => valueCell(row) },
  { title: '有效期', key: 'validity', width: 200, render: (_: unknown, row) => validityCell(row) },
  { title: '发放期', key: 'issuePeriod', width: 200, render: (_: unknown, row) => issuePeriodCell(row) },
  { title: '适用门店', dataIndex: 'storeRange', width: 90, render: enumText(CouponStoreRange) },
  { title: '已发放', dataIndex: 'issuedCount', width: 80 },
];

/** The change to apply, by kind. */
function ChangeForm({ form }: { form: ReturnType<typeof Form.useForm<ChangeValues>>[0] }) {
  const kind = Form.useWatch('kind', form);
  const validType = Form.useWatch('validType', form);
  const storeRange = Form.useWatch('storeRange', form);
  return (
    <Form form={form} layout="vertical" initialValues={{ kind: 'validity', validType: 1, validUnit: 'day', storeRange: 0, status: 1 }}>
      <Form.Item name="kind" label="修改内容">
        <Radio.Group optionType="button" options={Object.entries(KIND_LABEL).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      {kind === 'validity' ? (
        <Space wrap align="start" size={16}>
          <Form.Item name="validType" label="有效期类型">
            <Radio.Group options={CouponValidType.items.map((i) => ({ value: i.value, label: i.label }))} />
          </Form.Item>
          {validType === 0 ? (
            <>
              <Form.Item name="validStart" label="有效期开始" rules={[{ required: true, message: '请选择有效期开始' }]}>
                <DatePicker aria-label="有效期开始" />
              </Form.Item>
              <Form.Item name="validEnd" label="有效期结束" rules={[{ required: true, message: '请选择有效期结束' }]}>
                <DatePicker aria-label="有效期结束" />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="validDays" label="领取后有效时长" rules={[{ required: true, message: '请输入领取后有效时长' }]}>
                <InputNumber aria-label="领取后有效时长" min={1} max={3650} precision={0} />
              </Form.Item>
              <Form.Item name="validUnit" label="时长单位">
                <Select aria-label="时长单位" style={{ width: 100 }} options={TimeUnit.items.map((i) => ({ value: i.value, label: i.label }))} />
              </Form.Item>
            </>
          )}
        </Space>
      ) : null}
      {kind === 'stores' ? (
        <>
          <Form.Item name="storeRange" label="适用门店">
            <Radio.Group options={CouponStoreRange.items.map((i) => ({ value: i.value, label: i.label }))} />
          </Form.Item>
          {storeRange === 1 ? (
            <Form.Item name="storeIds" label="指定门店" rules={[{ required: true, message: '请选择适用门店' }]}>
              <StorePicker width="100%" placeholder="请选择适用门店" />
            </Form.Item>
          ) : null}
        </>
      ) : null}
      {kind === 'status' ? (
        <Form.Item name="status" label="改为">
          <Radio.Group options={CouponTemplateStatus.items.filter((i) => i.value !== 0).map((i) => ({ value: i.value, label: i.label }))} />
        </Form.Item>
      ) : null}
    </Form>
  );
}

/**
 * /operate/marketing/generalUpdate 通用编辑 (hidden, from 优惠券列表): tick templates (filtered as on the
 * list), choose one change (validity, stores or status) and apply it to all of them in one
 * transaction; a template that cannot take it refuses the whole change, named.
 */
export default function GeneralUpdatePage() {
  const navigate = useNavigate();
  const { menu } = useMenu();
  const codes = useMemo(() => operationCodes(menu, COUPON_PAGE), [menu]);
  if (!codes.has(CouponOps.batchEdit))
    return (
      <Result status="403" title="无权操作" subTitle="当前账号没有通用编辑的权限" extra={<Button onClick={() => navigate(COUPON_PAGE)}>返回列表</Button>} />
    );
  return <GeneralUpdate />;
}

function GeneralUpdate() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ChangeValues>();
  const [saving, setSaving] = useState(false);
  const table = useListTable<ResourceRow>({ view: 'couponTemplate.generalUpdate', url: couponTemplateResource.api.list.path, method: 'POST' });
  const back = () => navigate(COUPON_PAGE);

  async function apply() {
    const ids = table.selectedKeys.map(Number);
    if (!ids.length) return void message.warning('请先勾选要修改的优惠券');
    if (ids.length > GENERAL_UPDATE_MAX) return void message.warning(`一次最多修改${GENERAL_UPDATE_MAX}张优惠券`);
    let v: ChangeValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const day = (d?: Dayjs) => (d ? d.format('YYYY-MM-DD') : null);
    const body: GeneralUpdateBody = {
      ids,
      kind: v.kind,
      ...(v.kind === 'validity'
        ? v.validType === 0
          ? { validType: 0, validStart: day(v.validStart), validEnd: day(v.validEnd) }
          : { validType: 1, validDays: v.validDays, validUnit: v.validUnit }
        : v.kind === 'stores'
          ? { storeRange: v.storeRange, storeIds: v.storeRange === 1 ? (v.storeIds ?? []).join(',') : null }
          : { status: v.status }),
    };
    const ok = await modal.confirm({
      title: `修改${KIND_LABEL[v.kind]}`,
      content: `将修改已勾选的 ${ids.length} 张优惠券的${KIND_LABEL[v.kind]}，全部成功或全部不改。已发出的券不受影响。`,
      okText: '确定修改',
      cancelText: '取消',
    });
    if (!ok) return;
    setSaving(true);
    try {
      const { updated } = await call(couponBatchUpdate, body);
      message.success(`已修改 ${updated} 张优惠券的${KIND_LABEL[v.kind]}`);
      table.setSelectedKeys([], []);
      await table.reload();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <PageCard filters={<FilterBar items={FILTERS} onSearch={(v) => table.search(v)} />}>
      <Card size="small" title="通用编辑" extra={<Button onClick={back}>返回列表</Button>} style={{ marginBottom: 12 }}>
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message="勾选下方的优惠券，选择要修改的内容后应用；修改只影响此后发放的券。" />
        <ChangeForm form={form} />
        <Space>
          <Typography.Text>已勾选 {table.selectedKeys.length} 张</Typography.Text>
          <Button type="primary" loading={saving} onClick={() => void apply()}>
            应用到已勾选的优惠券
          </Button>
        </Space>
      </Card>
      <DataTable table={table} columns={COLUMNS} rowKey="id" selectable title="选择优惠券" />
    </PageCard>
  );
}
