import { GROUPS, IMPLEMENTED_PAGES, MODULES, OPERATION_SORT_ORDER, ROUTES } from '@salon/contract';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** One menu row the contract's implemented pages need, with where it hangs. */
interface Wanted {
  /** url for modules, groups and pages; code for operation entries. */
  key: { url: string } | { code: string };
  /** Key of the parent entry (null: top level). */
  parent: string | null;
  name: string;
  icon: string | null;
  sortOrder: number;
  hidden: boolean;
}

const keyOf = (w: Wanted) => ('url' in w.key ? w.key.url : w.key.code);

/**
 * Every menu entry the implemented pages need, in insertion order (parents first):
 * module (depth 0) > group (1) > page (2) > operation entries (3, sort order 999).
 */
export function wantedMenus(): Wanted[] {
  const out: Wanted[] = [];
  const seen = new Set<string>();
  const add = (w: Wanted) => {
    const key = keyOf(w);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(w);
  };
  for (const page of IMPLEMENTED_PAGES) {
    const route = ROUTES.find((r) => r.path === page.path);
    if (!route) throw new Error(`implemented page ${page.path} is not in the route catalogue`);
    const module = MODULES.find((m) => m.key === route.module);
    const group = GROUPS.find((g) => g.path === route.group);
    if (!module || !group) throw new Error(`no module or group for ${route.path}`);
    const moduleUrl = `/${module.key}`;
    add({ key: { url: moduleUrl }, parent: null, name: module.title, icon: module.icon ?? null, sortOrder: MODULES.indexOf(module), hidden: false });
    add({ key: { url: group.path }, parent: moduleUrl, name: group.title, icon: null, sortOrder: GROUPS.indexOf(group), hidden: false });
    add({ key: { url: route.path }, parent: group.path, name: route.title, icon: null, sortOrder: ROUTES.indexOf(route), hidden: !!route.hidden });
    for (const op of page.operations) {
      add({ key: { code: op.code }, parent: route.path, name: op.name, icon: null, sortOrder: OPERATION_SORT_ORDER, hidden: false });
    }
  }
  return out;
}

export interface MenuSyncResult {
  /** Menu ids by url (modules, groups, pages) and code (operation entries), existing or added. */
  ids: Map<string, number>;
  /** The entries this run added (url or code). */
  added: string[];
}

/**
 * Makes sure every implemented page of the contract has its menu entry, its module and group,
 * and its operation entries: missing ones are added (keyed by url, operation entries by code)
 * under their module / group / page as the database holds them now, and granted to the
 * super-admin role. Existing entries are left as they are (renamed, moved or re-sorted by a
 * user), nothing is ever deleted, and entries users made are not touched. Runs at every start,
 * after the migrations: a database made before a page existed gets its menu. A run that finds
 * nothing missing writes nothing (the menu triggers move the auth epoch only on a write).
 */
export async function syncMenus(db: Kysely<Database>): Promise<MenuSyncResult> {
  const wanted = wantedMenus();
  const urls = wanted.flatMap((w) => ('url' in w.key ? [w.key.url] : []));
  const codes = wanted.flatMap((w) => ('code' in w.key ? [w.key.code] : []));
  const read = async (trx: Kysely<Database>) => {
    const ids = new Map<string, { id: number; lv: number }>();
    const rows = await trx
      .selectFrom('menu')
      .select(['id', 'url', 'code', 'lv'])
      .where((eb) => eb.or([eb('url', 'in', urls), eb('code', 'in', codes)]))
      .execute();
    for (const r of rows) {
      if (r.url) ids.set(r.url, { id: r.id, lv: r.lv });
      if (r.code) ids.set(r.code, { id: r.id, lv: r.lv });
    }
    return ids;
  };
  const toResult = (found: Map<string, { id: number; lv: number }>, added: string[]): MenuSyncResult => ({
    ids: new Map([...found].map(([k, v]) => [k, v.id])),
    added,
  });

  // The common case, every start of an up-to-date database: one read, no write.
  const current = await read(db);
  if (wanted.every((w) => current.has(keyOf(w)))) return toResult(current, []);

  // The seed calls this inside its own transaction.
  const inTransaction = <T>(run: (trx: Kysely<Database>) => Promise<T>) => (db.isTransaction ? run(db) : db.transaction().execute(run));
  return inTransaction(async (trx) => {
    const found = await read(trx);
    const added: { key: string; id: number }[] = [];
    for (const w of wanted) {
      const key = keyOf(w);
      if (found.has(key)) continue;
      const parent = w.parent === null ? null : found.get(w.parent);
      if (w.parent !== null && !parent) throw new Error(`menu sync: no parent ${w.parent} for ${key}`);
      // One below the parent as it stands now (module 0, group 1, page 2, operation 3 as seeded).
      const lv = parent ? parent.lv + 1 : 0;
      if (lv > 3) throw new Error(`menu sync: cannot add ${key} under ${w.parent}, which sits at depth ${parent!.lv} (menus have 4 levels at most)`);
      // Another process starting at the same time may have added it: the unique indexes on
      // url and code (where not null) keep one row, and the later insert adds nothing.
      const row = await trx
        .insertInto('menu')
        .values({
          parent_id: parent?.id ?? null,
          name: w.name,
          url: 'url' in w.key ? w.key.url : null,
          code: 'code' in w.key ? w.key.code : null,
          icon: w.icon,
          sort_order: w.sortOrder,
          lv,
          hidden: w.hidden,
        })
        .onConflict((oc) => ('url' in w.key ? oc.column('url').where('url', 'is not', null) : oc.column('code').where('code', 'is not', null)).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) {
        found.set(key, { id: row.id, lv });
        added.push({ key, id: row.id });
      } else {
        const again = await trx
          .selectFrom('menu')
          .select(['id', 'lv'])
          .where('url' in w.key ? 'url' : 'code', '=', key)
          .executeTakeFirstOrThrow();
        found.set(key, again);
      }
    }
    // The super-admin role by its flag (migration 020), never by a code a role editor could give another role.
    const superAdmin = await trx.selectFrom('role').select('id').where('is_super', '=', true).executeTakeFirst();
    if (superAdmin && added.length) {
      await trx
        .insertInto('role_menu')
        .values(added.map((a) => ({ role_id: superAdmin.id, menu_id: a.id })))
        .onConflict((oc) => oc.columns(['role_id', 'menu_id']).doNothing())
        .execute();
    }
    return toResult(
      found,
      added.map((a) => a.key),
    );
  });
}
