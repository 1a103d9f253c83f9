import { formatMoney, formatPercent, type FieldDef } from '@salon/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { resizedUrl } from '../components/upload/urls';

const EMPTY = '--';

/** How a field's value reads in a list cell or a detail row. */
export function renderValue(field: FieldDef, value: unknown, row: Record<string, unknown>): ReactNode {
  if (field.type === 'store' || field.lookup) {
    const label = row[field.lookup?.as ?? field.key.replace(/Id$/, '') + 'Name'];
    return (label as string) ?? EMPTY;
  }
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (field.type) {
    case 'enum': {
      const item = field.enum!.items.find((i) => String(i.value) === String(value));
      return item ? <Tag color={item.color}>{item.label}</Tag> : String(value);
    }
    case 'money':
      return formatMoney(value as string);
    case 'percent':
      return formatPercent(value as string);
    case 'bool':
      return value ? '是' : '否';
    case 'datetime':
      return dayjs(value as string).format('YYYY-MM-DD HH:mm');
    case 'image':
      return (
        <a href={value as string} target="_blank" rel="noreferrer">
          <img
            className="field-thumb"
            src={resizedUrl(value as string, 120)}
            alt={field.label}
            width={48}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
          />
        </a>
      );
    case 'video':
      return (
        <a href={value as string} target="_blank" rel="noreferrer">
          播放视频
        </a>
      );
    default:
      return String(value);
  }
}
