import { describe, expect, it } from 'vitest';
import { cleanPayload, toQueryString } from './clean';

describe('payload cleaning', () => {
  it('drops null, undefined and empty arrays and trims strings, at every depth', () => {
    const cleaned = cleanPayload({
      keyword: '  王丽娟  ',
      status: 0,
      enabled: false,
      storeId: null,
      roleId: undefined,
      roleIds: [],
      empty: '',
      blank: '   ',
      tags: [' a ', 'b'],
      nested: { name: ' 林小北 ', city: null, list: [], deeper: { x: undefined, y: ' y ' } },
      rows: [{ id: 1, note: ' n ', gone: null }],
    });
    expect(cleaned).toEqual({
      keyword: '王丽娟',
      status: 0,
      enabled: false,
      empty: '',
      blank: '',
      tags: ['a', 'b'],
      nested: { name: '林小北', deeper: { y: 'y' } },
      rows: [{ id: 1, note: 'n' }],
    });
    expect(Object.keys(cleaned)).not.toContain('storeId');
    expect(Object.keys(cleaned.nested)).not.toContain('list');
  });

  it('keeps zero, false, dates, blobs and form data untouched', () => {
    const date = new Date('2024-03-20T00:00:00Z');
    const form = new FormData();
    form.append('file', 'x');
    const blob = new Blob(['x']);
    const cleaned = cleanPayload({ n: 0, b: false, date, form, blob });
    expect(cleaned.n).toBe(0);
    expect(cleaned.b).toBe(false);
    expect(cleaned.date).toBe(date);
    expect(cleaned.form).toBe(form);
    expect(cleaned.blob).toBe(blob);
    expect(cleanPayload(' top ')).toBe('top');
    expect(cleanPayload(null)).toBeNull();
    expect(cleanPayload(5)).toBe(5);
  });

  it('does not change the caller’s object', () => {
    const input = { a: ' x ', b: null };
    cleanPayload(input);
    expect(input).toEqual({ a: ' x ', b: null });
  });

  it('builds query strings without empty values, joining lists with commas', () => {
    expect(toQueryString({ keyword: '王 丽', pageNum: 1, status: 0, gone: null, none: undefined, ids: [1, 2, 3], flag: false })).toBe(
      `?keyword=${encodeURIComponent('王').replace(/%20/g, '+')}+${encodeURIComponent('丽')}&pageNum=1&status=0&ids=1%2C2%2C3&flag=false`,
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: null })).toBe('');
    expect(new URLSearchParams(toQueryString({ q: 'a&b=c' })).get('q')).toBe('a&b=c');
  });

  it('drops what cleaning drops before the query string is built', () => {
    expect(toQueryString(cleanPayload({ keyword: ' k ', ids: [], storeId: null, pageSize: 15 }))).toBe('?keyword=k&pageSize=15');
  });
});
