import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const contract = path.resolve(import.meta.dirname, '../contract/src/index.ts');
const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
/** Bump when a release needs every user to sign in again (spec §4 version check). */
const LOGINOUT = '1';

/** Writes /version.json at build: the version check compares it with what the page loaded. */
function versionFile(): Plugin {
  return {
    name: 'version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: `${pkg.version}+${Date.now().toString(36)}`, loginout: LOGINOUT }) });
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile()],
  resolve: { alias: { '@salon/contract': contract } },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/files': 'http://127.0.0.1:8080' } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: false,
  },
});
