// `npm run routes`: how many of the spec's page routes have a real page, and the rest by module.
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstalled, mustRun, root } from './lib.mjs';

ensureInstalled();
mustRun('npx', ['tsc', '-b', 'packages/contract']);
const contract = await import(path.join(root, 'packages/contract/dist/index.js'));
const { SHIPPED_ROUTES, IMPLEMENTED_PAGES, MODULES } = contract;

// A page is implemented when the contract lists it and the web has its file, pages/<route path>.page.tsx.
const pages = path.join(root, 'packages/web/src/pages');
const implemented = new Set(IMPLEMENTED_PAGES.map((p) => p.path).filter((p) => fs.existsSync(path.join(pages, `${p}.page.tsx`))));
const done = SHIPPED_ROUTES.filter((r) => implemented.has(r.path));

console.log(`implemented ${done.length}/${SHIPPED_ROUTES.length}`);
for (const m of MODULES) {
  const routes = SHIPPED_ROUTES.filter((r) => r.module === m.key);
  if (!routes.length) continue;
  const missing = routes.filter((r) => !implemented.has(r.path));
  console.log(`\n${m.title} (${m.key}): ${routes.length - missing.length}/${routes.length}`);
  for (const r of routes) console.log(`  ${implemented.has(r.path) ? '✔' : '·'} ${r.path}  ${r.title}`);
}
