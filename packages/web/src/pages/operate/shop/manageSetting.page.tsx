import {
  checkStoreSetting,
  inForm,
  noonWithinBusinessHours,
  resourceEndpoints,
  storeSettingResource as def,
  valueSchema,
  type FieldDef,
} from '@salon/contract';
import { App, Button, Divider, Form, Modal, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { DataTable, useListTable } from '../../../components/DataTable';
import { FilterBar, type FilterItem, type FilterValues } from '../../../components/FilterBar';
import { NumberRangeInput, rangeParams } from '../../../components/NumberRangeInput';
import { schemaRule } from '../../../components/formRules';
import { PageCard } from '../../../components/PageCard';
import '../../../components/kit.css';
import { FieldInput } from '../../../engine/FieldInput';
import { renderValue } from '../../../engine/fieldView';

type Row = Record<string, unknown> & {
  id: number;
  storeCode: string;
  storeName: string;
  businessStart: string;
  businessEnd: string;
  maxWaiting: number;
  stopTakeMinutes: number;
  bookingEnabled: boolean;
  bookingDays: number;
  bookingSlot: number;
  noonStart: string;
  noonEnd: string;
  noonMaxCraftsmen: number;
  walkInPolicy: number;
  queueNotice: string | null;
};

const ep = resourceEndpoints(def);
const fieldOf = (key: string): FieldDef => def.fields.find((f) => f.key === key)!;
const label = (key: string) => fieldOf(key).label;
const show = (key: string, row: Row) => renderValue(fieldOf(key), row[key], row);

/** The edit form in sections, each a list of the declaration's form fields. */
const SECTIONS: { title: string; keys: string[] }[] = [
  { title: '排队取号', keys: ['maxWaiting', 'stopTakeMinutes', 'walkInPolicy'] },
  { title: '线上预约', keys: ['bookingEnabled', 'bookingDays', 'bookingSlot'] },
  { title: '午休', keys: ['noonStart', 'noonEnd', 'noonMaxCraftsmen'] },
  { title: '排队屏', keys: ['queueNotice'] },
];

/** /operate/shop/manageSetting (门店设置): every store's queue, booking, noon-break and walk-in settings; head office edits them. */
export default function ManageSettingPage() {
  const access = usePageAccess();
  const table = useListTable<Row>({ view: def.name, url: ep.list.path, method: ep.list.method });
  const [editing, setEditing] = useState<Row | null>(null);
  const canEdit = access.can(def.ops.update);

  const filters: FilterItem[] = [
    { type: 'input', key: 'keyword', label: def.keyword.label, placeholder: '门店名称或编码' },
    {
      type: 'select',
      key: 'walkInPolicy',
      label: label('walkInPolicy'),
      options: fieldOf('walkInPolicy').enum!.items.map((i) => ({ value: i.value, label: i.label })),
    },
    { type: 'slot', key: 'maxWaiting', label: label('maxWaiting'), slot: 'maxWaiting' },
  ];
  const maxWaiting = fieldOf('maxWaiting');
  const slots = { maxWaiting: <NumberRangeInput min={maxWaiting.min} max={maxWaiting.max} /> };
  /** The range of 排队上限 goes as maxWaitingMin / maxWaitingMax. */
  const search = ({ maxWaiting: range, ...rest }: FilterValues) => table.search({ ...rest, ...rangeParams('maxWaiting', range) });

  const columns: ColumnsType<Row> = [
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
    { title: '营业时间', key: 'hours', width: 110, render: (_, r) => `${r.businessStart}-${r.businessEnd}` },
    { title: '排队上限', key: 'maxWaiting', width: 90, render: (_, r) => `${r.maxWaiting} 人` },
    { title: '停止取号', key: 'stopTakeMinutes', width: 110, render: (_, r) => (r.stopTakeMinutes ? `闭店前 ${r.stopTakeMinutes} 分钟` : '营业至闭店') },
    { title: label('walkInPolicy'), key: 'walkInPolicy', width: 100, render: (_, r) => show('walkInPolicy', r) },
    {
      title: label('bookingEnabled'),
      key: 'booking',
      width: 200,
      render: (_, r) =>
        r.bookingEnabled ? (
          <span style={{ whiteSpace: 'nowrap' }}>
            <Tag color="green">开启</Tag>提前{r.bookingDays}天，每段{fieldOf('bookingSlot').enum!.labelOf(r.bookingSlot)}
          </span>
        ) : (
          <Tag>关闭</Tag>
        ),
    },
    { title: '午休', key: 'noon', width: 110, render: (_, r) => `${r.noonStart}-${r.noonEnd}` },
    { title: '午间在岗上限', key: 'noonMaxCraftsmen', width: 100, render: (_, r) => `${r.noonMaxCraftsmen} 人` },
    {
      title: label('queueNotice'),
      key: 'queueNotice',
      width: 220,
      ellipsis: { showTitle: false },
      render: (_, r) => (r.queueNotice ? <Tooltip title={r.queueNotice}>{r.queueNotice}</Tooltip> : '--'),
    },
    { title: label('updatedBy'), key: 'updatedBy', width: 90, render: (_, r) => show('updatedBy', r) },
    { title: label('updatedAt'), key: 'updatedAt', width: 150, render: (_, r) => show('updatedAt', r) },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'actions',
            fixed: 'right' as const,
            width: 70,
            render: (_: unknown, r: Row) => (
              <Button type="link" size="small" onClick={() => setEditing(r)}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <PageCard filters={<FilterBar items={filters} slots={slots} onSearch={search} groupKey={def.page} />}>
      <DataTable table={table} columns={columns} rowKey="id" title={`${def.title}列表`} />
      {editing ? (
        <SettingForm
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await table.reload();
          }}
        />
      ) : null}
    </PageCard>
  );
}

