import { beforeEach, describe, expect, it } from 'vitest';
import { rememberPath, routeHistory } from './history';

describe('route history', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest path first', () => {
    rememberPath('/a');
    rememberPath('/b');
    expect(rememberPath('/c')).toEqual(['/c', '/b', '/a']);
    expect(routeHistory()).toEqual(['/c', '/b', '/a']);
  });

  it('moves a revisited path to the front instead of repeating it', () => {
    for (const p of ['/a', '/b', '/c']) rememberPath(p);
    expect(rememberPath('/a')).toEqual(['/a', '/c', '/b']);
    expect(rememberPath('/a')).toEqual(['/a', '/c', '/b']);
  });

  it('keeps only the last 10 paths', () => {
    for (let i = 1; i <= 13; i++) rememberPath(`/p${i}`);
    const kept = routeHistory();
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe('/p13');
    expect(kept[9]).toBe('/p4');
    expect(kept).not.toContain('/p3');
  });

  it('starts empty', () => {
    expect(routeHistory()).toEqual([]);
  });
});
