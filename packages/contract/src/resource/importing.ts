import type { FieldDef, ResourceDef } from './types.js';

/** An import's rows at most, unless the declaration says otherwise. */
export const RESOURCE_IMPORT_MAX_ROWS = 500;

/** Cell texts a yes/no column takes. */
export const IMPORT_YES = ['是', 'Y', 'YES', 'TRUE', '1'] as const;
export const IMPORT_NO = ['否', 'N', 'NO', 'FALSE', '0'] as const;

/** The import columns of a declaration, in its order: create-form fields named in `import.fields`. */
export function importFields(def: ResourceDef): FieldDef[] {
  const keys = def.import?.fields ?? [];
  return keys.map((key) => {
    const field = def.fields.find((f) => f.key === key);
    if (!field) throw new Error(`${def.name}.import: no field ${key}`);
    if (field.form !== true && field.form !== 'create') throw new Error(`${def.name}.import: ${key} is not in the create form`);
    if (field.from || field.encrypted) throw new Error(`${def.name}.import: ${key} cannot be written`);
    return field;
  });
}

/** How one column is filled in, for the template's notes. */
export function importCellHint(field: FieldDef): string {
  const need = field.required ? '必填' : '选填';
  const what = (() => {
    if (field.lookup && field.type !== 'store') return `填${field.label}的名称`;
    switch (field.type) {
      case 'enum':
        return `可填 ${field.enum!.items.map((i) => i.label).join('、')}`;
      case 'bool':
        return '填“是”或“否”';
      case 'store':
        return '填门店编码或门店名称';
      case 'date':
        return '格式 YYYY-MM-DD';
      case 'time':
        return '格式 HH:mm';
      case 'datetime':
        return '格式 YYYY-MM-DD HH:mm:ss';
      case 'money':
      case 'decimal':
      case 'percent':
        return `数字，最多${field.scale ?? 2}位小数`;
      case 'int':
        return '整数';
      default:
        return field.max ? `最多${field.max}个字` : '';
    }
  })();
  return `${field.label}：${need}${what ? `，${what}` : ''}${field.defaultValue !== undefined && !field.required ? `；不填为${defaultText(field)}` : ''}。`;
}

function defaultText(field: FieldDef): string {
  const value = field.defaultValue;
  if (field.type === 'bool') return value ? '是' : '否';
  if (field.type === 'enum') return field.enum!.labelOf(value as number);
  return String(value);
}
