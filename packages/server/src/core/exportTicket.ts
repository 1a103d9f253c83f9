import { EXPORT_TICKET_TTL_S } from '@salon/contract';
import { randomToken, sha256 } from './secrets.js';

/**
 * Export tickets: a download opened with window.open cannot carry the `attachment` and `at`
 * headers, so the page first asks for a ticket (a POST with the headers, under the export's
 * own permission) and then opens the GET with `ticket=<random>`. A ticket is bound to the
 * user, the session, the route and the (validated) filters, lives 60 s, and is spent by its
 * first use, valid or not. Only its hash is kept.
 *
 * In memory per process, like the rate limiter: several processes behind one address would
 * need a shared store (or sticky sessions) for the POST and the GET to meet.
 */
export interface ExportTicketClaims {
  userId: number;
  sessionId: number;
  /** Route url as registered, e.g. /api/uc/user/exportUsers. */
  url: string;
  /** The filters as the export route's schema parsed them. */
  params: Record<string, unknown>;
  /** The page the export was started from (the `routepath` of the POST), for the audit. */
  routepath: string | null;
  expiresAt: number;
}

const MAX_LIVE_TICKETS = 10_000;

export class ExportTicketStore {
  private readonly tickets = new Map<string, ExportTicketClaims>();

  constructor(private readonly ttlMs = EXPORT_TICKET_TTL_S * 1000) {}

  issue(claims: Omit<ExportTicketClaims, 'expiresAt'>): { ticket: string; expiresAt: Date } {
    const now = Date.now();
    if (this.tickets.size >= MAX_LIVE_TICKETS) this.sweep(now);
    // Still full of live tickets: drop the oldest (Map keeps insertion order).
    while (this.tickets.size >= MAX_LIVE_TICKETS) this.tickets.delete(this.tickets.keys().next().value as string);
    const ticket = randomToken();
    const expiresAt = now + this.ttlMs;
    this.tickets.set(sha256(ticket), { ...claims, expiresAt });
    return { ticket, expiresAt: new Date(expiresAt) };
  }

  /** The claims of a live ticket for this route; the ticket is gone afterwards either way. */
  redeem(ticket: string, url: string): ExportTicketClaims | null {
    const key = sha256(ticket);
    const claims = this.tickets.get(key);
    if (!claims) return null;
    this.tickets.delete(key);
    if (claims.expiresAt < Date.now() || claims.url !== url) return null;
    return claims;
  }

  private sweep(now: number) {
    for (const [key, claims] of this.tickets) if (claims.expiresAt < now) this.tickets.delete(key);
  }
}

/** One canonical text for parsed filters: keys sorted, undefined dropped. */
export function canonicalParams(params: Record<string, unknown>): string {
  const keys = Object.keys(params)
    .filter((k) => params[k] !== undefined)
    .sort();
  return JSON.stringify(keys.map((k) => [k, params[k] instanceof Date ? (params[k] as Date).toISOString() : params[k]]));
}
