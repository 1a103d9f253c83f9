import fs from 'node:fs';
import path from 'node:path';
import { APP_ID } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_BUILD_MARKER, DEMO_MARKER } from './marker';

/**
 * The /demo section is for development builds only (App.tsx loads it behind
 * import.meta.env.DEV): the production bundle must hold none of its code. Reads the built
 * scripts and styles of packages/web/dist; skipped, saying so, when there is no build.
 */
const assets = path.resolve(import.meta.dirname, '../../../dist/assets');
const files = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css')) : [];
const read = (f: string) => fs.readFileSync(path.join(assets, f), 'utf8');

describe('the production build', () => {
  it('holds no demo code', (ctx) => {
    if (!files.some((f) => f.endsWith('.js'))) ctx.skip(`no production build in ${assets}: run \`npm run build\` to check that it holds no demo code`);
    const scripts = files.filter((f) => f.endsWith('.js'));
    // A real build of this app: its request layer's app id is in it.
    expect(
      scripts.some((f) => read(f).includes(APP_ID)),
      'dist/assets holds the console’s scripts',
    ).toBe(true);
    for (const f of scripts) {
      const text = read(f);
      expect(text.includes(DEMO_BUILD_MARKER), `${f} contains the demo marker ${DEMO_BUILD_MARKER}`).toBe(false);
      expect(text.includes(DEMO_MARKER), `${f} contains the demo title ${DEMO_MARKER}`).toBe(false);
      expect(/DemoSection|ListDemo|UploadDemo/.test(f), `${f} is a demo chunk`).toBe(false);
    }
    for (const f of files.filter((name) => name.endsWith('.css'))) expect(read(f).includes('.demo-layout'), `${f} holds the demo's styles`).toBe(false);
  });

  it('checks markers the demo really renders', () => {
    const section = fs.readFileSync(path.join(import.meta.dirname, 'DemoSection.tsx'), 'utf8');
    expect(section).toContain('data-build={DEMO_BUILD_MARKER}');
    expect(section).toContain('{DEMO_MARKER}');
    expect(DEMO_BUILD_MARKER).toMatch(/^[\x20-\x7e]+$/);
  });
});
