import {
  addDays,
  CLEAR_REASON_MAX,
  DAY_KEYS,
  mondayOf,
  SCHEDULE_RULE_FIELDS,
  SCHEDULE_SECTIONS,
  schedConfigCityResource as cityDef,
  schedConfigStoreResource as storeDef,
  schedRecordResource as recordDef,
  ScheduleClearScope,
  ScheduleConfigSection,
  ScheduleConfigStatus,
  ShiftType,
  SIGN_WINDOW_KEYS,
  STORE_RULE_KEYS,
  Weekday,
  WorkScheduleOps as OPS,
  WorkSchedulePath as P,
  transitionDoneText,
  type ResourceDef,
  type RowOf,
  type ScheduleClearLogRow,
  type ScheduleConfiguredStore,
  type ScheduleEffectiveConfig,
  type ScheduleOperationLogRow,
  type ScheduleRuleKey,
  type ScheduleRules,
  type StoreOption,
} from '@salon/contract';
import { Alert, App, Button, Card, DatePicker, Descriptions, Drawer, Form, Input, Modal, Radio, Select, Spin, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { get, ignoreRequestError, post } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { DataTable, useListTable } from '../../../components/DataTable';
import { FilterBar, type FilterItem } from '../../../components/FilterBar';
import { validatedValues } from '../../../components/formRules';
import { PageCard } from '../../../components/PageCard';
import { FormFields, type CustomInputProps } from '../../../engine/formFields';
import { ModalAction } from '../../../engine/ModalAction';
import { PageTabs } from '../../../engine/ResourcePage';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList, type ColumnKit } from '../../../engine/useResourceList';

/* ------------------------------------ shared ------------------------------------ */

type CityRow = RowOf<typeof cityDef>;
type StoreRow = RowOf<typeof storeDef>;
type WeekRow = RowOf<typeof recordDef>;
interface City {
  id: number;
  name: string;
}

const NO_REFERENCE = { stores: [], areas: [], lookups: {} };
const options = (items: readonly { value: number | string; label: string }[]) => items.map((i) => ({ value: i.value, label: i.label }));
const when = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');
const pick = (row: object, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, (row as Record<string, unknown>)[k]]));
const tag = (def: typeof ScheduleClearScope | typeof ScheduleConfigSection | typeof ScheduleConfigStatus, value: number | null) => (
  <Tag color={def.items.find((i) => i.value === value)?.color}>{def.labelOf(value)}</Tag>
);
const link = (text: string) => (
  <Button type="link" size="small">
    {text}
  </Button>
);

/** This week's Monday, China time (the browser runs in it). */
const thisMonday = () => mondayOf(dayjs().format('YYYY-MM-DD'));
const weekText = (monday: string) => `${monday} 至 ${addDays(monday, 6)}`;
const toMonday = (d: Dayjs) => mondayOf(d.format('YYYY-MM-DD'));
const weekFormat = (d: Dayjs) => weekText(toMonday(d));

const nowrap = (children: ReactNode) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
/** How the rules read in a table cell. */
const RULE_COLUMNS: { title: string; key: string; width: number; render(r: ScheduleRules): ReactNode }[] = [
  {
    title: '手艺人排休',
    key: 'rest',
    width: 200,
    render: (r) =>
      nowrap(
        <>
          每周休 {r.restDaysMin === r.restDaysMax ? r.restDaysMin : `${r.restDaysMin}-${r.restDaysMax}`} 天{' '}
          {r.weekendRest ? <Tag color="green">周末可休</Tag> : <Tag>周末不可休</Tag>}
        </>,
      ),
  },
  { title: '门店每日人数', key: 'daily', width: 200, render: (r) => nowrap(`同日最多休 ${r.maxRestPerDay} 人 · 至少在岗 ${r.minOnDuty} 人`) },
  { title: '打卡限制', key: 'clock', width: 230, render: (r) => nowrap(`迟到宽限 ${r.lateGraceMinutes} 分钟 · 最早提前 ${r.earliestClockMinutes} 分钟`) },
  {
    title: '报名时间（下周排班）',
    key: 'sign',
    width: 190,
    render: (r) => nowrap(`${Weekday.labelOf(r.signOpenWeekday)} ${r.signOpenTime} 至 ${Weekday.labelOf(r.signCloseWeekday)} ${r.signCloseTime}`),
  },
  {
    title: '手艺人报名',
    key: 'craftsman',
    width: 190,
    render: (r) => (r.craftsmanSignEnabled ? nowrap(`自主报名 · 截止前可改 ${r.signChangeLimit} 次`) : <Tag color="orange">店长直接排班</Tag>),
  },
];
const ruleColumns = <Row extends object>(keys: readonly string[]): ColumnsType<Row> =>
  RULE_COLUMNS.filter((c) => keys.includes(c.key)).map((c) => ({
    title: c.title,
    key: c.key,
    width: c.width,
    render: (_: unknown, r: Row) => c.render(r as unknown as ScheduleRules),
  }));
