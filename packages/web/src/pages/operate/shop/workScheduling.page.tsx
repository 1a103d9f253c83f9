import {
  addDays,
  CLEAR_REASON_MAX,
  DAY_KEYS,
  mondayOf,
  resourceEndpoints,
  SCHEDULE_RULE_FIELDS,
  SCHEDULE_SECTIONS,
  schedConfigCityResource as cityDef,
  schedConfigStoreResource as storeDef,
  schedRecordResource as recordDef,
  ScheduleClearScope,
  ScheduleConfigSection,
  ScheduleConfigStatus,
  ScheduleRecordStatus,
  scheduleRuleProblem,
  ShiftType,
  SIGN_WINDOW_KEYS,
  STORE_RULE_KEYS,
  valueSchema,
  Weekday,
  WorkScheduleOps as OPS,
  WorkSchedulePath as P,
  type FieldDef,
  type ScheduleClearLogRow,
  type ScheduleConfiguredStore,
  type ScheduleEffectiveConfig,
  type ScheduleOperationLogRow,
  type ScheduleRuleKey,
  type ScheduleRules,
  type ScheduleSectionKey,
  type StoreOption,
  type TransitionDef,
} from '@salon/contract';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Spin,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { Rule } from 'antd/es/form';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { get, ignoreRequestError, post } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { DataTable, useListTable } from '../../../components/DataTable';
import { FilterBar, type FilterItem, type FilterValues } from '../../../components/FilterBar';
import { schemaRule } from '../../../components/formRules';
import { PageCard } from '../../../components/PageCard';
import '../../../components/kit.css';
import { FieldInput } from '../../../engine/FieldInput';

/* ------------------------------------ shared ------------------------------------ */

type CityRow = ScheduleRules & {
  id: number;
  cityId: number;
  cityName: string;
  status: number;
  statusRemark: string | null;
  statusBy: string | null;
  statusAt: string | null;
  updatedBy: string | null;
  updatedAt: string;
};
type StoreRow = Omit<ScheduleRules, 'craftsmanSignEnabled' | 'signChangeLimit'> & {
  id: number;
  storeId: number;
  storeName: string;
  storeCode: string;
  cityId: number;
  cityName: string;
  updatedBy: string | null;
  updatedAt: string;
};
type WeekRow = Record<string, unknown> & {
  id: number;
  storeId: number;
  storeName: string;
  employeeNo: string;
  realName: string;
  weekStart: string;
  restDays: number;
  status: number;
  submittedAt: string | null;
  confirmedBy: string | null;
};
interface City {
  id: number;
  name: string;
}

