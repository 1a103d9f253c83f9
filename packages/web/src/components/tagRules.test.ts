import { describe, expect, it } from 'vitest';
import { checkTag, commitTagText, TAG_LIMITS, tagMessages } from './tagRules';

/** Tag input rules (spec §5, §9): 20 tags, 20 characters, either comma, empty refused. */
describe('tag rules', () => {
  it('limits are the spec’s', () => {
    expect(TAG_LIMITS).toEqual({ maxTags: 20, maxChars: 20 });
  });

  it('a comma or a full-width comma commits; the rest stays in the box', () => {
    expect(commitTagText([], '烫发,染发，护理', false)).toEqual({ tags: ['烫发', '染发'], rest: '护理', error: null });
    expect(commitTagText(['烫发'], '护理', true)).toEqual({ tags: ['烫发', '护理'], rest: '', error: null });
    expect(commitTagText([], ' 剪发 ,', false)).toEqual({ tags: ['剪发'], rest: '', error: null });
  });

  it('refuses empty tags', () => {
    expect(commitTagText([], ',', false)).toEqual({ tags: [], rest: '', error: tagMessages.empty });
    expect(commitTagText(['a'], '  ，', false)).toEqual({ tags: ['a'], rest: '', error: '标签不能为空' });
    expect(checkTag([], '   ')).toBe('标签不能为空');
    // Enter on an empty box is not an attempt.
    expect(commitTagText(['a'], '', true)).toEqual({ tags: ['a'], rest: '', error: null });
  });

  it('refuses a tag over 20 characters (counted as characters, not bytes)', () => {
    expect(checkTag([], '一'.repeat(20))).toBeNull();
    expect(checkTag([], '一'.repeat(21))).toBe('单个标签最多20个字');
    expect(checkTag([], '😀'.repeat(20))).toBeNull();
  });

  it('refuses the 21st tag and repeated tags', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(checkTag(twenty.slice(0, 19), 'x')).toBeNull();
    expect(checkTag(twenty, 'x')).toBe('最多添加20个标签');
    expect(commitTagText(twenty, 'x,', false)).toEqual({ tags: twenty, rest: '', error: '最多添加20个标签' });
    expect(checkTag(['a'], 'a')).toBe(tagMessages.duplicate('a'));
  });

  it('keeps the good pieces of a pasted list and reports the first refusal', () => {
    const r = commitTagText([], `a,,${'b'.repeat(21)},c`, true);
    expect(r.tags).toEqual(['a', 'c']);
    expect(r.error).toBe('标签不能为空');
  });
});