const NO_STORES: never[] = [];

/** One store's settings: each field checked by its contract schema, the cross-field rules by the contract's checks. */
function SettingForm({ row, onClose, onSaved }: { row: Row; onClose(): void; onSaved(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const fields = def.fields.filter((f) => inForm(f, 'update'));
  const initial = Object.fromEntries(fields.map((f) => [f.key, row[f.key]]));

  /** Rules across fields, shown under the field they concern. */
  const crossRules: Record<string, { dependencies: string[]; rule: Rule }> = {
    noonEnd: {
      dependencies: ['noonStart'],
      rule: ({ getFieldValue }) => ({
        validator: async (_, noonEnd: string | undefined) => {
          const noonStart = getFieldValue('noonStart') as string | undefined;
          if (!noonStart || !noonEnd) return;
          const ordered = checkStoreSetting({ noonStart, noonEnd });
          if (ordered !== true) throw new Error(ordered);
          const within = noonWithinBusinessHours(noonStart, noonEnd, row.businessStart, row.businessEnd);
          if (within !== true) throw new Error(within);
        },
      }),
    },
    walkInPolicy: {
      dependencies: ['bookingEnabled'],
      rule: ({ getFieldValue }) => ({
        validator: async (_, walkInPolicy: number | undefined) => {
          const result = checkStoreSetting({ walkInPolicy, bookingEnabled: getFieldValue('bookingEnabled') });
          if (result !== true) throw new Error(result);
        },
      }),
    },
  };

  const rulesOf = (f: FieldDef): Rule[] => [
    ...(f.required && f.type !== 'bool' ? [{ required: true, message: `请${f.type === 'enum' || f.type === 'time' ? '选择' : '输入'}${f.label}` }] : []),
    schemaRule(valueSchema(f)),
    ...(crossRules[f.key] ? [crossRules[f.key].rule] : []),
  ];

  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await post(ep.update.path, { ...values, id: row.id }, { noFilter: true });
      message.success(`${row.storeName}的设置已保存`);
      onSaved();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`编辑门店设置：${row.storeName}`}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      width={def.form.width}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        营业时间 {row.businessStart}-{row.businessEnd}（在「门店营业时间」中调整），午休须在营业时间之内。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initial} className="resource-form">
        {SECTIONS.map((section) => (
          <div key={section.title}>
            <Divider titlePlacement="start" plain style={{ margin: '4px 0 12px' }}>
              {section.title}
            </Divider>
            <div className="resource-form__grid">
              {section.keys.map((key) => {
                const f = fieldOf(key);
                return (
                  <Form.Item
                    key={key}
                    name={key}
                    label={f.label}
                    rules={rulesOf(f)}
                    extra={f.help}
                    dependencies={crossRules[key]?.dependencies}
                    className={f.span === 2 || f.type === 'textarea' ? 'resource-form__wide' : undefined}
                  >
                    <FieldInput field={f} stores={NO_STORES} areas={NO_STORES} />
                  </Form.Item>
                );
              })}
            </div>
          </div>
        ))}
      </Form>
    </Modal>
  );
}