const cityEp = resourceEndpoints(cityDef);
const storeEp = resourceEndpoints(storeDef);
const NONE: never[] = [];
const SECTION_KEYS = Object.keys(SCHEDULE_SECTIONS) as ScheduleSectionKey[];
const options = (items: readonly { value: number | string; label: string }[]) => items.map((i) => ({ value: i.value, label: i.label }));
const when = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');
const pick = (row: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

/** This week's Monday, China time (the browser runs in it). */
const thisMonday = () => mondayOf(dayjs().format('YYYY-MM-DD'));
const weekText = (monday: string) => `${monday} 至 ${addDays(monday, 6)}`;
const toMonday = (d: Dayjs) => mondayOf(d.format('YYYY-MM-DD'));
const weekFormat = (d: Dayjs) => weekText(toMonday(d));

/** How the rules read in a table cell. */
const rulesText = {
  rest: (r: Pick<ScheduleRules, 'restDaysMin' | 'restDaysMax' | 'weekendRest'>) => (
    <span style={{ whiteSpace: 'nowrap' }}>
      每周休 {r.restDaysMin === r.restDaysMax ? r.restDaysMin : `${r.restDaysMin}-${r.restDaysMax}`} 天{' '}
      {r.weekendRest ? <Tag color="green">周末可休</Tag> : <Tag>周末不可休</Tag>}
    </span>
  ),
  daily: (r: Pick<ScheduleRules, 'maxRestPerDay' | 'minOnDuty'>) => (
    <span style={{ whiteSpace: 'nowrap' }}>
      同日最多休 {r.maxRestPerDay} 人 · 至少在岗 {r.minOnDuty} 人
    </span>
  ),
  clock: (r: Pick<ScheduleRules, 'lateGraceMinutes' | 'earliestClockMinutes'>) => (
    <span style={{ whiteSpace: 'nowrap' }}>
      迟到宽限 {r.lateGraceMinutes} 分钟 · 最早提前 {r.earliestClockMinutes} 分钟
    </span>
  ),
  sign: (r: Pick<ScheduleRules, 'signOpenWeekday' | 'signOpenTime' | 'signCloseWeekday' | 'signCloseTime'>) => (
    <span style={{ whiteSpace: 'nowrap' }}>
      {Weekday.labelOf(r.signOpenWeekday)} {r.signOpenTime} 至 {Weekday.labelOf(r.signCloseWeekday)} {r.signCloseTime}
    </span>
  ),
  craftsman: (r: Pick<ScheduleRules, 'craftsmanSignEnabled' | 'signChangeLimit'>) =>
    r.craftsmanSignEnabled ? (
      <span style={{ whiteSpace: 'nowrap' }}>自主报名 · 截止前可改 {r.signChangeLimit} 次</span>
    ) : (
      <Tag color="orange">店长直接排班</Tag>
    ),
};

/** One line of the rules, for notices and the records tab. */
const rulesSummary = (r: ScheduleRules) =>
  `每周休息 ${r.restDaysMin}-${r.restDaysMax} 天（周末${r.weekendRest ? '可' : '不可'}排休），每店同日最多休 ${r.maxRestPerDay} 人、至少在岗 ${r.minOnDuty} 人；迟到宽限 ${r.lateGraceMinutes} 分钟，最早提前 ${r.earliestClockMinutes} 分钟打卡；报名时间 ${Weekday.labelOf(r.signOpenWeekday)} ${r.signOpenTime} 至 ${Weekday.labelOf(r.signCloseWeekday)} ${r.signCloseTime}`;

/** Open cities and the user's stores, for filters and pickers. */
function useScheduleReference() {
  const [allCities, setCities] = useState<City[]>([]);
  const [stores, setStores] = useState<StoreOption[]>([]);
  useEffect(() => {
    void get<City[]>('/mgt/config/city/queryAllOpen').then(setCities).catch(ignoreRequestError);
    void post<StoreOption[]>('/basics/store/mgr/getStores', { openStatus: '0,1,2,3,4' }).then(setStores).catch(ignoreRequestError);
  }, []);
  // The cities of the user's stores (head office: every city with stores).
  const cities = useMemo(() => allCities.filter((c) => stores.some((s) => s.cityId === c.id)), [allCities, stores]);
  return { allCities, cities, stores };
}
type Reference = ReturnType<typeof useScheduleReference>;
const storeOptions = (stores: StoreOption[], cityId?: number | null) =>
  stores.filter((s) => !cityId || s.cityId === cityId).map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` }));
const cityOptions = (cities: City[]) => cities.map((c) => ({ value: c.id, label: c.name }));

/* ------------------------------------ rule forms ------------------------------------ */

/** Each field checked by its contract schema; the rules across fields shown under the field they name. */
function rulesOf(f: FieldDef): Rule[] {
  return [
    ...(f.type === 'bool' ? [] : [{ required: true, message: `请${f.type === 'enum' || f.type === 'time' ? '选择' : '输入'}${f.label}` }]),
    schemaRule(valueSchema(f)),
    ({ getFieldsValue }) => ({
      validator: async () => {
        const problem = scheduleRuleProblem(getFieldsValue(true) as Record<string, unknown>);
        if (problem && problem.field === f.key) throw new Error(problem.message);
      },
    }),
  ];
}
const DEPENDS: Partial<Record<ScheduleRuleKey, string[]>> = {
  restDaysMax: ['restDaysMin'],
  signCloseTime: ['signOpenWeekday', 'signOpenTime', 'signCloseWeekday'],
};

function RuleItems({ keys, disabled }: { keys: readonly ScheduleRuleKey[]; disabled?: boolean }) {
  return (
    <div className="resource-form__grid">
      {keys.map((key) => {
        const f = SCHEDULE_RULE_FIELDS[key];
        return (
          <Form.Item key={key} name={key} label={f.label} extra={f.help} rules={rulesOf(f)} dependencies={DEPENDS[key]}>
            <FieldInput field={f} stores={NONE} areas={NONE} disabled={disabled} />
          </Form.Item>
        );
      })}
    </div>
  );
}

/** A rules form in a dialog: saves the given fields to one path. */
function RulesModal({
  title,
  intro,
  keys,
  initial,
  path,
  id,
  width = 640,
  onClose,
  onSaved,
}: {
  title: string;
  intro?: ReactNode;
  keys: readonly ScheduleRuleKey[];
  initial: Record<string, unknown>;
  path: string;
  id?: number;
  width?: number;
  onClose(): void;
  onSaved(changed: boolean): void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const result = await post<{ changed?: boolean } | null>(path, { ...values, ...(id ? { id } : {}) }, { noFilter: true });
      const changed = result?.changed !== false;
      message.success(changed ? `${title.split('：')[0]}已保存` : '没有修改');
      onSaved(changed);
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText="保存" cancelText="取消" width={width} destroyOnHidden>
      {intro ? <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" initialValues={initial} className="resource-form">
        <RuleItems keys={keys} />
      </Form>
    </Modal>
  );
}

/* ------------------------------------ city tab ------------------------------------ */

/** One section of a city's configuration, saved on its own. */
function SectionCard({ sectionKey, row, editable, onSaved }: { sectionKey: ScheduleSectionKey; row: CityRow; editable: boolean; onSaved(): void }) {
  const { message } = App.useApp();
  const section = SCHEDULE_SECTIONS[sectionKey];
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    form.setFieldsValue(pick(row, section.keys));
  }, [form, row, section.keys]);
  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const result = await post<{ changed: boolean }>(section.path, { id: row.id, ...values }, { noFilter: true });
      message.success(result.changed ? `「${section.title}」已保存` : `「${section.title}」没有修改`);
      if (result.changed) onSaved();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Card
      size="small"
      title={section.title}
      style={{ marginBottom: 12 }}
      extra={
        editable ? (
          <Button type="primary" size="small" loading={saving} onClick={() => void save()}>
            保存
          </Button>
        ) : null
      }
    >
      <Form form={form} layout="vertical" initialValues={pick(row, section.keys)} className="resource-form" aria-label={section.title}>
        <RuleItems keys={section.keys} disabled={!editable} />
      </Form>
    </Card>
  );
}

/** A city's configuration by section, with its stores that keep their own rules. */
function CityDrawer({ row, editable, onClose, onChanged }: { row: CityRow; editable: boolean; onClose(): void; onChanged(): void }) {
  const [current, setCurrent] = useState(row);
  const [own, setOwn] = useState<ScheduleConfiguredStore[] | null>(null);
  useEffect(() => {
    void get<ScheduleConfiguredStore[]>(P.hasCnfStores, { cityId: row.cityId })
      .then(setOwn)
      .catch((err) => {
        setOwn([]);
        ignoreRequestError(err);
      });
  }, [row.cityId]);
  const refresh = useCallback(async () => {
    try {
      setCurrent(await get<CityRow>(cityEp.detail.path, { id: row.id }));
    } catch (err) {
      ignoreRequestError(err);
    }
    onChanged();
  }, [row.id, onChanged]);
  return (
    <Drawer open title={`${editable ? '编辑' : '查看'}排班规则：${row.cityName}`} onClose={onClose} size={760}>
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'status',
            label: '状态',
            children: (
              <Tag color={ScheduleConfigStatus.items.find((i) => i.value === current.status)?.color}>{ScheduleConfigStatus.labelOf(current.status)}</Tag>
            ),
          },
          { key: 'updated', label: '最近修改', children: `${current.updatedBy ?? '--'} · ${when(current.updatedAt)}` },
          ...(current.status === 0 ? [{ key: 'remark', label: '停用原因', span: 2, children: current.statusRemark ?? '--' }] : []),
          {
            key: 'own',
            label: '单独配置门店',
            span: 2,
            children:
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
              ),
          },
        ]}
      />
      {SECTION_KEYS.map((key) => (
        <SectionCard key={key} sectionKey={key} row={current} editable={editable} onSaved={() => void refresh()} />
      ))}
    </Drawer>
  );
}

/** Enable, or disable with a reason. */
function StatusModal({ row, action, onClose, onDone }: { row: CityRow; action: 'enable' | 'disable'; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const transition: TransitionDef = cityDef.workflow.transitions.find((t) => t.action === action)!;
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  async function confirm() {
    if (transition.reason?.required && !reason.trim()) {
      message.warning(`请填写${transition.reason.label}`);
      return;
    }
    setSaving(true);
    try {
      await post(P.status, { id: row.id, action, reason: reason.trim() || undefined });
      message.success(`已${transition.label}${row.cityName}排班配置`);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={`${transition.label}排班配置：${row.cityName}`}
      onCancel={onClose}
      onOk={() => void confirm()}
      confirmLoading={saving}
      okText={`确定${transition.label}`}
      cancelText="取消"
      okButtonProps={{ danger: transition.danger }}
      width={480}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{transition.confirm}</Typography.Paragraph>
      {transition.reason ? (
        <Input.TextArea
          rows={3}
          maxLength={transition.reason.max}
          showCount
          aria-label={transition.reason.label}
          placeholder={`请输入${transition.reason.label}（必填）`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      ) : null}
    </Modal>
  );
}

/** Which stores of a city keep their own rules. */
function CityStoresModal({ reference, cityId: initialCity, onClose, onDone }: { reference: Reference; cityId?: number; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
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
  const choices = reference.stores
    .filter((s) => s.cityId === cityId && s.openStatus !== 3)
    .map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` }));
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
            onChange={(v: number) => {
              setSelected(null);
              setCityId(v);
            }}
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

