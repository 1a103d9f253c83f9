import { minDateOf, type AreaNode, type FieldDef, type StoreOption } from '@salon/contract';
import { Cascader, DatePicker, Input, Select, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { NumberInput } from '../components/NumberInput';
import { ImageField, VideoField } from './uploadFields';

interface Props {
  field: FieldDef;
  stores: StoreOption[];
  areas: AreaNode[];
  /** Options of a lookup field that names where to read them. */
  options?: { value: number; label: string }[];
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  /** Given by Form.Item so its label points at the control. */
  id?: string;
}

/** The form control of a field, by its type; values are kept in the API's form (strings for dates). */
export function FieldInput({ field, stores, areas, options, value, onChange, disabled, id }: Props) {
  const placeholder = field.placeholder;
  if (field.lookup?.options)
    return (
      <Select
        id={id}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear={!field.required}
        value={value as number}
        onChange={(v) => onChange?.(v ?? null)}
        disabled={disabled}
        placeholder={placeholder ?? `请选择${field.label}`}
        options={options ?? []}
      />
    );
  switch (field.type) {
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          rows={3}
          maxLength={field.max ?? 1000}
          showCount
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          disabled={disabled}
          placeholder={placeholder}
        />
      );
    case 'int':
      // The kit's box keeps what is typed ('-3' stays '-3' and is refused by the field's rule), never clamped.
      return (
        <NumberInput
          id={id}
          width="100%"
          integer
          label={field.label}
          min={field.min}
          max={field.max}
          value={value as number}
          onChange={(v) => onChange?.(v)}
          disabled={disabled}
          placeholder={placeholder}
        />
      );
    case 'decimal':
    case 'money':
    case 'percent':
      return (
        <Input
          id={id}
          inputMode="decimal"
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          disabled={disabled}
          placeholder={placeholder ?? (field.type === 'money' ? '单位：元' : undefined)}
          addonAfter={field.type === 'money' ? '元' : undefined}
        />
      );
    case 'date': {
      // The days the server refuses (`minDate`) cannot be picked.
      const first = minDateOf(field);
      return (
        <DatePicker
          id={id}
          style={{ width: '100%' }}
          disabledDate={first ? (d: Dayjs) => d.format('YYYY-MM-DD') < first : undefined}
          value={value ? dayjs(value as string) : null}
          onChange={(d: Dayjs | null) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
          disabled={disabled}
        />
      );
    }
    case 'datetime':
      return (
        <DatePicker
          id={id}
          showTime
          style={{ width: '100%' }}
          value={value ? dayjs(value as string) : null}
          onChange={(d: Dayjs | null) => onChange?.(d ? d.toISOString() : null)}
          disabled={disabled}
        />
      );
    case 'time':
      return (
        <TimePicker
          id={id}
          format="HH:mm"
          minuteStep={5}
          style={{ width: '100%' }}
          value={value ? dayjs(`2000-01-01T${value as string}`) : null}
          onChange={(d: Dayjs | null) => onChange?.(d ? d.format('HH:mm') : null)}
          disabled={disabled}
        />
      );
    case 'bool':
      return <Switch id={id} checked={!!value} onChange={(v) => onChange?.(v)} disabled={disabled} />;
    case 'enum':
      return (
        <Select
          id={id}
          allowClear={!field.required}
          value={value as number | string}
          onChange={(v) => onChange?.(v ?? null)}
          disabled={disabled}
          placeholder={placeholder ?? `请选择${field.label}`}
          options={field.enum!.items.map((i) => ({ value: i.value, label: i.label }))}
        />
      );
    case 'store':
      return (
        <Select
          id={id}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={!field.required}
          value={value as number}
          onChange={(v) => onChange?.(v ?? null)}
          disabled={disabled}
          placeholder={placeholder ?? `请选择${field.label}`}
          options={stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` }))}
        />
      );
    case 'district': {
      const city = areas.find((c) => c.children?.some((d) => d.id === value));
      return (
        <Cascader
          id={id}
          style={{ width: '100%' }}
          value={city ? [city.id, value as number] : []}
          onChange={(path) => onChange?.(path?.[1] ?? null)}
          disabled={disabled}
          placeholder={`请选择${field.label}`}
          options={areas.map((c) => ({ value: c.id, label: c.name, children: (c.children ?? []).map((d) => ({ value: d.id, label: d.name })) }))}
        />
      );
    }
    case 'image':
      return <ImageField value={value} onChange={onChange} disabled={disabled} />;
    case 'video':
      return <VideoField value={value} onChange={onChange} disabled={disabled} />;
    default:
      return (
        <Input
          id={id}
          maxLength={field.max ?? 200}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          disabled={disabled}
          placeholder={placeholder}
        />
      );
  }
}
