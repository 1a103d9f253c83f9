import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { CLICK_DEBOUNCE_MS, FILTER_BAR_VISIBLE_ITEMS, FILTER_LOADING_CLEAR_MS } from '@salon/contract';
import { Button, Col, Form, Input, Row, Select, Space, type FormInstance } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FilterGroupMenu } from './FilterGroupMenu';
import { cleanFilters, type FilterValues } from './filterValues';
import { useDebouncedClick } from './useDebouncedClick';

export { cleanFilters, type FilterValues };

export type FilterItem =
  | { type: 'input'; key: string; label: string; placeholder?: string }
  | { type: 'select'; key: string; label: string; options: { value: string | number; label: string }[]; placeholder?: string; mode?: 'multiple' }
  /** `wide`: a control that needs more room than one column (a date range shows both dates whole). */
  | { type: 'slot'; key: string; label: string; slot: string; wide?: boolean };

/** Spec §5: every item needs an element type, a unique non-empty key, and slot items a slot name. */
export function validateFilterItems(items: FilterItem[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (!item.type) problems.push(`第${i + 1}项缺少元素类型`);
    if (!item.key || !item.key.trim()) problems.push(`第${i + 1}项缺少字段名`);
    else if (seen.has(item.key)) problems.push(`字段名重复：${item.key}`);
    seen.add(item.key);
    if (item.type === 'slot' && !item.slot) problems.push(`第${i + 1}项缺少插槽名`);
  });
  return problems;
}

interface Props {
  items: FilterItem[];
  initialValues?: FilterValues;
  /** What 重置 goes back to (default: the initial values). */
  resetValues?: FilterValues;
  /** Keys whose values survive a reset. */
  resetIgnore?: string[];
  slots?: Record<string, ReactNode>;
  onSearch(values: FilterValues): void | Promise<void>;
  /** 重置 (after the items went back to their initial values); without it a reset searches like 查询. */
  onReset?(values: FilterValues): void | Promise<void>;
  /** The bar's form, when the page sets its values itself (a list controller restoring the URL's filters, showing refused ones). */
  form?: FormInstance<FilterValues>;
  extra?: ReactNode;
  /**
   * The page's route path: shows the '筛选方案' control, whose saved filter groups are kept
   * per page and user (on the server, cached in IndexedDB).
   */
  groupKey?: string;
}

/** The filter bar above every list: 4 items, then "more"; search and reset (clicks debounced 1 s); Enter searches. */
export function FilterBar({
  items,
  initialValues = {},
  resetValues = initialValues,
  resetIgnore = [],
  slots = {},
  onSearch,
  onReset,
  extra,
  groupKey,
  form: given,
}: Props) {
  const [form] = Form.useForm<FilterValues>(given);
  const [expanded, setExpanded] = useState(false);
  const [loading, setLoading] = useState<'search' | 'reset' | null>(null);
  const problems = validateFilterItems(items);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The saved filter group applied last (cleared by a reset). */
  const [groupId, setGroupId] = useState<number | null>(null);

  useEffect(() => () => clearTimeout(clearTimer.current), []);
  // Clicks are debounced 1 s (spec §5): the same search again within the second does nothing
  // (a search with changed filters is a new one).
  const clickSearch = useDebouncedClick(
    () => run('search'),
    CLICK_DEBOUNCE_MS,
    () => JSON.stringify(cleanFilters(form.getFieldsValue(true))),
  );
  const clickReset = useDebouncedClick(() => run('reset'));
  if (problems.length) console.error(`FilterBar: ${problems.join('；')}`);

  async function run(kind: 'search' | 'reset') {
    if (loading) return;
    if (kind === 'reset') {
      setGroupId(null);
      const kept = Object.fromEntries(resetIgnore.map((k) => [k, form.getFieldValue(k)]));
      const cleared = Object.fromEntries([...items.map((i) => i.key), ...Object.keys(form.getFieldsValue(true))].map((k) => [k, undefined]));
      form.resetFields();
      form.setFieldsValue({ ...cleared, ...resetValues, ...kept });
    }
    setLoading(kind);
    // Loading is force-cleared after 3 s whatever the call does.
    clearTimer.current = setTimeout(() => setLoading(null), FILTER_LOADING_CLEAR_MS);
    try {
      const values = cleanFilters(form.getFieldsValue(true));
      await (kind === 'reset' && onReset ? onReset(values) : onSearch(values));
    } finally {
      clearTimeout(clearTimer.current);
      setLoading(null);
    }
  }

  /** A saved group replaces every filter value (items and initial values alike), then searches. */
  function applyGroup(id: number, filters: FilterValues) {
    if (loading) return;
    const known = new Set([...items.map((i) => i.key), ...Object.keys(initialValues), ...Object.keys(form.getFieldsValue(true))]);
    const next: FilterValues = {};
    for (const key of known) next[key] = Object.hasOwn(filters, key) ? filters[key] : undefined;
    form.setFieldsValue(next);
    setGroupId(id);
    void run('search');
  }

  const visible = expanded ? items : items.slice(0, FILTER_BAR_VISIBLE_ITEMS);
  return (
    <Form
      form={form}
      initialValues={initialValues}
      className="filter-bar"
      onKeyDown={(e) => {
        // Enter searches, except inside a modal.
        if (e.key === 'Enter' && !(e.target as HTMLElement).closest('.ant-modal')) {
          e.preventDefault();
          void run('search');
        }
      }}
    >
      <Row gutter={[16, 12]}>
        {visible.map((item) => (
          <Col
            key={item.key}
            xs={24}
            sm={item.type === 'slot' && item.wide ? 24 : 12}
            lg={item.type === 'slot' && item.wide ? 12 : 8}
            xl={item.type === 'slot' && item.wide ? 8 : 6}
          >
            <Form.Item name={item.key} label={item.label} style={{ marginBottom: 0 }}>
              {item.type === 'input' ? (
                <Input allowClear placeholder={item.placeholder ?? `请输入${item.label}`} />
              ) : item.type === 'select' ? (
                <Select
                  allowClear
                  mode={item.mode}
                  placeholder={item.placeholder ?? `请选择${item.label}`}
                  options={item.options}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              ) : (
                slots[item.slot]
              )}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}>
          <Space>
            <Button type="primary" loading={loading === 'search'} onClick={clickSearch}>
              查询
            </Button>
            <Button loading={loading === 'reset'} onClick={clickReset}>
              重置
            </Button>
            {items.length > FILTER_BAR_VISIBLE_ITEMS ? (
              <Button type="link" onClick={() => setExpanded((v) => !v)} icon={expanded ? <UpOutlined /> : <DownOutlined />}>
                {expanded ? '收起' : '更多'}
              </Button>
            ) : null}
            {groupKey ? (
              <FilterGroupMenu
                page={groupKey}
                currentId={groupId}
                getFilters={() => cleanFilters(form.getFieldsValue(true))}
                onApply={(g) => applyGroup(g.id, g.filters)}
              />
            ) : null}
            {extra}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