const DEFAULT_RULES: ScheduleRules = {
  restDaysMin: 1,
  restDaysMax: 2,
  weekendRest: false,
  maxRestPerDay: 2,
  minOnDuty: 3,
  lateGraceMinutes: 5,
  earliestClockMinutes: 60,
  signOpenWeekday: 3,
  signOpenTime: '10:00',
  signCloseWeekday: 5,
  signCloseTime: '18:00',
  craftsmanSignEnabled: true,
  signChangeLimit: 2,
};

/** A new city's configuration: the city and every section at once. */
function CreateCityModal({ reference, configured, onClose, onDone }: { reference: Reference; configured: number[]; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const free = reference.cities.filter((c) => !configured.includes(c.id));
  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await post(cityEp.create.path, values, { noFilter: true });
      message.success(`已新增${free.find((c) => c.id === values.cityId)?.name ?? ''}排班配置`);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title="新增城市排班配置"
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      width={cityDef.form.width}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={DEFAULT_RULES} className="resource-form">
        <Form.Item name="cityId" label="城市" rules={[{ required: true, message: '请选择城市' }]} extra={free.length ? undefined : '开通的城市都已有排班配置'}>
          <Select aria-label="城市" placeholder="请选择城市" options={cityOptions(free)} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        {SECTION_KEYS.map((key) => (
          <div key={key}>
            <Typography.Title level={5} style={{ margin: '4px 0 12px', fontSize: 14 }}>
              {SCHEDULE_SECTIONS[key].title}
            </Typography.Title>
            <RuleItems keys={SCHEDULE_SECTIONS[key].keys} />
          </div>
        ))}
      </Form>
    </Modal>
  );
}

