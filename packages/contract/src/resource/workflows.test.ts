import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/index.js';
import { transitionDoneText } from './workflows.js';

/** Every declared transition's toast, as the page shows it once the step is done. */
const toasts = RESOURCES.flatMap((def) => (def.workflow?.transitions ?? []).map((t) => ({ where: `${def.name}.${t.action}`, text: transitionDoneText(t) })));

describe('transitionDoneText', () => {
  it('says 已 + the label, keeps a label that already reads as done, and takes the declaration’s own words first', () => {
    expect(transitionDoneText({ label: '驳回' })).toBe('已驳回');
    expect(transitionDoneText({ label: '已解决' })).toBe('已解决');
    expect(transitionDoneText({ label: '无意向', doneText: '已标记为无意向' })).toBe('已标记为无意向');
  });

  it('every declared transition reads as done: never 已已, never 已 before a negation (已无意向: such a label declares its own words)', () => {
    expect(toasts.length).toBeGreaterThan(30);
    const awkward = toasts.filter(({ text }) => !text.trim() || text.includes('已已') || /^已[无未不非没]/.test(text));
    expect(awkward).toEqual([]);
  });

  it('the store anomaly resolved says 已解决 (issue 12.5: it said 已已解决)', () => {
    expect(toasts.find((t) => t.where === 'storeAnomaly.resolve')?.text).toBe('已解决');
  });
});
