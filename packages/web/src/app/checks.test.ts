import { describe, expect, it } from 'vitest';
import { compareVersion } from './checks';

describe('version check verdict', () => {
  const server = { version: '1.4.0', loginout: '7' };
  it('is the same when nothing changed', () => {
    expect(compareVersion({ version: '1.4.0', loginout: '7' }, server)).toBe('same');
  });
  it('asks only for a refresh when the version changed', () => {
    expect(compareVersion({ version: '1.3.9', loginout: '7' }, server)).toBe('refresh');
  });
  it('asks for a new sign-in when loginout changed, whatever the version', () => {
    expect(compareVersion({ version: '1.4.0', loginout: '6' }, server)).toBe('relogin');
    expect(compareVersion({ version: '1.3.9', loginout: '6' }, server)).toBe('relogin');
  });
  it('is the same on the first visit, when nothing is stored yet', () => {
    expect(compareVersion(null, server)).toBe('same');
  });
});
