import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COUPON_PACKAGE_FAMILIES,
  COUPON_PACKAGE_LIMITS,
  COUPON_PACKAGE_RESOURCES,
  COUPON_PAGE,
  CouponPackageFamily,
  CouponPackageOps,
  couponCardProductOptions,
  couponPackageAdd,
  couponPackageUpdate,
  CouponTemplateStatus,
  couponTemplateOptions,
  CouponType,
  ITEM_OPTIONS,
  MemberLevel,
  resourceEndpoints,
  type CouponPackageBody,
  type CouponPackageDetailLines,
} from '@salon/contract';
import { App, Button, Card, DatePicker, Descriptions, Form, Input, InputNumber, Result, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../api/call';
import { get, ignoreRequestError, post } from '../../../api/request';
import { useMenu } from '../../../app/MenuContext';
import { operationCodes } from '../../../app/menuRules';
import { MoneyText } from '../../../components/MoneyText';
import { usePageAccess } from '../../../app/access';
import { menuHasPage, ResourcePage, type PageActions, type ResourcePageOptions, type ResourceRow } from '../../../engine/ResourcePage';

type Family = 1 | 2 | 3 | 4;
const specOf = (family: Family) => COUPON_PACKAGE_FAMILIES.find((f) => f.family === family)!;

/** The families as tabs of the coupon list. */
export const COUPON_PACKAGE_TABS = COUPON_PACKAGE_FAMILIES.map((f) => ({
  key: f.key,
  family: f.family as Family,
  label: CouponPackageFamily.labelOf(f.family),
}));

/** 查看 and 编辑 of a package row: its own pages. */
function PackageRowActions({ row, family, page }: { row: ResourceRow; family: Family; page: PageActions }) {
  const navigate = useNavigate();
  const spec = specOf(family);
  return (
    <>
      <Button type="link" size="small" onClick={() => navigate(`${spec.detailPage}?id=${row.id}`)}>
        详情
      </Button>
      {page.can(CouponPackageOps.edit) ? (
        <Button type="link" size="small" onClick={() => navigate(`${spec.addPage}?id=${row.id}`)}>
          编辑
        </Button>
      ) : null}
    </>
  );
}

/** One family's packages: the declaration's list, 详情 and 编辑 on the family's own pages. */
export function CouponPackageTab({ family }: { family: Family }) {
  const options = useMemo<ResourcePageOptions>(() => ({ rowActions: (row, page) => <PackageRowActions row={row} family={family} page={page} /> }), [family]);
  return <ResourcePage def={COUPON_PACKAGE_RESOURCES[family]} options={options} />;
}

/** 新增 of a family, beside the tabs while its tab is open: the family's create page. */
export function AddPackageButton({ family }: { family: Family }) {
  const navigate = useNavigate();
  const { menu } = useMenu();
  const access = usePageAccess();
  const spec = specOf(family);
  if (!access.can(CouponPackageOps.add) || !menuHasPage(menu, spec.addPage)) return null;
  return (
    <Button type="primary" onClick={() => navigate(spec.addPage)}>
      新增{CouponPackageFamily.labelOf(family)}
    </Button>
  );
}

/** The package asked for by `?id=` (its row and lines), or null while loading. */
function usePackage(family: Family, id: number | null) {
  const def = COUPON_PACKAGE_RESOURCES[family];
  const [record, setRecord] = useState<(ResourceRow & CouponPackageDetailLines) | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!id) return;
    let live = true;
    get<ResourceRow & CouponPackageDetailLines>(resourceEndpoints(def).detail.path, { id }).then(
      (row) => live && setRecord(row),
      (err: unknown) => ignoreRequestError(err),
    );
    return () => {
      live = false;
    };
  }, [def, id, version]);
  return { record, reload: () => setVersion((v) => v + 1) };
}

const dateText = (v: unknown) => (v ? String(v).slice(0, 10) : '--');

