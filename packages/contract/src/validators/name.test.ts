import { describe, it, expect } from 'vitest';
import { containsChinese, isChineseName, validateName } from './name.js';

describe('name', () => {
  it('accepts 2-8 Chinese characters', () => {
    expect(isChineseName('张三')).toBe(true);
    expect(isChineseName('欧阳娜娜')).toBe(true);
    expect(isChineseName('一二三四五六七八')).toBe(true);
    expect(isChineseName('𠀀𠀁')).toBe(true); // extension B, surrogate pairs
  });

  it('rejects 1 or 9 characters and non-Chinese', () => {
    expect(isChineseName('张')).toBe(false);
    expect(isChineseName('一二三四五六七八九')).toBe(false);
    expect(isChineseName('Tom')).toBe(false);
    expect(isChineseName('张 三')).toBe(false);
    expect(isChineseName('张3')).toBe(false);
    expect(isChineseName('阿卜杜·热合曼')).toBe(false);
  });

  it('has the spec messages', () => {
    expect(validateName('', 'en')).toBe('please enter name');
    expect(validateName('x', 'en')).toBe('please enter a correct name');
    expect(validateName(undefined)).toBe('请输入姓名');
    expect(validateName('x')).toBe('请输入正确的姓名');
    expect(validateName(' 李四 ')).toBe(true);
  });

  it('containsChinese', () => {
    expect(containsChinese('abc')).toBe(false);
    expect(containsChinese('a中c')).toBe(true);
  });
});
