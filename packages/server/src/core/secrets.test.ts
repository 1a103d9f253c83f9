import { APP_ID, decryptText, ENCRYPTED_PREFIX, newSessionSecret, sealAt } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { FieldVault, openAtHeader, sealForSession } from './secrets.js';

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

/** Values at rest carry their mask beside the ciphertext (issue 17): lists mask without decrypting. */
describe('field vault', () => {
  const vault = new FieldVault(Buffer.alloc(32, 7));
  /** A value as the vault sealed it before masks were kept (v1: no mask, no additional data). */
  const sealV1 = (plain: string) => {
    const key = crypto.createHmac('sha256', Buffer.alloc(32, 7)).update('field-encryption').digest();
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  };

  it('seals a value with its mask in the clear, bound to the ciphertext', () => {
    const sealed = vault.encrypt('13900000031');
    expect(sealed.startsWith('v2:1390****0031:')).toBe(true);
    expect(sealed).not.toContain('13900000031');
    expect(vault.decrypt(sealed)).toBe('13900000031');
    // The mask is read without the key; a changed mask no longer opens.
    expect(new FieldVault(Buffer.alloc(32, 8)).maskOf(sealed)).toBe('1390****0031');
    expect(() => vault.decrypt(sealed.replace('1390****0031', '1391****0031'))).toThrow();
  });

  it('opens and masks values sealed before (v1), and seals them again with their masks', () => {
    const old = sealV1('13900000031');
    expect(vault.decrypt(old)).toBe('13900000031');
    expect(vault.maskOf(old)).toBe('1390****0031');
    const again = vault.reseal(old);
    expect(again.startsWith('v2:1390****0031:')).toBe(true);
    expect(vault.decrypt(again)).toBe('13900000031');
    expect(vault.reseal(again)).toBe(again);
  });
});