/** A family's package on its detail page (couponDetail…?id=): its terms, the coupons it holds, 编辑 / 上线 / 下线. */
export function packageDetailPage(family: Family) {
  return function CouponPackageDetail() {
    const def = COUPON_PACKAGE_RESOURCES[family];
    const spec = specOf(family);
    const { message, modal } = App.useApp();
    const navigate = useNavigate();
    const { menu } = useMenu();
    const codes = useMemo(() => operationCodes(menu, COUPON_PAGE), [menu]);
    const [params] = useSearchParams();
    const id = Number(params.get('id')) || null;
    const { record, reload } = usePackage(family, id);
    const [none, setNone] = useState(false);
    // Opened without a package (the menu's link): the family's newest one.
    useEffect(() => {
      if (id) return;
      let live = true;
      post<ResourceRow[]>(def.api.list.path, { pageNum: 1, pageSize: 1 }, { silent: true }).then(
        (rows) => {
          if (!live) return;
          if (rows[0]) navigate(`${spec.detailPage}?id=${rows[0].id}`, { replace: true });
          else setNone(true);
        },
        (err: unknown) => ignoreRequestError(err),
      );
      return () => {
        live = false;
      };
    }, [id, def, spec.detailPage, navigate]);
    const back = () => navigate(`${COUPON_PAGE}?tab=${spec.key}`);
    if (none) return <Result status="404" title={`还没有${def.title}`} extra={<Button onClick={back}>返回列表</Button>} />;
    if (!record) return <Spin style={{ display: 'block', margin: 48 }} />;

    async function move(action: 'online' | 'offline') {
      const transition = def.workflow.transitions.find((t) => t.action === action)!;
      if (!(await modal.confirm({ title: `${transition.label}${def.title}`, content: transition.confirm, okText: '确定', cancelText: '取消' }))) return;
      try {
        await post(resourceEndpoints(def).transition.path, { id, action });
        message.success(`已${transition.label}`);
        reload();
      } catch (err) {
        ignoreRequestError(err);
      }
    }
    const status = record.status as number;
    const items = [
      { key: 'name', label: '名称', children: String(record.name) },
      {
        key: 'status',
        label: '状态',
        children: <Tag color={CouponTemplateStatus.items.find((i) => i.value === status)?.color}>{CouponTemplateStatus.labelOf(status)}</Tag>,
      },
      ...(family === 1 ? [{ key: 'level', label: '会员等级', children: MemberLevel.labelOf(record.memberLevel as number) }] : []),
      ...(family === 3
        ? [
            { key: 'item', label: '次卡项目', children: String(record.itemName ?? '--') },
            { key: 'times', label: '次数', children: String(record.times ?? '--') },
          ]
        : []),
      ...(family === 4 ? [{ key: 'card', label: '储值卡产品', children: String(record.cardProductName ?? '--') }] : []),
      ...(family === 2 || family === 3
        ? [
            { key: 'price', label: '售价', children: <MoneyText value={record.price as string} /> },
            { key: 'stock', label: '剩余库存', children: record.stock === null ? '不限' : String(record.stock) },
            { key: 'sold', label: '已售', children: String(record.soldCount ?? 0) },
          ]
        : []),
      { key: 'period', label: '有效日期', children: `${dateText(record.saleStart)} 至 ${record.saleEnd ? dateText(record.saleEnd) : '不限'}` },
      { key: 'count', label: '含券', children: `${String(record.lineCount)} 种 ${String(record.couponCount)} 张` },
      { key: 'by', label: '创建人', children: String(record.createdBy ?? '--') },
      { key: 'desc', label: '说明', children: String(record.description ?? '--'), span: 2 },
    ];
    return (
      <div className="resource-form-page">
        <Card size="small" className="resource-form-page__head">
          <div className="resource-form-page__title">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {def.title}详情
            </Typography.Title>
            <Space>
              {codes.has(CouponPackageOps.edit) ? <Button onClick={() => navigate(`${spec.addPage}?id=${id}`)}>编辑</Button> : null}
              {(status === 0 || status === 2) && codes.has(CouponPackageOps.online) ? (
                <Button type="primary" onClick={() => void move('online')}>
                  上线
                </Button>
              ) : null}
              {status === 1 && codes.has(CouponPackageOps.offline) ? (
                <Button danger onClick={() => void move('offline')}>
                  下线
                </Button>
              ) : null}
              <Button onClick={back}>返回列表</Button>
            </Space>
          </div>
        </Card>
        <Card size="small" title="基本信息" className="resource-form-page__section">
          <Descriptions column={2} size="small" items={items} />
        </Card>
        <Card size="small" title="所含优惠券" className="resource-form-page__section">
          <Table
            rowKey="templateId"
            size="small"
            pagination={false}
            dataSource={record.lines}
            columns={[
              { title: '优惠券', dataIndex: 'templateName' },
              { title: '券类型', dataIndex: 'couponType', width: 120, render: (v: number) => CouponType.labelOf(v) },
              { title: '优惠内容', dataIndex: 'valueText', width: 180 },
              { title: '有效期', dataIndex: 'validityText', width: 200 },
              { title: '张数', dataIndex: 'quantity', width: 70 },
              { title: '券状态', dataIndex: 'templateStatus', width: 90, render: (v: number) => CouponTemplateStatus.labelOf(v) },
            ]}
          />
        </Card>
      </div>
    );
  };
}

