import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const contract = path.resolve(import.meta.dirname, '../contract/src/index.ts');
const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
/** Bump when a release needs every user to sign in again (spec §4 version check). */
const LOGINOUT = '1';

/** This build's version: written to /version.json and compiled into the bundle as __APP_VERSION__. */
const VERSION = { version: `${pkg.version}+${Date.now().toString(36)}`, loginout: LOGINOUT };

/** Writes /version.json at build: the version check compares it with the version the page was built as. */
function versionFile(): Plugin {
  return {
    name: 'version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify(VERSION) });
    },
  };
}

export default defineConfig(({ command }) => ({
  define: command === 'build' ? { __APP_VERSION__: JSON.stringify(VERSION) } : {},
  plugins: [react(), versionFile()],
  resolve: { alias: { '@salon/contract': contract } },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/files': 'http://127.0.0.1:8080' } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: false,
  },
}));
