import {
  checkMenuLimits,
  checkPublishable,
  menuSummary,
  WX_MENU_ACCOUNTS,
  wxMenuEndpoints,
  wxMenuLogDeclaration,
  WxMenuSchema,
  type ResourceDef,
  type WxMenuAccount,
  type WxMenuEntry,
  type WxMenuState,
} from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../../core/audit.js';
import { refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';
import { registerEndpoint } from '../../../../engine/endpoint.js';
import { registerResource } from '../../../../engine/register.js';
import { assertHeadOffice } from '../../generalConfig/_shared/headOffice.js';

interface MenuRow {
  account: string;
  draft: unknown;
  draft_updated_by: string | null;
  draft_updated_at: Date | null;
  published: unknown;
  published_version: number;
  published_by: string | null;
  published_at: Date | null;
}

/** A stored menu as the schema reads it (a jsonb column answers parsed, or text on some drivers). */
const menuOf = (value: unknown): WxMenuEntry[] => WxMenuSchema.parse(typeof value === 'string' ? JSON.parse(value) : (value ?? []));

/** Entries written without empty optional fields, so a draft and the menu published from it compare equal. */
function clean(menu: readonly WxMenuEntry[]): WxMenuEntry[] {
  const entry = <E extends Partial<WxMenuEntry>>(e: E) => {
    const out: Record<string, unknown> = { name: e.name ?? '' };
    for (const key of ['type', 'key', 'url', 'appId', 'pagePath'] as const) if (e[key]) out[key] = e[key];
    return out;
  };
  return menu.map((e) => ({ ...entry(e), children: e.children.map((c) => entry(c)) }) as WxMenuEntry);
}

function stateOf(account: WxMenuAccount, row: MenuRow): WxMenuState {
  const draft = menuOf(row.draft);
  const published = row.published === null ? null : menuOf(row.published);
  return {
    account,
    accountName: WX_MENU_ACCOUNTS[account].name,
    draft,
    draftUpdatedBy: row.draft_updated_by,
    draftUpdatedAt: row.draft_updated_at,
    published,
    publishedVersion: row.published_version,
    publishedBy: row.published_by,
    publishedAt: row.published_at,
    changed: JSON.stringify(draft) !== JSON.stringify(published ?? []),
  };
}

/** The account's menu row, locked for a write when asked (created empty the first time). */
async function menuRow(db: Kysely<Database>, account: WxMenuAccount, lock = false): Promise<MenuRow> {
  await sql`insert into wx_menu (account) values (${account}) on conflict (account) do nothing`.execute(db);
  const rows = await sql<MenuRow>`select * from wx_menu where account = ${account}${lock ? sql` for update` : sql``}`.execute(db);
  return rows.rows[0];
}

/**
 * One account's menu page: its editor's three calls and its publish log (a declaration read
 * through the account's own rows). Saving and publishing are head office's (the menus are
 * chain-wide); the limits (3 entries, 5 children each) are refused in words on both, and
 * publishing also needs every name and each entry's key or link; nothing is written when refused.
 */
export function mountWeixinMenu(app: FastifyInstance, account: WxMenuAccount, logResource: ResourceDef): void {
  const { db } = app.services;
  const api = wxMenuEndpoints(account);
  const log = wxMenuLogDeclaration(account);
  if (logResource.name !== log.name) throw new Error(`${logResource.name} is not the publish log of ${account}`);
  registerResource(app, logResource, { conditions: () => [sql`t.account = ${account}`] });

  registerEndpoint(app, api.get, async () => stateOf(account, await menuRow(db, account)));

  registerEndpoint(app, api.save, async ({ menu }, { auth, request }) => {
    await assertHeadOffice(auth, '公众号菜单');
    const limits = checkMenuLimits(menu);
    if (limits !== true) throw refuse(limits);
    const draft = clean(menu);
    const row = await db.transaction().execute(async (trx) => {
      const before = await menuRow(trx, account, true);
      const saved = await sql<MenuRow>`update wx_menu set draft = ${JSON.stringify(draft)}::jsonb, draft_updated_by = ${auth.name}, draft_updated_at = now()
        where account = ${account} returning *`.execute(trx);
      await auditMenu(trx, request, 'update', { draft: menuOf(before.draft) }, { draft });
      return saved.rows[0];
    });
    return stateOf(account, row);
  });

  registerEndpoint(app, api.publish, async (_input, { auth, request }) => {
    await assertHeadOffice(auth, '公众号菜单');
    const row = await db.transaction().execute(async (trx) => {
      const before = await menuRow(trx, account, true);
      const draft = menuOf(before.draft);
      const ready = checkPublishable(draft);
      if (ready !== true) throw refuse(ready);
      const version = before.published_version + 1;
      const menu = JSON.stringify(draft);
      const published =
        await sql<MenuRow>`update wx_menu set published = ${menu}::jsonb, published_version = ${version}, published_by = ${auth.name}, published_at = now()
        where account = ${account} returning *`.execute(trx);
      const entries = draft.reduce((n, e) => n + 1 + e.children.length, 0);
      await sql`insert into wx_menu_publish_log (account, version, menu, top_count, entry_count, summary, published_by)
        values (${account}, ${version}, ${menu}::jsonb, ${draft.length}, ${entries}, ${menuSummary(draft).slice(0, 400)}, ${auth.name})`.execute(trx);
      await auditMenu(trx, request, 'publish', { publishedVersion: before.published_version }, { publishedVersion: version, published: draft });
      return published.rows[0];
    });
    return stateOf(account, row);
  });

  async function auditMenu(trx: Kysely<Database>, request: FastifyRequest, action: string, before: unknown, after: unknown) {
    await audit(trx, request, { action, table: 'wx_menu', recordId: account, before, after });
  }
}