function CitiesTab({ reference }: { reference: Reference }) {
  const access = usePageAccess();
  const table = useListTable<CityRow>({ view: cityDef.name, url: cityEp.list.path, method: cityEp.list.method });
  const [editing, setEditing] = useState<CityRow | null>(null);
  const [moving, setMoving] = useState<{ row: CityRow; action: 'enable' | 'disable' } | null>(null);
  const [storesOf, setStoresOf] = useState<CityRow | null>(null);
  const [creating, setCreating] = useState(false);
  const canEdit = access.can(OPS.edit);
  const reload = useCallback(() => void table.reload(), [table]);

  const filters: FilterItem[] = [
    { type: 'select', key: 'cityId', label: '城市', options: cityOptions(reference.cities) },
    { type: 'select', key: 'status', label: '状态', options: options(ScheduleConfigStatus.items) },
  ];
  const columns: ColumnsType<CityRow> = [
    { title: '城市', key: 'city', dataIndex: 'cityName', width: 90, fixed: 'left' },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, r) => {
        const tag = <Tag color={ScheduleConfigStatus.items.find((i) => i.value === r.status)?.color}>{ScheduleConfigStatus.labelOf(r.status)}</Tag>;
        return r.status === 0 && r.statusRemark ? <Tooltip title={`停用原因：${r.statusRemark}`}>{tag}</Tooltip> : tag;
      },
    },
    { title: '手艺人排休', key: 'rest', width: 200, render: (_, r) => rulesText.rest(r) },
    { title: '门店每日人数', key: 'daily', width: 200, render: (_, r) => rulesText.daily(r) },
    { title: '打卡限制', key: 'clock', width: 230, render: (_, r) => rulesText.clock(r) },
    { title: '报名时间（下周排班）', key: 'sign', width: 190, render: (_, r) => rulesText.sign(r) },
    { title: '手艺人报名', key: 'craftsman', width: 190, render: (_, r) => rulesText.craftsman(r) },
    { title: '修改人', key: 'updatedBy', dataIndex: 'updatedBy', width: 90 },
    { title: '修改时间', key: 'updatedAt', width: 150, render: (_, r) => when(r.updatedAt) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 220,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            {canEdit ? '编辑规则' : '查看规则'}
          </Button>
          {r.status === 1 && access.can(OPS.disable) ? (
            <Button type="link" size="small" danger onClick={() => setMoving({ row: r, action: 'disable' })}>
              停用
            </Button>
          ) : null}
          {r.status === 0 && access.can(OPS.enable) ? (
            <Button type="link" size="small" onClick={() => setMoving({ row: r, action: 'enable' })}>
              启用
            </Button>
          ) : null}
          {access.can(OPS.store) ? (
            <Button type="link" size="small" onClick={() => setStoresOf(r)}>
              单独配置门店
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  const toolbar = access.can(OPS.add) ? (
    <Button type="primary" onClick={() => setCreating(true)}>
      新增城市配置
    </Button>
  ) : null;

  return (
    <PageCard filters={<FilterBar items={filters} onSearch={(v) => table.search(v)} groupKey={`${cityDef.page}#cities`} />}>
      <DataTable table={table} columns={columns} rowKey="id" title="城市排班配置" toolbar={toolbar} />
      {editing ? <CityDrawer row={editing} editable={canEdit} onClose={() => setEditing(null)} onChanged={reload} /> : null}
      {moving ? (
        <StatusModal
          {...moving}
          onClose={() => setMoving(null)}
          onDone={() => {
            setMoving(null);
            reload();
          }}
        />
      ) : null}
      {storesOf ? (
        <CityStoresModal
          reference={reference}
          cityId={storesOf.cityId}
          onClose={() => setStoresOf(null)}
          onDone={() => {
            setStoresOf(null);
            reload();
          }}
        />
      ) : null}
      {creating ? (
        <ConfiguredCities>
          {(configured) => (
            <CreateCityModal
              reference={reference}
              configured={configured}
              onClose={() => setCreating(false)}
              onDone={() => {
                setCreating(false);
                void table.refresh();
              }}
            />
          )}
        </ConfiguredCities>
      ) : null}
    </PageCard>
  );
}

/** The cities that have a configuration already (every page of the list). */
function ConfiguredCities({ children }: { children: (cityIds: number[]) => ReactNode }) {
  const [ids, setIds] = useState<number[] | null>(null);
  useEffect(() => {
    void post<CityRow[]>(cityEp.list.path, { pageSize: 200 })
      .then((rows) => setIds(rows.map((r) => r.cityId)))
      .catch((err) => {
        setIds([]);
        ignoreRequestError(err);
      });
  }, []);
  return ids === null ? null : <>{children(ids)}</>;
}

/* ------------------------------------ store tab ------------------------------------ */

function StoresTab({ reference }: { reference: Reference }) {
  const access = usePageAccess();
  const table = useListTable<StoreRow>({ view: storeDef.name, url: storeEp.list.path, method: storeEp.list.method });
  const [editing, setEditing] = useState<{ row: StoreRow; part: 'rules' | 'sign' } | null>(null);
  const [choosing, setChoosing] = useState(false);
  const canEdit = access.can(OPS.store);

  const filters: FilterItem[] = [
    { type: 'input', key: 'keyword', label: storeDef.keyword.label, placeholder: '门店名称或编码' },
    { type: 'select', key: 'cityId', label: '城市', options: cityOptions(reference.cities) },
  ];
  const columns: ColumnsType<StoreRow> = [
    {
      title: '门店',
      key: 'store',
      width: 190,
      fixed: 'left',
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {r.storeName}
          <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
            {r.storeCode}
          </Typography.Text>
        </span>
      ),
    },
    { title: '城市', key: 'city', dataIndex: 'cityName', width: 80 },
    { title: '手艺人排休', key: 'rest', width: 200, render: (_, r) => rulesText.rest(r) },
    { title: '门店每日人数', key: 'daily', width: 200, render: (_, r) => rulesText.daily(r) },
    { title: '打卡限制', key: 'clock', width: 230, render: (_, r) => rulesText.clock(r) },
    { title: '报名时间（下周排班）', key: 'sign', width: 190, render: (_, r) => rulesText.sign(r) },
    { title: '修改人', key: 'updatedBy', dataIndex: 'updatedBy', width: 90 },
    { title: '修改时间', key: 'updatedAt', width: 150, render: (_, r) => when(r.updatedAt) },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'actions',
            fixed: 'right' as const,
            width: 170,
            render: (_: unknown, r: StoreRow) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ row: r, part: 'rules' })}>
                  编辑规则
                </Button>
                <Button type="link" size="small" onClick={() => setEditing({ row: r, part: 'sign' })}>
                  报名时间
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];
  const toolbar = canEdit ? <Button onClick={() => setChoosing(true)}>设置单独配置门店</Button> : null;
  const done = () => {
    setEditing(null);
    setChoosing(false);
    void table.reload();
  };

  return (
    <PageCard filters={<FilterBar items={filters} onSearch={(v) => table.search(v)} groupKey={`${storeDef.page}#stores`} />}>
      <DataTable table={table} columns={columns} rowKey="id" title="门店单独配置" toolbar={toolbar} />
      {editing?.part === 'rules' ? (
        <RulesModal
          title={`门店排班规则：${editing.row.storeName}`}
          intro="该门店不再跟随城市配置的这些规则；每日最少在岗人数不能多于本店在岗手艺人数。"
          keys={STORE_RULE_KEYS}
          initial={pick(editing.row, STORE_RULE_KEYS)}
          path={storeEp.update.path}
          id={editing.row.id}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      ) : null}
      {editing?.part === 'sign' ? (
        <RulesModal
          title={`门店报名时间：${editing.row.storeName}`}
          intro="手艺人在这段时间内报名下周的排班与休息日。"
          keys={SIGN_WINDOW_KEYS}
          initial={pick(editing.row, SIGN_WINDOW_KEYS)}
          path={P.signStore}
          id={editing.row.id}
          width={560}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      ) : null}
      {choosing ? <CityStoresModal reference={reference} onClose={() => setChoosing(false)} onDone={done} /> : null}
    </PageCard>
  );
}

