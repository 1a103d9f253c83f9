import {
  COUPON_LIMITS,
  CouponPath,
  CouponItemRange,
  CouponStoreRange,
  couponGrant,
  couponValidityText,
  couponValueText,
  ITEM_OPTIONS,
  parseCouponIds,
  validateMobile,
  type CouponTemplateDetailLines,
} from '@salon/contract';
import { App, Form, Input, InputNumber, Modal, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { call } from '../../../api/call';
import { get, ignoreRequestError } from '../../../api/request';
import { StorePicker } from '../../../components/StorePicker';
import { FieldInput } from '../../../engine/FieldInput';
import type { CustomInputProps, CustomInputs } from '../../../engine/formFields';
import type { ResourceRow } from '../../../engine/ResourcePage';

/** The stores of a template as the declaration keeps them ('1,2,15'), through the store picker (list or Excel import of store codes). */
export function CouponStoresInput({ value, onChange, id, disabled }: CustomInputProps) {
  const ids = useMemo(() => parseCouponIds(value), [value]);
  return (
    <div id={id}>
      <StorePicker
        value={ids}
        onChange={(next) => onChange?.(next.length ? next.join(',') : null)}
        width="100%"
        disabled={disabled}
        placeholder="请选择适用门店"
      />
    </div>
  );
}

/** The chain's service items ([{ id, name }]), read once per control. */
function useItems(): { value: number; label: string }[] {
  const [items, setItems] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    get<{ id: number; name: string }[]>(ITEM_OPTIONS.path).then(
      (list) => live && setItems(list.map((i) => ({ value: i.id, label: i.name }))),
      (err: unknown) => ignoreRequestError(err),
    );
    return () => {
      live = false;
    };
  }, []);
  return items;
}

/** The items of a template ('3,7'), chosen by name. */
export function CouponItemsInput({ value, onChange, id, disabled }: CustomInputProps) {
  const items = useItems();
  const ids = useMemo(() => parseCouponIds(value), [value]);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      maxCount={COUPON_LIMITS.items}
      placeholder="请选择适用项目"
      value={ids}
      options={items}
      disabled={disabled}
      onChange={(next: number[]) => onChange?.(next.length ? next.join(',') : null)}
    />
  );
}

/**
 * A field's own control (or the one given), shown only while another field says so; hidden, it
 * says why and (unless `keep`) is emptied, since the template's rules refuse a value there. Before
 * the form reports the other field (its first render) the control shows and nothing is emptied.
 */
function shownWhen(watch: string, show: (value: unknown) => boolean, hint: string, options: { Inner?: ComponentType<CustomInputProps>; keep?: boolean } = {}) {
  const { Inner, keep = false } = options;
  return function Conditional(props: CustomInputProps) {
    const form = Form.useFormInstance();
    const watched: unknown = Form.useWatch(watch, form);
    const hidden = watched !== undefined && !show(watched);
    const { value, onChange } = props;
    useEffect(() => {
      if (hidden && !keep && value !== undefined && value !== null && value !== '') onChange?.(null);
    }, [hidden, value, onChange]);
    if (hidden)
      return (
        <Typography.Text type="secondary" id={props.id}>
          {hint}
        </Typography.Text>
      );
    if (Inner) return <Inner {...props} />;
    const { field, reference, id, disabled } = props;
    return (
      <FieldInput
        field={field}
        stores={reference.stores}
        areas={reference.areas}
        options={reference.lookups[field.key]}
        value={value}
        onChange={onChange}
        id={id}
        disabled={disabled}
      />
    );
  };
}

const isMoney = (v: unknown) => v === 0;
const isRate = (v: unknown) => v === 1;
const fixed = (v: unknown) => v === 0;
const relative = (v: unknown) => v === 1;
const limited = (v: unknown) => v === 1;

/** The template form's controls: each value shown for the choices it belongs to, stores and items through their pickers. */
export const couponInputs: CustomInputs = {
  faceValue: shownWhen('valueKind', isMoney, '折扣券不填面额'),
  discountRate: shownWhen('valueKind', isRate, '金额券不填折扣'),
  maxDiscount: shownWhen('valueKind', isRate, '仅折扣券可设最高抵扣'),
  validStart: shownWhen('validType', fixed, '领取后生效，无需填写'),
  validEnd: shownWhen('validType', fixed, '领取后生效，无需填写'),
  validDays: shownWhen('validType', relative, '固定日期，无需填写', { keep: true }),
  validUnit: shownWhen('validType', relative, '固定日期，无需填写', { keep: true }),
  storeIds: shownWhen('storeRange', limited, '适用全部门店，无需指定', { Inner: CouponStoresInput }),
  itemIds: shownWhen('itemRange', limited, '适用全部项目，无需指定', { Inner: CouponItemsInput }),
};

