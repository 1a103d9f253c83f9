import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/index.js';
import { storeItemResource } from '../resources/operate/shop/manageService.js';
import { memberResource } from '../resources/operate/user/member.js';
import { resourceEndpoints } from './endpoints.js';
import { importCellHint, importFields } from './importing.js';
import { maskedFields, revealSchema } from './schema.js';
import { defineResource } from './types.js';

describe('import declarations', () => {
  it('every declared import names create-form fields and an operation', () => {
    const importing = RESOURCES.filter((def) => def.import);
    expect(importing.map((def) => def.name)).toContain('storeItem');
    for (const def of importing) {
      expect(def.ops.import, def.name).toBeTruthy();
      expect(importFields(def).length, def.name).toBeGreaterThan(0);
    }
  });

  it('the import columns are the fields by label, in the declared order', () => {
    expect(importFields(storeItemResource).map((f) => f.label)).toEqual(['门店', '服务项目', '启用', '置顶', '精选']);
    expect(resourceEndpoints(storeItemResource)).toMatchObject({
      import: { path: '/mgt/storeItem/import', method: 'POST' },
      importTemplate: { path: '/mgt/storeItem/importTemplate', method: 'GET' },
    });
  });

  it('refuses a field that the form does not write', () => {
    const bad = defineResource({ ...storeItemResource, import: { fields: ['updatedAt'] } });
    expect(() => importFields(bad)).toThrow('storeItem.import: updatedAt is not in the create form');
  });

  it('says in the template how each column is filled in', () => {
    const [store, item, enabled] = importFields(storeItemResource);
    expect(importCellHint(store)).toBe('门店：必填，填门店编码或门店名称。');
    expect(importCellHint(item)).toBe('服务项目：必填，填服务项目的名称。');
    expect(importCellHint(enabled)).toBe('启用：选填，填“是”或“否”；不填为是。');
  });
});

describe('reveal of masked fields', () => {
  it('takes a record and one of the masked fields the resource offers to reveal', () => {
    expect(maskedFields(memberResource).map((f) => f.key)).toEqual(['mobile']);
    expect(resourceEndpoints(memberResource).reveal).toEqual({ path: '/mgt/member/reveal', method: 'POST' });
    const schema = revealSchema(memberResource);
    expect(schema.parse({ id: '12', field: 'mobile' })).toEqual({ id: 12, field: 'mobile' });
    expect(schema.safeParse({ id: 12, field: 'name' }).success).toBe(false);
    // Without a viewMasked operation there is nothing to reveal.
    expect(maskedFields({ ...memberResource, ops: {} })).toEqual([]);
  });
});