interface FormValues {
  name: string;
  memberLevel?: number;
  cardProductId?: number;
  itemId?: number;
  times?: number;
  price?: number;
  saleStart?: Dayjs | null;
  saleEnd?: Dayjs | null;
  stock?: number | null;
  description?: string;
  lines: { templateId?: number; quantity: number }[];
}

/** Options read once per form: templates, items, card products. */
function useOptions(family: Family) {
  const [templates, setTemplates] = useState<{ value: number; label: string }[]>([]);
  const [items, setItems] = useState<{ value: number; label: string }[]>([]);
  const [cards, setCards] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    call(couponTemplateOptions, {}).then(
      (list) =>
        live &&
        setTemplates(
          list.map((t) => ({ value: t.id, label: `${t.name}（${t.valueText}${t.status === 1 ? '' : `，${CouponTemplateStatus.labelOf(t.status)}`}）` })),
        ),
      (err: unknown) => ignoreRequestError(err),
    );
    if (family === 3)
      get<{ id: number; name: string }[]>(ITEM_OPTIONS.path).then(
        (list) => live && setItems(list.map((i) => ({ value: i.id, label: i.name }))),
        (err: unknown) => ignoreRequestError(err),
      );
    if (family === 4)
      call(couponCardProductOptions, {}).then(
        (list) => live && setCards(list.map((c) => ({ value: c.id, label: c.name }))),
        (err: unknown) => ignoreRequestError(err),
      );
    return () => {
      live = false;
    };
  }, [family]);
  return { templates, items, cards };
}