/** The sections of the whole-page form and the drawer alike. */
export const couponSections = [
  { title: '基本信息', fields: ['name', 'couponType', 'description'] },
  { title: '优惠内容', fields: ['valueKind', 'faceValue', 'discountRate', 'maxDiscount', 'threshold'] },
  { title: '有效期与发放', fields: ['validType', 'validStart', 'validEnd', 'validDays', 'validUnit', 'issueStart', 'issueEnd', 'stock', 'perCustomerLimit'] },
  { title: '适用范围', fields: ['storeRange', 'storeIds', 'itemRange', 'itemIds'], description: '指定门店可从列表选择，也可下载门店模板按门店编码导入。' },
] as const;

/** '满60减10元' and '领取后30天' for a row; '2026-05-01 至 2026-05-31' and '不限' for its issue period. */
export const valueCell = (row: ResourceRow) => couponValueText(row);
export const validityCell = (row: ResourceRow) => couponValidityText(row);
export function issuePeriodCell(row: ResourceRow) {
  if (!row.issueStart && !row.issueEnd) return <Typography.Text type="secondary">不限</Typography.Text>;
  return `${String(row.issueStart ?? '上线起')} 至 ${String(row.issueEnd ?? '不限')}`;
}

/** The stores and items a template names, under its detail. */
export function CouponScope({ row }: { row: ResourceRow & Partial<CouponTemplateDetailLines> }) {
  const list = (names: { id: number; name: string }[] | undefined, all: string) =>
    names?.length ? (
      <Space size={[4, 4]} wrap>
        {names.map((n) => (
          <Tag key={n.id}>{n.name}</Tag>
        ))}
      </Space>
    ) : (
      <Typography.Text type="secondary">{all}</Typography.Text>
    );
  return (
    <div className="coupon-scope">
      <Typography.Title level={5} style={{ margin: '20px 0 8px' }}>
        适用门店（{CouponStoreRange.labelOf(row.storeRange as number)}）
      </Typography.Title>
      {list(row.stores, '全部门店均可使用')}
      <Typography.Title level={5} style={{ margin: '20px 0 8px' }}>
        适用项目（{CouponItemRange.labelOf(row.itemRange as number)}）
      </Typography.Title>
      {list(row.items, '全部项目均可使用')}
    </div>
  );
}

/**
 * 发放: a template's coupons to the customer with this whole mobile; a template limited to stores
 * asks for the store (one of its stores). The server checks status, period, stock and limits.
 */
export function GrantModal({ row, onClose, onDone }: { row: ResourceRow; onClose(): void; onDone(): Promise<void> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mobile: string; quantity: number; storeId?: number }>();
  const [saving, setSaving] = useState(false);
  const [stores, setStores] = useState<{ value: number; label: string }[]>([]);
  const storeLimited = row.storeRange === 1;
  useEffect(() => {
    if (!storeLimited) return;
    let live = true;
    get<CouponTemplateDetailLines>(CouponPath.detail, { id: row.id }).then(
      (detail) => live && setStores(detail.stores.map((s) => ({ value: s.id, label: s.name }))),
      (err: unknown) => ignoreRequestError(err),
    );
    return () => {
      live = false;
    };
  }, [row.id, storeLimited]);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const answer = await call(couponGrant, { templateId: row.id, mobile: values.mobile.trim(), quantity: values.quantity, storeId: values.storeId ?? null });
      message.success(`已向 ${answer.customerName} 发放 ${answer.coupons.length} 张「${String(row.name)}」`);
      await onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  const left = row.stock === null || row.stock === undefined ? '不限' : `${String(row.stock)} 张`;
  return (
    <Modal
      open
      title={`发放优惠券 · ${String(row.name)}`}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="发放"
      cancelText="取消"
      width={480}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {couponValueText(row)}，{couponValidityText(row)}；剩余库存 {left}，每人限领 {String(row.perCustomerLimit)} 张。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ quantity: 1 }}>
        <Form.Item
          name="mobile"
          label="顾客手机号"
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const result = validateMobile((value ?? '').trim());
                if (result !== true) throw new Error(result);
              },
            },
          ]}
        >
          <Input aria-label="顾客手机号" placeholder="完整的11位手机号" maxLength={11} />
        </Form.Item>
        <Form.Item name="quantity" label="发放张数" rules={[{ required: true, message: '请输入发放张数' }]}>
          <InputNumber aria-label="发放张数" min={1} max={COUPON_LIMITS.grantQuantity} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        {storeLimited ? (
          <Form.Item name="storeId" label="发放门店" rules={[{ required: true, message: '请选择发放门店' }]} extra="该券仅限指定门店使用">
            <Select aria-label="发放门店" showSearch={{ optionFilterProp: 'label' }} options={stores} placeholder="请选择发放门店" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