/** The last two columns of the configuration lists. */
const changed = <R extends ResourceDef>(c: ColumnKit<R>) => [c.field('updatedBy'), c.field('updatedAt')];

/** One line of the rules, for the records tab. */
const rulesSummary = (r: ScheduleRules) =>
  `每周休息 ${r.restDaysMin}-${r.restDaysMax} 天（周末${r.weekendRest ? '可' : '不可'}排休），每店同日最多休 ${r.maxRestPerDay} 人、至少在岗 ${r.minOnDuty} 人；迟到宽限 ${r.lateGraceMinutes} 分钟，最早提前 ${r.earliestClockMinutes} 分钟打卡；报名时间 ${Weekday.labelOf(r.signOpenWeekday)} ${r.signOpenTime} 至 ${Weekday.labelOf(r.signCloseWeekday)} ${r.signCloseTime}`;

/** Open cities and the user's stores, for filters and pickers (the cities are those of the user's stores). */
function useScheduleReference() {
  const [allCities, setCities] = useState<City[]>([]);
  const [stores, setStores] = useState<StoreOption[]>([]);
  useEffect(() => {
    void get<City[]>('/mgt/config/city/queryAllOpen').then(setCities).catch(ignoreRequestError);
    void post<StoreOption[]>('/basics/store/mgr/getStores', { openStatus: '0,1,2,3,4' }).then(setStores).catch(ignoreRequestError);
  }, []);
  const cities = useMemo(() => allCities.filter((c) => stores.some((s) => s.cityId === c.id)), [allCities, stores]);
  return { cities, stores };
}
const Reference = createContext<ReturnType<typeof useScheduleReference>>({ cities: [], stores: [] });
const storeOptions = (stores: StoreOption[]) => stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` }));
const cityOptions = (cities: City[]) => cities.map((c) => ({ value: c.id, label: c.name }));

/* ------------------------------------ rule forms ------------------------------------ */

/** Rule fields with the declaration's checks, the rules across fields under the field they name. */
const RuleItems = ({ keys, disabled }: { keys: readonly ScheduleRuleKey[]; disabled?: boolean }) => (
  <FormFields def={cityDef} fields={keys.map((k) => SCHEDULE_RULE_FIELDS[k])} form={Form.useFormInstance()} reference={NO_REFERENCE} disabled={disabled} />
);

/** Saves some rules of a record to one path: a section of a city's configuration, a store's own rules or sign-up window. */
function useRulesSave(path: string, id: number, title: string, onSaved: (changed: boolean) => void) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await validatedValues(form);
    if (!values) return;
    setSaving(true);
    try {
      const result = await post<{ changed?: boolean } | null>(path, { ...values, id }, { noFilter: true });
      const changed = result?.changed !== false;
      message.success(changed ? `${title}已保存` : `${title}没有修改`);
      onSaved(changed);
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return { form, saving, save };
}

/** A store's rules or sign-up window in a dialog. */
function RulesModal(props: {
  title: string;
  intro: string;
  keys: readonly ScheduleRuleKey[];
  row: StoreRow;
  path: string;
  width?: number;
  onClose(): void;
  onSaved(): void;
}) {
  const { form, saving, save } = useRulesSave(props.path, props.row.id, props.title, props.onSaved);
  return (
    <Modal
      open
      title={`${props.title}：${props.row.storeName}`}
      onCancel={props.onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      width={props.width ?? 640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={pick(props.row, props.keys)} className="resource-form">
        <RuleItems keys={props.keys} />
      </Form>
    </Modal>
  );
}

/** One section of a city's configuration, saved on its own. */
function SectionCard({ sectionKey, row, editable, onSaved }: { sectionKey: keyof typeof SCHEDULE_SECTIONS; row: CityRow; editable: boolean; onSaved(): void }) {
  const section = SCHEDULE_SECTIONS[sectionKey];
  const { form, saving, save } = useRulesSave(section.path, row.id, `「${section.title}」`, (changed) => changed && onSaved());
  useEffect(() => form.setFieldsValue(pick(row, section.keys)), [form, row, section.keys]);
  const saveButton = (
    <Button type="primary" size="small" loading={saving} onClick={() => void save()}>
      保存
    </Button>
  );
  return (
    <Card size="small" title={section.title} style={{ marginBottom: 12 }} extra={editable ? saveButton : null}>
      <Form form={form} layout="vertical" initialValues={pick(row, section.keys)} className="resource-form" aria-label={section.title}>
        <RuleItems keys={section.keys} disabled={!editable} />
      </Form>
    </Card>
  );
}

/* ------------------------------------ city tab ------------------------------------ */

/** A city's configuration by section, with its stores that keep their own rules. */
function CityDrawer({ row, editable, onClose, onChanged }: { row: CityRow; editable: boolean; onClose(): void; onChanged(): void }) {
  const [current, setCurrent] = useState(row);
  const [own, setOwn] = useState<ScheduleConfiguredStore[] | null>(null);
  useEffect(() => {
    void get<ScheduleConfiguredStore[]>(P.hasCnfStores, { cityId: row.cityId })
      .then(setOwn)
      .catch((err) => (setOwn([]), ignoreRequestError(err)));
  }, [row.cityId]);
  const refresh = () => {
    void get<CityRow>(P.cityDetail, { id: row.id }).then(setCurrent).catch(ignoreRequestError);
    onChanged();
  };
  const stores =
    own === null ? (
      <Spin size="small" />
    ) : own.length ? (
      own.map((s) => (
        <Tag key={s.id} color="purple">
          {s.storeName}
        </Tag>
      ))
    ) : (
      '无（全部门店按城市配置）'
    );
  return (
    <Drawer open title={`${editable ? '编辑' : '查看'}排班规则：${row.cityName}`} onClose={onClose} size={760}>
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'status', label: '状态', children: tag(ScheduleConfigStatus, current.status) },
          { key: 'updated', label: '最近修改', children: `${current.updatedBy ?? '--'} · ${when(current.updatedAt)}` },
          ...(current.status === 0 ? [{ key: 'remark', label: '停用原因', span: 2, children: current.statusRemark ?? '--' }] : []),
          { key: 'own', label: '单独配置门店', span: 2, children: stores },
        ]}
      />
      {(Object.keys(SCHEDULE_SECTIONS) as (keyof typeof SCHEDULE_SECTIONS)[]).map((key) => (
        <SectionCard key={key} sectionKey={key} row={current} editable={editable} onSaved={refresh} />
      ))}
    </Drawer>
  );
}

/** Which stores of a city keep their own rules. */
function CityStoresModal({ cityId: initialCity, onClose, onDone }: { cityId?: number; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const reference = useContext(Reference);
  const [cityId, setCityId] = useState<number | undefined>(initialCity);
  const [selected, setSelected] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!cityId) return;
    let live = true;
    void get<ScheduleConfiguredStore[]>(P.hasCnfStores, { cityId })
      .then((rows) => live && setSelected(rows.map((r) => r.storeId)))
      .catch(ignoreRequestError);
    return () => {
      live = false;
    };
  }, [cityId]);
  async function save() {
    if (!cityId || selected === null) return;
    setSaving(true);
    try {
      const result = await post<{ added: number; removed: number }>(P.cityStores, { cityId, storeIds: selected }, { noFilter: true });
      message.success(result.added || result.removed ? `已保存：新增 ${result.added} 家，移除 ${result.removed} 家` : '没有修改');
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  const choices = storeOptions(reference.stores.filter((s) => s.cityId === cityId && s.openStatus !== 3));
  return (
    <Modal
      open
      title="单独配置门店"
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !cityId || selected === null }}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      width={600}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        选中的门店使用自己的排班规则（新加入的门店先复制城市配置，再单独修改）；移除的门店改回按城市配置。手艺人报名设置始终按城市配置。
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="城市" required>
          <Select
            aria-label="城市"
            placeholder="请选择城市"
            value={cityId}
            disabled={!!initialCity}
            options={cityOptions(reference.cities)}
            onChange={(v: number) => (setSelected(null), setCityId(v))}
          />
        </Form.Item>
        <Form.Item label="单独配置的门店">
          <Select
            aria-label="单独配置的门店"
            mode="multiple"
            allowClear
            loading={!!cityId && selected === null}
            disabled={!cityId || selected === null}
            placeholder="选择门店，留空表示全部门店按城市配置"
            value={selected ?? []}
            onChange={(v: number[]) => setSelected(v)}
            options={choices}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The city of a new configuration: the user's cities that have none yet. */
function FreeCitySelect({ value, onChange, id, disabled }: CustomInputProps) {
  const { cities } = useContext(Reference);
  const [configured, setConfigured] = useState<number[] | null>(null);
  useEffect(() => {
    void post<CityRow[]>(P.cityList, { pageSize: 200 })
      .then((rows) => setConfigured(rows.map((r) => r.cityId)))
      .catch((err) => (setConfigured([]), ignoreRequestError(err)));
  }, []);
  const free = cities.filter((c) => !configured?.includes(c.id));
  return (
    <Select
      id={id}
      aria-label="城市"
      placeholder={configured && !free.length ? '开通的城市都已有排班配置' : '请选择城市'}
      loading={configured === null}
      disabled={disabled}
      value={value as number | undefined}
      onChange={(v) => onChange?.(v)}
      options={cityOptions(free)}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

function CitiesTab() {
  const access = usePageAccess();
  const reference = useContext(Reference);
  const canEdit = access.can(OPS.edit);
  const list = useResourceList(cityDef, {
    urlKey: 'cities',
    hide: ['detail'],
    filterGroups: `${cityDef.page}#cities`,
    filters: { cityId: { options: cityOptions(reference.cities) } },
    columns: (c) => [
      c.field('cityId', { width: 90, fixed: 'left' }),
      c.field('status', {
        render: (_, r) =>
          r.status === 0 && r.statusRemark ? (
            <Tooltip title={`停用原因：${r.statusRemark}`}>{tag(ScheduleConfigStatus, 0)}</Tooltip>
          ) : (
            tag(ScheduleConfigStatus, r.status)
          ),
      }),
      ...ruleColumns<CityRow>(['rest', 'daily', 'clock', 'sign', 'craftsman']),
      ...changed(c),
    ],
    rowActions: (row, page) => (
      <>
        <ModalAction trigger={link(canEdit ? '编辑规则' : '查看规则')}>
          {(m) => <CityDrawer row={row} editable={canEdit} onClose={m.close} onChanged={() => void page.reload()} />}
        </ModalAction>
        {page.can(OPS.store) ? (
          <ModalAction trigger={link('单独配置门店')} onDone={page.reload}>
            {(m) => <CityStoresModal cityId={row.cityId} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null}
      </>
    ),
    transitionDialog: (row, t) => ({
      title: `${t.label}排班配置：${row.cityName}`,
      okText: `确定${t.label}`,
      doneText: `${transitionDoneText(t)}${row.cityName}排班配置`,
      intro: <Typography.Paragraph type="secondary">{t.confirm}</Typography.Paragraph>,
    }),
    inputs: { cityId: FreeCitySelect },
    formDialog: {
      sections: [{ title: '城市', fields: ['cityId'] }, ...Object.values(SCHEDULE_SECTIONS).map((s) => ({ title: s.title, fields: s.keys }))],
      savedText: () => '已新增城市排班配置',
    },
  });
  return <ResourceList list={list} title="城市排班配置" />;
}

