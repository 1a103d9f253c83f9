import { IMPORT_ERROR_DISPLAY_S } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { exportParams, IN_APP_BROWSER } from './ExportButton';
import { importFailureNotice, importForm } from './ImportButton';

describe('export parameters', () => {
  it('leave out paging and empty values, trim strings, join lists, add the user id', () => {
    expect(
      exportParams(
        { keyword: ' 王 ', status: 0, roleId: undefined, storeId: null, tags: [], ids: [1, 2], note: '  ', pageNum: 3, pageSize: 15, counted: true },
        7,
      ),
    ).toEqual({
      keyword: '王',
      status: 0,
      ids: '1,2',
      userId: 7,
    });
    expect(exportParams({})).toEqual({});
  });

  it('WeChat and WeCom browsers are told apart from others', () => {
    expect(IN_APP_BROWSER.test('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47')).toBe(true);
    expect(IN_APP_BROWSER.test('Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 wxwork/4.1.0')).toBe(true);
    expect(IN_APP_BROWSER.test('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe(false);
  });
});

describe('import notices', () => {
  it('one line: "import failed" for 2 s; several: "error information" for 4 s', () => {
    expect(importFailureNotice('第3行：手机号格式不正确')).toEqual({
      title: '导入失败',
      lines: ['第3行：手机号格式不正确'],
      duration: IMPORT_ERROR_DISPLAY_S.single,
    });
    expect(importFailureNotice('第2行：账号已存在\n第3行：门店编码不存在\n')).toEqual({
      title: '错误信息',
      lines: ['第2行：账号已存在', '第3行：门店编码不存在'],
      duration: IMPORT_ERROR_DISPLAY_S.multiline,
    });
    expect(importFailureNotice(undefined)).toMatchObject({ title: '导入失败', lines: ['导入失败'] });
  });

  it('the form carries the payload fields and the file under "file"', () => {
    const file = new File(['x'], '名单.xlsx');
    const form = importForm(file, { activityId: 12, note: ' a ', empty: '', none: null, list: [1, 2] });
    expect(form.get('activityId')).toBe('12');
    expect(form.get('note')).toBe('a');
    expect(form.has('empty') || form.has('none')).toBe(false);
    expect(form.get('list')).toBe('[1,2]');
    expect((form.get('file') as File).name).toBe('名单.xlsx');
  });
});
