import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ACTIVITY_KINDS,
  ACTIVITY_LIMITS,
  ACTIVITY_PAGE,
  ActivityKind,
  ActivityPath,
  activityCouponOptions,
  activityResource,
  ActivityType,
  COUPON_KINDS,
  formatCouponList,
  ITEM_KINDS,
  parseCouponList,
  parseIdList,
  type FieldDef,
  type ResourceDef,
} from '@salon/contract';
import { Button, Form, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { ImportButton } from '../../../components/ImportButton';
import { StorePicker } from '../../../components/StorePicker';
import type { CustomInputProps, CustomInputs } from '../../../engine/formFields';
import { resourceFormPage, type FormSection } from '../../../engine/ResourceFormPage';

/** The chosen stores as the declaration keeps them ('1,2,15'), through the store picker (with its Excel import). */
export function StoreIdsInput({ value, onChange, id, disabled }: CustomInputProps) {
  const ids = useMemo(() => parseIdList(value), [value]);
  return (
    <div id={id}>
      <StorePicker value={ids} onChange={(next) => onChange?.(next.length ? next.join(',') : null)} openStatus="0,1,2" width="100%" disabled={disabled} />
    </div>
  );
}

type CouponOption = { id: number; name: string; enabled: boolean; allStores: boolean; threshold: string };

/** The coupon templates an activity may give, read once per page. */
function useCouponOptions(): CouponOption[] {
  const [options, setOptions] = useState<CouponOption[]>([]);
  useEffect(() => {
    let live = true;
    call(activityCouponOptions, {}).then(
      (list) => live && setOptions(list),
      (err: unknown) => ignoreRequestError(err),
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}

/** Coupons and how many of each every participant gets ('12:1,15:2'): a line per coupon. */
export function CouponListInput({ value, onChange, id, disabled }: CustomInputProps) {
  const options = useCouponOptions();
  const lines = useMemo(() => parseCouponList(value), [value]);
  const set = (next: { templateId: number; quantity: number }[]) => onChange?.(next.length ? formatCouponList(next) : null);
  const [adding, setAdding] = useState<number | undefined>();
  const name = (templateId: number) => options.find((o) => o.id === templateId)?.name ?? `#${templateId}`;
  return (
    <div id={id} className="activity-coupons">
      {lines.map((line, i) => (
        <Space key={line.templateId} style={{ display: 'flex', marginBottom: 6 }}>
          <Typography.Text style={{ minWidth: 220, display: 'inline-block' }}>{name(line.templateId)}</Typography.Text>
          <InputNumber
            min={1}
            max={ACTIVITY_LIMITS.couponQuantity}
            precision={0}
            value={line.quantity}
            addonAfter="张/人"
            disabled={disabled}
            onChange={(q) => set(lines.map((l, j) => (j === i ? { ...l, quantity: Number(q) || 1 } : l)))}
          />
          <Button type="text" danger icon={<DeleteOutlined />} aria-label="移除" disabled={disabled} onClick={() => set(lines.filter((_, j) => j !== i))} />
        </Space>
      ))}
      {lines.length < ACTIVITY_LIMITS.coupons ? (
        <Space>
          <Select
            style={{ width: 260 }}
            placeholder="选择优惠券"
            showSearch
            optionFilterProp="label"
            value={adding}
            disabled={disabled}
            onChange={(v: number) => setAdding(v)}
            options={options
              .filter((o) => !lines.some((l) => l.templateId === o.id))
              .map((o) => ({ value: o.id, label: `${o.name}${o.allStores ? '' : '（限指定门店）'}${o.enabled ? '' : '（未上线）'}`, disabled: !o.enabled }))}
          />
          <Button
            icon={<PlusOutlined />}
            disabled={disabled || adding === undefined}
            onClick={() => {
              if (adding === undefined) return;
              set([...lines, { templateId: adding, quantity: 1 }]);
              setAdding(undefined);
            }}
          >
            添加
          </Button>
        </Space>
      ) : null}
    </div>
  );
}

/** The form's kind, fixed by the page it is created on. */
export function KindInput({ value, id }: CustomInputProps) {
  const item = ActivityKind.items.find((i) => i.value === value);
  return (
    <span id={id}>
      <Tag color={item?.color}>{item?.label ?? '--'}</Tag>
    </span>
  );
}

/** The activity types the kind allows. */
export function ActivityTypeInput({ value, onChange, id, disabled }: CustomInputProps) {
  const form = Form.useFormInstance();
  const kind = Form.useWatch('kind', form) as number | undefined;
  const types = ACTIVITY_KINDS.find((k) => k.kind === kind)?.types ?? ActivityType.items.map((i) => i.value);
  return (
    <Select
      id={id}
      value={value as number | undefined}
      onChange={(v) => onChange?.(v)}
      disabled={disabled}
      placeholder="请选择活动类型"
      options={types.map((t) => ({ value: t, label: ActivityType.labelOf(t) }))}
    />
  );
}

export const activityInputs: CustomInputs = {
  storeIds: StoreIdsInput,
  coupons: CouponListInput,
  inviterCoupons: CouponListInput,
  kind: KindInput,
  activityType: ActivityTypeInput,
};

/** Fields that belong to some kinds only. */
const ONLY: Record<string, (kind: number) => boolean> = {
  coupons: (k) => COUPON_KINDS.includes(k),
  inviterCoupons: (k) => k === 5,
  itemId: (k) => ITEM_KINDS.includes(k),
  elderAge: (k) => k === 3,
  childAge: (k) => k === 3,
  cardTimes: (k) => k === 7,
  cardPrice: (k) => k === 7,
  shareTitle: (k) => k === 4,
};

/** The declaration as one kind's create page shows it: its own fields, its kind fixed, its defaults. */
export function activityKindDef(kind: number): ResourceDef {
  const spec = ACTIVITY_KINDS.find((k) => k.kind === kind)!;
  const defaults: Record<string, unknown> = { kind, activityType: spec.types[0], serviceType: spec.serviceType };
  const fields: FieldDef[] = activityResource.fields
    .filter((f) => !ONLY[f.key] || ONLY[f.key](kind))
    .map((f) =>
      f.key in defaults ? { ...f, defaultValue: defaults[f.key] } : f.key === 'itemId' || (f.key === 'coupons' && kind !== 5) ? { ...f, required: true } : f,
    );
  return { ...activityResource, title: ActivityKind.labelOf(kind), fields } as ResourceDef;
}

/** The sections of a kind's create page. */
export function activitySections(kind: number): FormSection[] {
  const rules: string[] = ['joinRule', 'perCustomerLimit', 'totalLimit'];
  const offer = [
    ...(COUPON_KINDS.includes(kind) ? ['coupons'] : []),
    ...(kind === 5 ? ['inviterCoupons'] : []),
    ...(ITEM_KINDS.includes(kind) ? ['itemId'] : []),
    ...(kind === 3 ? ['elderAge', 'childAge'] : []),
    ...(kind === 7 ? ['cardTimes', 'cardPrice'] : []),
    ...(kind === 4 ? ['shareTitle'] : []),
  ];
  return [
    { title: '基本信息', fields: ['name', 'kind', 'activityType', 'serviceType', 'startAt', 'endAt'] },
    { title: '活动门店', fields: ['storeIds'], description: '活动只在所选门店生效；可按门店编码导入 Excel。' },
    { title: kind === 6 ? '发放的优惠券' : '活动内容', fields: offer },
    {
      title: '参与规则',
      fields: rules,
      description: kind === 6 ? '上传名单时逐个检查：不符合参与人群或超过每人次数的手机号会被指出，整份名单都不发放。' : undefined,
    },
    { title: '活动说明', fields: ['description'] },
  ];
}

export const activityCreatePage = (kind: number) => ACTIVITY_KINDS.find((k) => k.kind === kind)!.page;

/** The mobile list of a direct-send activity: every listed customer gets its coupons at once. */
export function MobileListButton({ id, onDone }: { id: number; onDone?: () => void }) {
  return (
    <ImportButton
      url={ActivityPath.uploadMobiles}
      payload={{ id }}
      templateUrl={ActivityPath.mobileTemplate}
      templateName="定向发券名单模板.xlsx"
      onImported={() => onDone?.()}
    >
      上传名单发券
    </ImportButton>
  );
}

export const activityListPath = ACTIVITY_PAGE;

/** One kind's create page: its fields in sections, saved as a draft or saved and put online. */
export function activityFormPage(kind: number) {
  return resourceFormPage(activityKindDef(kind), {
    listPath: ACTIVITY_PAGE,
    inputs: activityInputs,
    sections: activitySections(kind),
    thenTransition: 'online',
    saveLabel: '保存草稿',
    intro:
      kind === 6
        ? '保存后为草稿；上线后在活动列表或活动详情中上传手机号名单，名单中的顾客即刻收到优惠券。'
        : '保存后为草稿，可在活动列表中修改后上线；上线须有活动门店和活动时间。',
  });
}
