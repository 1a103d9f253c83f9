import { defineEnum, defineResource, RetCode } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors.js';
import { assertUnlocked } from './register.js';

/** A workflow's `locked` states: the engine refuses updates of records in them. */
const Status = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft' },
  { value: 2, label: '已生效', labelEn: 'effective' },
]);
const def = defineResource({
  name: 'thing',
  title: '价格版本',
  page: '/x',
  table: 'thing',
  scope: { by: 'none' },
  api: { list: { path: '/x/list', method: 'POST' } },
  ops: { update: 'x:thing:edit' },
  fields: [{ key: 'status', column: 'status', label: '状态', type: 'enum', enum: Status }],
  workflow: { field: 'status', locked: [2], transitions: [] },
});

describe('assertUnlocked', () => {
  it('passes records outside the locked states and declarations without any', () => {
    expect(() => assertUnlocked(def, { status: 0 })).not.toThrow();
    expect(() => assertUnlocked({ ...def, workflow: { ...def.workflow, locked: undefined } }, { status: 2 })).not.toThrow();
  });

  it('refuses a record in a locked state, naming the state', () => {
    try {
      assertUnlocked(def, { status: 2 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).message).toBe('已生效的价格版本不可修改');
      expect((error as AppError).retCode).toBe(RetCode.REFUSED);
    }
  });

  it('says 不可删除 when the record was to be deleted', () => {
    expect(() => assertUnlocked(def, { status: 2 }, '删除')).toThrow('已生效的价格版本不可删除');
  });
});