/** A family's package written on its create page (couponAddtion…; `?id=` edits one): its terms and the coupons it holds, saved in one call. */
export function packageFormPage(family: Family) {
  return function CouponPackageForm() {
    const def = COUPON_PACKAGE_RESOURCES[family];
    const spec = specOf(family);
    const { message } = App.useApp();
    const navigate = useNavigate();
    const { menu } = useMenu();
    const codes = useMemo(() => operationCodes(menu, COUPON_PAGE), [menu]);
    const [params] = useSearchParams();
    const id = Number(params.get('id')) || null;
    const { record } = usePackage(family, id);
    const [form] = Form.useForm<FormValues>();
    const [saving, setSaving] = useState(false);
    const options = useOptions(family);
    useEffect(() => {
      if (!record) return;
      form.setFieldsValue({
        name: record.name as string,
        memberLevel: (record.memberLevel as number | null) ?? undefined,
        cardProductId: (record.cardProductId as number | null) ?? undefined,
        itemId: (record.itemId as number | null) ?? undefined,
        times: (record.times as number | null) ?? undefined,
        price: record.price === null || record.price === undefined ? undefined : Number(record.price),
        saleStart: record.saleStart ? dayjs(String(record.saleStart)) : null,
        saleEnd: record.saleEnd ? dayjs(String(record.saleEnd)) : null,
        stock: (record.stock as number | null) ?? null,
        description: (record.description as string | null) ?? undefined,
        lines: record.lines.map((l) => ({ templateId: l.templateId, quantity: l.quantity })),
      });
    }, [record, form]);
    const back = () => navigate(id ? `${spec.detailPage}?id=${id}` : `${COUPON_PAGE}?tab=${spec.key}`);
    if (!codes.has(id ? CouponPackageOps.edit : CouponPackageOps.add))
      return (
        <Result status="403" title="无权操作" subTitle={`当前账号没有${id ? '编辑' : '新增'}${def.title}的权限`} extra={<Button onClick={back}>返回</Button>} />
      );
    if (id && !record) return <Spin style={{ display: 'block', margin: 48 }} />;

    async function save() {
      let values: FormValues;
      try {
        values = await form.validateFields();
      } catch {
        message.warning('请检查标红的项');
        return;
      }
      const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);
      const body: CouponPackageBody = {
        family,
        name: values.name,
        memberLevel: values.memberLevel ?? null,
        cardProductId: values.cardProductId ?? null,
        itemId: values.itemId ?? null,
        times: values.times ?? null,
        price: values.price === undefined || values.price === null ? null : String(values.price),
        saleStart: day(values.saleStart),
        saleEnd: day(values.saleEnd),
        stock: values.stock ?? null,
        description: values.description?.trim() || null,
        lines: values.lines.map((l) => ({ templateId: l.templateId!, quantity: l.quantity })),
      };
      setSaving(true);
      try {
        const saved = id ? await call(couponPackageUpdate, { ...body, id }) : await call(couponPackageAdd, body);
        message.success(`${def.title}已保存`);
        navigate(`${spec.detailPage}?id=${saved.id}`);
      } catch (err) {
        ignoreRequestError(err);
      } finally {
        setSaving(false);
      }
    }

    const required = (label: string, pick = true) => [{ required: true, message: `请${pick ? '选择' : '输入'}${label}` }];
    return (
      <div className="resource-form-page">
        <Card size="small" className="resource-form-page__head">
          <div className="resource-form-page__title">
            <div>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {id ? '编辑' : '新增'}
                {def.title}
              </Typography.Title>
              <Typography.Text type="secondary">保存后为未上线，在详情页上线；上线要求所含优惠券均已上线。</Typography.Text>
            </div>
            <Button onClick={back}>返回</Button>
          </div>
        </Card>
        <Form form={form} layout="vertical" className="resource-form" initialValues={{ lines: [{ quantity: family === 3 ? 10 : 1 }] }}>
          <Card size="small" title="基本信息" className="resource-form-page__section">
            <div className="resource-form__grid">
              <Form.Item name="name" label="名称" rules={required('名称', false)}>
                <Input aria-label="名称" maxLength={40} />
              </Form.Item>
              {family === 1 ? (
                <Form.Item name="memberLevel" label="会员等级" rules={required('会员等级')}>
                  <Select aria-label="会员等级" options={MemberLevel.items.map((i) => ({ value: i.value, label: i.label }))} />
                </Form.Item>
              ) : null}
              {family === 3 ? (
                <>
                  <Form.Item name="itemId" label="次卡项目" rules={required('次卡项目')}>
                    <Select aria-label="次卡项目" showSearch={{ optionFilterProp: 'label' }} options={options.items} />
                  </Form.Item>
                  <Form.Item name="times" label="次数" rules={required('次数', false)} extra="须等于所含券的总张数">
                    <InputNumber aria-label="次数" min={1} max={100} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </>
              ) : null}
              {family === 4 ? (
                <Form.Item name="cardProductId" label="储值卡产品" rules={required('储值卡产品')}>
                  <Select aria-label="储值卡产品" options={options.cards} />
                </Form.Item>
              ) : null}
              {family === 2 || family === 3 ? (
                <>
                  <Form.Item name="price" label="售价(元)" rules={required('售价', false)} extra={family === 2 ? '0 元为赠送' : undefined}>
                    <InputNumber aria-label="售价" min={0} max={99999.99} precision={2} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name="stock" label="库存" extra="不填为不限">
                    <InputNumber aria-label="库存" min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </>
              ) : null}
              <Form.Item name="saleStart" label="开始日期">
                <DatePicker aria-label="开始日期" style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="saleEnd" label="结束日期" extra="不填为长期有效">
                <DatePicker aria-label="结束日期" style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="description" label="说明" className="resource-form__wide">
                <Input.TextArea aria-label="说明" rows={3} maxLength={500} showCount />
              </Form.Item>
            </div>
          </Card>
          <Card size="small" title="所含优惠券" className="resource-form-page__section">
            <Form.List name="lines">
              {(lines, { add, remove }) => (
                <>
                  {lines.map((line) => (
                    <Space key={line.key} align="baseline" style={{ display: 'flex' }}>
                      <Form.Item name={[line.name, 'templateId']} rules={required('优惠券')} style={{ width: 420 }}>
                        <Select aria-label="优惠券" showSearch={{ optionFilterProp: 'label' }} placeholder="请选择优惠券" options={options.templates} />
                      </Form.Item>
                      <Form.Item name={[line.name, 'quantity']} rules={required('张数', false)}>
                        <InputNumber aria-label="张数" min={1} max={COUPON_PACKAGE_LIMITS.quantity} precision={0} addonAfter="张" />
                      </Form.Item>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label="移除" disabled={lines.length <= 1} onClick={() => remove(line.name)} />
                    </Space>
                  ))}
                  {lines.length < COUPON_PACKAGE_LIMITS.lines ? (
                    <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                      添加优惠券
                    </Button>
                  ) : null}
                </>
              )}
            </Form.List>
          </Card>
        </Form>
        <div className="resource-form-page__footer">
          <Space>
            <Button onClick={back} disabled={saving}>
              取消
            </Button>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              保存
            </Button>
          </Space>
        </div>
      </div>
    );
  };
}