/* ------------------------------------ store tab ------------------------------------ */

const STORE_RULES = {
  title: '门店排班规则',
  intro: '该门店不再跟随城市配置的这些规则；每日最少在岗人数不能多于本店在岗手艺人数。',
  keys: STORE_RULE_KEYS,
  path: storeDef.api.update.path,
};
const STORE_SIGN = { title: '门店报名时间', intro: '手艺人在这段时间内报名下周的排班与休息日。', keys: SIGN_WINDOW_KEYS, path: P.signStore, width: 560 };

function StoresTab() {
  const access = usePageAccess();
  const reference = useContext(Reference);
  const canEdit = access.can(OPS.store);
  const list = useResourceList(storeDef, {
    urlKey: 'stores',
    hide: ['detail', 'edit'],
    filterGroups: `${storeDef.page}#stores`,
    filters: { keyword: { placeholder: '门店名称或编码' }, storeId: false, cityId: { options: cityOptions(reference.cities) } },
    columns: (c) => [
      c.field('storeId', { width: 190, fixed: 'left', render: (_, r) => <StoreName name={r.storeName} code={r.storeCode} /> }),
      c.field('cityId', { width: 80 }),
      ...ruleColumns<StoreRow>(['rest', 'daily', 'clock', 'sign']),
      ...changed(c),
    ],
    rowActions: canEdit
      ? (row, page) =>
          [STORE_RULES, STORE_SIGN].map((form) => (
            <ModalAction key={form.title} trigger={link(form === STORE_RULES ? '编辑规则' : '报名时间')} onDone={page.reload}>
              {(m) => <RulesModal {...form} row={row} onClose={m.close} onSaved={m.done} />}
            </ModalAction>
          ))
      : undefined,
  });
  const choose = (
    <ModalAction trigger={<Button>设置单独配置门店</Button>} onDone={list.page.reload}>
      {(m) => <CityStoresModal onClose={m.close} onDone={m.done} />}
    </ModalAction>
  );
  return <ResourceList list={list} title="门店单独配置" toolbar={canEdit ? choose : null} />;
}

