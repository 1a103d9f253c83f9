import type { VersionInfo } from '@salon/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_VERSION, checkVersion, compareVersion, versionBaseline } from './checks';
import { storage, StorageKey } from './storage';

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
  it('is the same when there is no baseline at all', () => {
    expect(compareVersion(null, server)).toBe('same');
  });
});

describe('the baseline: the running bundle’s version', () => {
  const built = { version: '1.4.0+abc', loginout: '2' };
  it('is the bundle’s version, with the stored loginout when there is one', () => {
    expect(versionBaseline(null, built)).toEqual(built);
    // The tab reloaded onto the new bundle by itself: the stored version is stale, the bundle is not.
    expect(versionBaseline({ version: '1.3.0+old', loginout: '2' }, built)).toEqual(built);
    // Signed in under an older loginout: that is what counts for a new sign-in.
    expect(versionBaseline({ version: '1.4.0+abc', loginout: '1' }, built)).toEqual({ version: '1.4.0+abc', loginout: '1' });
    // Not built by vite (tests, dev server): the stored record alone.
    expect(versionBaseline({ version: 'x', loginout: '3' }, null)).toEqual({ version: 'x', loginout: '3' });
    expect(versionBaseline(null, null)).toBeNull();
  });

  it('is not compiled into test runs (vite build defines it)', () => {
    expect(BUILT_VERSION).toBeNull();
  });
});

describe('checkVersion', () => {
  let served: VersionInfo;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.removeItem(StorageKey.version);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify(served), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.removeItem(StorageKey.version);
  });

  const built = { version: '1.4.0+loaded', loginout: '1' };

  it('sees a deploy made between page load and the first check, with nothing stored', async () => {
    served = { version: '1.4.0+deployed', loginout: '1' };
    const check = await checkVersion(built);
    expect(check?.verdict).toBe('refresh');
    // Not recorded until the user confirms (then the page reloads onto the new bundle).
    expect(storage.read(StorageKey.version)).toBeNull();
    check!.accept();
    expect(storage.read(StorageKey.version)).toEqual(served);
  });

  it('asks for a new sign-in when the deploy changed loginout', async () => {
    served = { version: '1.4.0+deployed', loginout: '2' };
    expect((await checkVersion(built))?.verdict).toBe('relogin');
  });

  it('records the version when the server serves the loaded bundle’s, and checks at most once a minute', async () => {
    served = { ...built };
    expect((await checkVersion(built))?.verdict).toBe('same');
    expect(storage.read(StorageKey.version)).toEqual(built);
    expect(await checkVersion(built)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('without a built-in version (tests, dev) the first check records the server’s', async () => {
    served = { version: 'dev', loginout: '1' };
    expect((await checkVersion(null))?.verdict).toBe('same');
    expect(storage.read(StorageKey.version)).toEqual(served);
  });
});
