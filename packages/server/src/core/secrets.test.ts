import { APP_ID, decryptText, ENCRYPTED_PREFIX, newSessionSecret, sealAt } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { openAtHeader, sealForSession } from './secrets.js';

/** The server's synchronous session seals read and write the very format of contract/crypto.ts (the browser's). */
describe('session seals', () => {
  it('a field sealed by the server opens in the browser code, with its key only', async () => {
    const secret = newSessionSecret();
    const sealed = sealForSession(secret, '13800000000');
    expect(sealed.startsWith(ENCRYPTED_PREFIX)).toBe(true);
    expect(sealed).not.toContain('13800000000');
    expect(await decryptText(secret, sealed.slice(ENCRYPTED_PREFIX.length))).toBe('13800000000');
    expect(await decryptText(newSessionSecret(), sealed.slice(ENCRYPTED_PREFIX.length))).toBeNull();
    // A fresh IV each time: the same number never seals the same way twice.
    expect(sealForSession(secret, '13800000000')).not.toBe(sealed);
  });

  it('an `at` header sealed by the browser code opens on the server; a foreign or broken one does not', async () => {
    const secret = newSessionSecret();
    const payload = { userId: 7, appId: APP_ID, ts: 1_763_900_000_000 };
    const header = await sealAt(secret, payload);
    expect(openAtHeader(secret, header)).toEqual(payload);
    expect(openAtHeader(newSessionSecret(), header)).toBeNull();
    expect(openAtHeader(secret, `${header.slice(0, -2)}AA`)).toBeNull();
    expect(openAtHeader(secret, 'short')).toBeNull();
  });
});
