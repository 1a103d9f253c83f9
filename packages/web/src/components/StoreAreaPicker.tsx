import { ReloadOutlined } from '@ant-design/icons';
import { AreaLevel } from '@salon/contract';
import { Button, Empty, Spin, Tree, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { buildScopeTree, idsToKeys, keysOf, keysToIds, SCOPE_LEVEL, type AreaScope } from './areaTree';
import { useAreas } from './useAreas';
import './inputs.css';

export interface StoreAreaPickerProps {
  /** Which level can be checked: cities, districts or stores. Changing it reloads the tree and clears the value. */
  scope: AreaScope;
  /** Ids of the checked cities, districts or stores (the scope's level). */
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Districts and cities with fewer stores are left out (default 1). */
  storesLowerLimit?: number;
  /** A tree with checkboxes on the page instead of a drop-down. */
  inline?: boolean;
  width?: number | string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Cities, districts or stores from the area tree (spec §4): the scope decides which level is
 * checkable; the tree comes from /basics/area/all through the IndexedDB cache ('areaTable' v1).
 */
export function StoreAreaPicker({ scope, value, onChange, storesLowerLimit = 1, inline, width = 320, placeholder, disabled }: StoreAreaPickerProps) {
  const [refresh, setRefresh] = useState(0);
  const areas = useAreas({ storesLowerLimit, version: scope, refresh });
  const treeData = useMemo(() => buildScopeTree(areas.data?.tree ?? [], scope), [areas.data, scope]);
  const levelName = AreaLevel.labelOf(SCOPE_LEVEL[scope]);

  // Uncontrolled use keeps its own ids; both start over when the scope changes.
  const [own, setOwn] = useState<{ scope: AreaScope; ids: number[] }>({ scope, ids: [] });
  if (own.scope !== scope) setOwn({ scope, ids: [] });
  const ids = value ?? own.ids;
  const lastScope = useRef(scope);
  useEffect(() => {
    if (lastScope.current === scope) return;
    lastScope.current = scope;
    onChange?.([]);
  }, [scope, onChange]);

  const update = (keys: readonly (string | number)[]) => {
    const next = keysToIds(keys, scope);
    if (value === undefined) setOwn({ scope, ids: next });
    onChange?.(next);
  };
  // Only ids of this scope's level that the tree holds (a scope change clears the value a render later).
  const known = useMemo(() => new Set(keysOf(treeData)), [treeData]);
  const keys = idsToKeys(ids, scope).filter((k) => known.has(k));
  const reload = (
    <Button size="small" type="link" icon={<ReloadOutlined />} onClick={() => setRefresh((n) => n + 1)} disabled={areas.loading}>
      刷新
    </Button>
  );

  if (inline) {
    return (
      <div className="store-area-picker store-area-picker--inline" style={{ width }} data-scope={scope}>
        <div className="store-area-picker__bar">
          <Typography.Text type="secondary">
            可勾选：{levelName}（已选 {ids.length}）
          </Typography.Text>
          {reload}
        </div>
        <Spin spinning={areas.loading}>
          {treeData.length ? (
            <Tree
              key={scope}
              checkable
              selectable={false}
              disabled={disabled}
              className="store-area-picker__tree"
              treeData={treeData}
              checkedKeys={keys}
              defaultExpandedKeys={treeData.map((n) => n.key)}
              onCheck={(checked) => update((Array.isArray(checked) ? checked : checked.checked).map(String))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={areas.loading ? '加载中' : '暂无数据'} />
          )}
        </Spin>
      </div>
    );
  }

  return (
    <span className="store-area-picker" data-scope={scope}>
      <TreeSelect
        style={{ width }}
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_ALL}
        showSearch
        treeNodeFilterProp="title"
        allowClear
        maxTagCount="responsive"
        loading={areas.loading}
        disabled={disabled}
        placeholder={placeholder ?? `请选择${levelName}`}
        aria-label={`选择${levelName}`}
        treeData={treeData}
        value={keys}
        onChange={(next: string[]) => update(next ?? [])}
        treeDefaultExpandedKeys={scope === 'store' ? [] : treeData.map((n) => n.key)}
      />
      {reload}
    </span>
  );
}