const StoreName = ({ name, code }: { name: string | null; code: string | null }) =>
  nowrap(
    <>
      {name}
      <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
        {code}
      </Typography.Text>
    </>,
  );

/* ------------------------------------ records tab ------------------------------------ */

/** Clears a store's or a city's week, with a reason. */
function ClearModal({
  weekStart,
  storeId,
  cityId,
  onClose,
  onDone,
}: {
  weekStart: string;
  storeId?: number;
  cityId?: number;
  onClose(): void;
  onDone(): void;
}) {
  const { message, modal } = App.useApp();
  const reference = useContext(Reference);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const scope = Form.useWatch('scopeType', form) as number | undefined;
  const singleStore = reference.stores.length === 1;
  async function save() {
    const values = (await validatedValues(form)) as { scopeType: number; storeId?: number; cityId?: number; week: Dayjs; reason: string } | null;
    if (!values) return;
    const monday = toMonday(values.week);
    const byCity = values.scopeType === 1;
    const target = byCity ? reference.cities.find((c) => c.id === values.cityId)?.name : reference.stores.find((s) => s.id === values.storeId)?.storeName;
    const ok = await modal.confirm({
      title: '确认清空排班',
      content: `将清空${target ?? ''}在 ${weekText(monday)} 的全部排班记录，手艺人需要重新报名。此操作不可撤销。`,
      okText: '确定清空',
      okButtonProps: { danger: true },
      cancelText: '取消',
    });
    if (!ok) return;
    setSaving(true);
    try {
      const body = { weekStart: monday, reason: values.reason, ...(byCity ? { cityId: values.cityId } : { storeId: values.storeId }) };
      const result = await post<{ cleared: number }>(byCity ? P.clearCity : P.clearStore, body);
      message.success(`已清空 ${result.cleared} 条排班记录`);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  const initial = { scopeType: 2, storeId: storeId ?? (singleStore ? reference.stores[0].id : undefined), cityId, week: dayjs(weekStart) };
  return (
    <Modal
      open
      title="清空排班记录"
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="清空"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      width={560}
      destroyOnHidden
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="清空后该周的排班与休息日全部作废，手艺人需要重新报名；已过去的周不能清空。" />
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="scopeType" label="清空范围">
          <Radio.Group options={options(ScheduleClearScope.items.filter((i) => !singleStore || i.value === 2)).reverse()} />
        </Form.Item>
        {scope === 1 ? (
          <Form.Item name="cityId" label="城市" rules={[{ required: true, message: '请选择城市' }]}>
            <Select aria-label="城市" placeholder="请选择城市" options={cityOptions(reference.cities)} />
          </Form.Item>
        ) : (
          <Form.Item name="storeId" label="门店" rules={[{ required: true, message: '请选择门店' }]}>
            <Select aria-label="门店" placeholder="请选择门店" options={storeOptions(reference.stores)} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        )}
        <Form.Item name="week" label="周" rules={[{ required: true, message: '请选择周' }]}>
          <DatePicker picker="week" format={weekFormat} style={{ width: '100%' }} disabledDate={(d) => toMonday(d) < thisMonday()} allowClear={false} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="清空原因"
          rules={[
            { required: true, whitespace: true, message: '请填写清空原因' },
            { min: 2, message: '清空原因至少2个字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={CLEAR_REASON_MAX} showCount placeholder="如：门店装修停业，原排班作废，重新报名" aria-label="清空原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const SHIFT_COLORS: Record<number, string | undefined> = Object.fromEntries(ShiftType.items.map((i) => [i.value, i.color]));

/** The rules that apply to a store (its own, else its city's), for the notice above its schedules. */
function useStoreRules(storeId: number | undefined) {
  const [rules, setRules] = useState<ScheduleEffectiveConfig | null>(null);
  useEffect(() => {
    if (!storeId) return;
    let live = true;
    void get<ScheduleEffectiveConfig>(P.effective, { storeId })
      .then((r) => live && setRules(r))
      .catch(ignoreRequestError);
    return () => {
      live = false;
    };
  }, [storeId]);
  return storeId && rules?.storeId === storeId ? rules : null;
}

function RecordsTab({ onCleared }: { onCleared(): void }) {
  const access = usePageAccess();
  const reference = useContext(Reference);
  const list = useResourceList(recordDef, {
    urlKey: 'records',
    hide: ['detail'],
    filterGroups: `${recordDef.page}#records`,
    filters: {
      keyword: { placeholder: '姓名或工号' },
      weekStart: {
        label: '周',
        input: <DatePicker picker="week" format={weekFormat} style={{ width: '100%' }} allowClear={false} />,
        initial: dayjs(thisMonday()),
        toQuery: (week) => ({ weekStart: toMonday(week as Dayjs) }),
        fromQuery: (params) => (params.weekStart ? dayjs(String(params.weekStart)) : undefined),
      },
      cityId: { options: cityOptions(reference.cities) },
      restDays: false,
    },
    columns: (c) => [
      c.field('storeId', { width: 130, fixed: 'left' }),
      { title: '手艺人', key: 'craftsman', width: 150, fixed: 'left', render: (_, r) => <StoreName name={r.realName} code={r.employeeNo} /> },
      ...DAY_KEYS.map((key, i) =>
        c.field(key, {
          title: <DayTitle day={i} weekStart={weekStart} />,
          width: 76,
          align: 'center',
          render: (_, r) => <ShiftTag row={r} day={i} rules={shown} />,
        }),
      ),
      c.field('restDays', { align: 'center', render: (_, r) => <RestDays row={r} rules={shown} /> }),
      c.field('status'),
      c.field('submittedAt', { width: 140 }),
      c.field('confirmedBy', { width: 80 }),
    ],
  });
  const weekStart = (list.table.filters.weekStart as string | undefined) ?? thisMonday();
  // The rules of the store looked at: the one filtered on, or a store manager's only store.
  const storeId = (list.table.filters.storeId as number | undefined) ?? (reference.stores.length === 1 ? reference.stores[0].id : undefined);
  const shown = useStoreRules(storeId);
  const notice = shown ? (
    <Alert
      type={shown.configured && shown.status === 1 ? 'info' : 'warning'}
      showIcon
      style={{ marginBottom: 12 }}
      title={
        !shown.configured || !shown.rules
          ? `${shown.cityName}还没有排班配置`
          : `${shown.storeName}${shown.source === 'store' ? '按门店单独配置' : `按${shown.cityName}配置`}${shown.status === 1 ? '' : '（城市配置已停用）'}：${rulesSummary(shown.rules)}`
      }
    />
  ) : null;
  const clear = (
    <ModalAction trigger={<Button danger>清空排班</Button>} onDone={() => (void list.page.reload(), onCleared())}>
      {(m) => (
        <ClearModal
          weekStart={weekStart < thisMonday() ? thisMonday() : weekStart}
          storeId={list.table.filters.storeId as number | undefined}
          cityId={list.table.filters.cityId as number | undefined}
          onClose={m.close}
          onDone={m.done}
        />
      )}
    </ModalAction>
  );
  return <ResourceList list={list} title={`排班记录 · ${weekText(weekStart)}`} above={notice} toolbar={access.can(OPS.clear) ? clear : null} />;
}

const DayTitle = ({ day, weekStart }: { day: number; weekStart: string }) => (
  <div style={{ textAlign: 'center', lineHeight: 1.3 }}>
    <div>{Weekday.labelOf(day + 1)}</div>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {addDays(weekStart, day).slice(5)}
    </Typography.Text>
  </div>
);

/** A day's shift; a weekend rest the store's rules forbid is red. */
function ShiftTag({ row, day, rules }: { row: WeekRow; day: number; rules: ScheduleEffectiveConfig | null }) {
  const shift = row[DAY_KEYS[day]];
  const broken = !!rules?.rules && shift === 0 && day >= 5 && !rules.rules.weekendRest;
  const shown = (
    <Tag color={broken ? 'red' : SHIFT_COLORS[shift ?? -1]} style={{ marginInlineEnd: 0 }}>
      {ShiftType.labelOf(shift)}
    </Tag>
  );
  return broken ? <Tooltip title="该门店规则：周末不可排休">{shown}</Tooltip> : shown;
}

/** The week's rest days, red when outside the store's rules. */
function RestDays({ row, rules }: { row: WeekRow; rules: ScheduleEffectiveConfig | null }) {
  const r = rules?.rules;
  const days = row.restDays ?? 0;
  if (!r || (days >= r.restDaysMin && days <= r.restDaysMax)) return <>{days}</>;
  return (
    <Tooltip title={`规则：每周休 ${r.restDaysMin}-${r.restDaysMax} 天`}>
      <Typography.Text type="danger">{days}</Typography.Text>
    </Tooltip>
  );
}

/* ------------------------------------ logs ------------------------------------ */

function ClearLogTab() {
  const { cities, stores } = useContext(Reference);
  const table = useListTable<ScheduleClearLogRow>({ view: 'schedClearLog', url: P.clearLog, method: 'GET' });
  const filters: FilterItem[] = [
    { type: 'select', key: 'cityId', label: '城市', options: cityOptions(cities) },
    { type: 'select', key: 'storeId', label: '门店', options: storeOptions(stores) },
    { type: 'select', key: 'scopeType', label: '清空范围', options: options(ScheduleClearScope.items) },
  ];
  const columns: ColumnsType<ScheduleClearLogRow> = [
    { title: '清空时间', key: 'createdAt', width: 150, render: (_, r) => when(r.createdAt) },
    { title: '范围', key: 'scopeType', width: 90, render: (_, r) => tag(ScheduleClearScope, r.scopeType) },
    { title: '城市', key: 'cityName', dataIndex: 'cityName', width: 80 },
    { title: '门店', key: 'storeName', width: 130, render: (_, r) => r.storeName ?? '全部门店' },
    { title: '周', key: 'weekStart', width: 200, render: (_, r) => weekText(r.weekStart) },
    { title: '清空条数', key: 'clearedCount', dataIndex: 'clearedCount', width: 90, align: 'right' },
    { title: '清空原因', key: 'reason', dataIndex: 'reason', width: 300 },
    { title: '操作人', key: 'operator', dataIndex: 'operator', width: 100 },
  ];
  return (
    <PageCard filters={<FilterBar items={filters} onSearch={(v) => table.search(v)} />}>
      <DataTable table={table} columns={columns} rowKey="id" title="清空记录" />
    </PageCard>
  );
}

function OperationLogTab() {
  const { cities, stores } = useContext(Reference);
  const table = useListTable<ScheduleOperationLogRow>({ view: 'schedConfigLog', url: P.operationLog, method: 'GET' });
  const filters: FilterItem[] = [
    { type: 'select', key: 'cityId', label: '城市', options: cityOptions(cities) },
    { type: 'select', key: 'section', label: '操作类型', options: options(ScheduleConfigSection.items) },
    { type: 'select', key: 'storeId', label: '门店', options: storeOptions(stores) },
  ];
  const columns: ColumnsType<ScheduleOperationLogRow> = [
    { title: '操作时间', key: 'createdAt', width: 150, render: (_, r) => when(r.createdAt) },
    { title: '城市', key: 'cityName', dataIndex: 'cityName', width: 80 },
    { title: '门店', key: 'storeName', width: 130, render: (_, r) => r.storeName ?? <Typography.Text type="secondary">城市配置</Typography.Text> },
    { title: '操作类型', key: 'section', width: 130, render: (_, r) => tag(ScheduleConfigSection, r.section) },
    { title: '修改内容', key: 'content', width: 460, render: (_, r) => r.content.split('；').map((line, i) => <div key={i}>{line}</div>) },
    { title: '操作人', key: 'operator', dataIndex: 'operator', width: 100 },
  ];
  return (
    <PageCard filters={<FilterBar items={filters} onSearch={(v) => table.search(v)} />}>
      <DataTable table={table} columns={columns} rowKey="id" title="配置操作日志" />
    </PageCard>
  );
}

/* ------------------------------------ the page ------------------------------------ */

/**
 * /operate/shop/workScheduling (排班配置): head office sets each city's scheduling rules (by section),
 * the stores that keep their own, clears a week's schedules with a reason, and reads both logs;
 * a store manager reads its city's rules and its own store's weekly schedules.
 */
export default function WorkSchedulingPage() {
  const access = usePageAccess();
  const reference = useScheduleReference();
  const configures = [OPS.add, OPS.edit, OPS.enable, OPS.disable, OPS.store].some((code) => access.can(code));
  const [clearLogKey, setClearLogKey] = useState(0);
  // Head office lands on the cities' configurations, a store on its schedules.
  return (
    <Reference.Provider value={reference}>
      <PageTabs
        initial={configures ? 'cities' : 'records'}
        items={[
          { key: 'cities', label: '城市配置', children: <CitiesTab /> },
          { key: 'stores', label: '门店单独配置', children: <StoresTab /> },
          { key: 'records', label: '排班记录', children: <RecordsTab onCleared={() => setClearLogKey((k) => k + 1)} /> },
          { key: 'clears', label: '清空记录', children: <ClearLogTab key={clearLogKey} /> },
          { key: 'logs', label: '操作日志', children: <OperationLogTab /> },
        ]}
      />
    </Reference.Provider>
  );
}
