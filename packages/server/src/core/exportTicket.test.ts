import { describe, expect, it, vi } from 'vitest';
import { canonicalParams, ExportTicketStore } from './exportTicket.js';

const claims = { userId: 1, sessionId: 2, url: '/api/x/export', params: { a: 1 }, routepath: '/x' };

describe('export tickets', () => {
  it('are spent by their first use', () => {
    const store = new ExportTicketStore();
    const { ticket, expiresAt } = store.issue(claims);
    expect(ticket).toMatch(/^[\w-]{43}$/);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(59_000);
    expect(store.redeem(ticket, claims.url)).toMatchObject(claims);
    expect(store.redeem(ticket, claims.url)).toBeNull();
  });

  it('only open the route they were made for, and a wrong try spends them', () => {
    const store = new ExportTicketStore();
    const { ticket } = store.issue(claims);
    expect(store.redeem(ticket, '/api/y/export')).toBeNull();
    expect(store.redeem(ticket, claims.url)).toBeNull();
  });

  it('expire', () => {
    vi.useFakeTimers();
    try {
      const store = new ExportTicketStore(60_000);
      const { ticket } = store.issue(claims);
      const { ticket: second } = store.issue(claims);
      vi.advanceTimersByTime(59_000);
      expect(store.redeem(second, claims.url)).not.toBeNull();
      vi.advanceTimersByTime(2_000);
      expect(store.redeem(ticket, claims.url)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('compare filters by value, whatever the key order', () => {
    expect(canonicalParams({ b: 2, a: 'x', c: undefined })).toBe(canonicalParams({ a: 'x', b: 2 }));
    expect(canonicalParams({ a: 1 })).not.toBe(canonicalParams({ a: '1' }));
  });
});