/* ------------------------------------ records tab ------------------------------------ */

/** Clears a store's or a city's week, with a reason. */
function ClearModal({
  reference,
  weekStart,
  storeId,
  cityId,
  onClose,
  onDone,
}: {
  reference: Reference;
  weekStart: string;
  storeId?: number;
  cityId?: number;
  onClose(): void;
  onDone(): void;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const scope = Form.useWatch('scopeType', form) as number | undefined;
  const singleStore = reference.stores.length === 1;
  async function save() {
    const values = (await form.validateFields()) as { scopeType: number; storeId?: number; cityId?: number; week: Dayjs; reason: string };
    const monday = toMonday(values.week);
    const target =
      values.scopeType === 1 ? reference.cities.find((c) => c.id === values.cityId)?.name : reference.stores.find((s) => s.id === values.storeId)?.storeName;
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
      const body = { weekStart: monday, reason: values.reason };
      const result =
        values.scopeType === 1
          ? await post<{ cleared: number }>(P.clearCity, { ...body, cityId: values.cityId })
          : await post<{ cleared: number }>(P.clearStore, { ...body, storeId: values.storeId });
      message.success(`已清空 ${result.cleared} 条排班记录`);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
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
      <Form
        form={form}
        layout="vertical"
        initialValues={{ scopeType: 2, storeId: storeId ?? (singleStore ? reference.stores[0].id : undefined), cityId, week: dayjs(weekStart) }}
      >
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

function RecordsTab({ reference, onCleared }: { reference: Reference; onCleared(): void }) {
  const access = usePageAccess();
  const [initial] = useState(() => ({ weekStart: thisMonday() }));
  const table = useListTable<WeekRow>({ view: recordDef.name, url: resourceEndpoints(recordDef).list.path, method: 'POST' }, initial);
  const [clearing, setClearing] = useState(false);
  const [rules, setRules] = useState<ScheduleEffectiveConfig | null>(null);
  const weekStart = (table.filters.weekStart as string | undefined) ?? initial.weekStart;
  // The rules of the store looked at: the one filtered on, or a store manager's only store.
  const storeId = (table.filters.storeId as number | undefined) ?? (reference.stores.length === 1 ? reference.stores[0].id : undefined);
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
  const shown = storeId && rules?.storeId === storeId ? rules : null;

  const filters: FilterItem[] = [
    { type: 'slot', key: 'weekStart', label: '周', slot: 'week' },
    { type: 'select', key: 'cityId', label: '城市', options: cityOptions(reference.cities) },
    { type: 'select', key: 'storeId', label: '门店', options: storeOptions(reference.stores) },
    { type: 'input', key: 'keyword', label: recordDef.keyword.label, placeholder: '姓名或工号' },
    { type: 'select', key: 'status', label: '状态', options: options(ScheduleRecordStatus.items) },
  ];
  const slots = { week: <DatePicker picker="week" format={weekFormat} style={{ width: '100%' }} allowClear={false} /> };
  const search = (values: FilterValues) => table.search({ ...values, weekStart: values.weekStart ? toMonday(values.weekStart as Dayjs) : thisMonday() });

  const broken = (r: WeekRow, day: number) => !!shown?.rules && r[DAY_KEYS[day]] === 0 && day >= 5 && !shown.rules.weekendRest;
  const dates = DAY_KEYS.map((_, i) => addDays(weekStart, i));
  const columns: ColumnsType<WeekRow> = [
    { title: '门店', key: 'store', dataIndex: 'storeName', width: 130, fixed: 'left' },
    {
      title: '手艺人',
      key: 'craftsman',
      width: 150,
      fixed: 'left',
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {r.realName}
          <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
            {r.employeeNo}
          </Typography.Text>
        </span>
      ),
    },
    ...DAY_KEYS.map((key, i) => ({
      title: (
        <div style={{ textAlign: 'center', lineHeight: 1.3 }}>
          <div>{Weekday.labelOf(i + 1)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {dates[i].slice(5)}
          </Typography.Text>
        </div>
      ),
      key,
      width: 76,
      align: 'center' as const,
      render: (_: unknown, r: WeekRow) => {
        const shift = r[key] as number;
        const tag = (
          <Tag color={broken(r, i) ? 'red' : SHIFT_COLORS[shift]} style={{ marginInlineEnd: 0 }}>
            {ShiftType.labelOf(shift)}
          </Tag>
        );
        return broken(r, i) ? <Tooltip title="该门店规则：周末不可排休">{tag}</Tooltip> : tag;
      },
    })),
    {
      title: '休息天数',
      key: 'restDays',
      width: 80,
      align: 'center',
      render: (_, r) => {
        const out = shown?.rules && (r.restDays < shown.rules.restDaysMin || r.restDays > shown.rules.restDaysMax);
        return out ? (
          <Tooltip title={`规则：每周休 ${shown!.rules!.restDaysMin}-${shown!.rules!.restDaysMax} 天`}>
            <Typography.Text type="danger">{r.restDays}</Typography.Text>
          </Tooltip>
        ) : (
          r.restDays
        );
      },
    },
    {
      title: '状态',
      key: 'status',
      width: 80,
      render: (_, r) => <Tag color={ScheduleRecordStatus.items.find((i) => i.value === r.status)?.color}>{ScheduleRecordStatus.labelOf(r.status)}</Tag>,
    },
    { title: '报名时间', key: 'submittedAt', width: 140, render: (_, r) => when(r.submittedAt) },
    { title: '确认人', key: 'confirmedBy', dataIndex: 'confirmedBy', width: 80 },
  ];

  return (
    <PageCard
      filters={
        <FilterBar
          items={filters}
          slots={slots}
          initialValues={{ weekStart: dayjs(initial.weekStart) }}
          onSearch={search}
          groupKey={`${recordDef.page}#records`}
        />
      }
    >
      {shown ? (
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
      ) : null}
      <DataTable
        table={table}
        columns={columns}
        rowKey="id"
        title={`排班记录 · ${weekText(weekStart)}`}
        toolbar={
          access.can(OPS.clear) ? (
            <Button danger onClick={() => setClearing(true)}>
              清空排班
            </Button>
          ) : null
        }
      />
      {clearing ? (
        <ClearModal
          reference={reference}
          weekStart={weekStart < thisMonday() ? thisMonday() : weekStart}
          storeId={table.filters.storeId as number | undefined}
          cityId={table.filters.cityId as number | undefined}
          onClose={() => setClearing(false)}
          onDone={() => {
            setClearing(false);
            void table.reload();
            onCleared();
          }}
        />
      ) : null}
    </PageCard>
  );
}

/* ------------------------------------ logs ------------------------------------ */

function ClearLogTab({ reference }: { reference: Reference }) {
  const table = useListTable<ScheduleClearLogRow>({ view: 'schedClearLog', url: P.clearLog, method: 'GET' });
  const filters: FilterItem[] = [
    { type: 'select', key: 'cityId', label: '城市', options: cityOptions(reference.cities) },
    { type: 'select', key: 'storeId', label: '门店', options: storeOptions(reference.stores) },
    { type: 'select', key: 'scopeType', label: '清空范围', options: options(ScheduleClearScope.items) },
  ];
  const columns: ColumnsType<ScheduleClearLogRow> = [
    { title: '清空时间', key: 'createdAt', width: 150, render: (_, r) => when(r.createdAt) },
    {
      title: '范围',
      key: 'scopeType',
      width: 90,
      render: (_, r) => <Tag color={ScheduleClearScope.items.find((i) => i.value === r.scopeType)?.color}>{ScheduleClearScope.labelOf(r.scopeType)}</Tag>,
    },
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

function OperationLogTab({ reference }: { reference: Reference }) {
  const table = useListTable<ScheduleOperationLogRow>({ view: 'schedConfigLog', url: P.operationLog, method: 'GET' });
  const filters: FilterItem[] = [
    { type: 'select', key: 'cityId', label: '城市', options: cityOptions(reference.cities) },
    { type: 'select', key: 'section', label: '操作类型', options: options(ScheduleConfigSection.items) },
    { type: 'select', key: 'storeId', label: '门店', options: storeOptions(reference.stores) },
  ];
  const columns: ColumnsType<ScheduleOperationLogRow> = [
    { title: '操作时间', key: 'createdAt', width: 150, render: (_, r) => when(r.createdAt) },
    { title: '城市', key: 'cityName', dataIndex: 'cityName', width: 80 },
    { title: '门店', key: 'storeName', width: 130, render: (_, r) => r.storeName ?? <Typography.Text type="secondary">城市配置</Typography.Text> },
    {
      title: '操作类型',
      key: 'section',
      width: 130,
      render: (_, r) => <Tag color={ScheduleConfigSection.items.find((i) => i.value === r.section)?.color}>{ScheduleConfigSection.labelOf(r.section)}</Tag>,
    },
    {
      title: '修改内容',
      key: 'content',
      width: 460,
      render: (_, r) => (
        <div>
          {r.content.split('；').map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </div>
      ),
    },
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
  const [tab, setTab] = useState<string | null>(null);
  const [clearLogKey, setClearLogKey] = useState(0);
  // Head office lands on the cities' configurations, a store on its schedules.
  const active = tab ?? (configures ? 'cities' : 'records');
  return (
    <Tabs
      className="page-tabs"
      activeKey={active}
      onChange={setTab}
      items={[
        { key: 'cities', label: '城市配置', children: <CitiesTab reference={reference} /> },
        { key: 'stores', label: '门店单独配置', children: <StoresTab reference={reference} /> },
        { key: 'records', label: '排班记录', children: <RecordsTab reference={reference} onCleared={() => setClearLogKey((k) => k + 1)} /> },
        { key: 'clears', label: '清空记录', children: <ClearLogTab key={clearLogKey} reference={reference} /> },
        { key: 'logs', label: '操作日志', children: <OperationLogTab reference={reference} /> },
      ]}
    />
  );
}
