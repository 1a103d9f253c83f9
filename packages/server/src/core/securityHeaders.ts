import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import { S3Storage, s3ConfigFromEnv } from '../platform/storage/store.js';

/** One year, in seconds: browsers keep to HTTPS for this long once they saw the header over TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The origins of the configured object store (OSS or S3): the browser posts upload forms there
 * (connect-src) and shows images and videos from its public host (img-src, media-src). None on
 * the embedded setup, where this server is the storage host ('self').
 */
export function storageOrigins(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  const urls: string[] = [];
  if (config.oss) urls.push(config.oss.host, config.oss.publicHost);
  else {
    const s3 = s3ConfigFromEnv(env);
    if (s3) urls.push(S3Storage.bucketUrl(s3), s3.publicHost);
  }
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: the storage module refuses it with its own message
    }
  }
  return [...origins];
}

/**
 * The console's Content-Security-Policy. Scripts only from this origin (the built bundle has no
 * inline script and no eval); styles from this origin plus inline ones, because antd's CSS-in-JS
 * writes <style> elements at run time and components set style attributes; images from here,
 * data: and blob: URLs (previews, the cropper) and the object store; nothing may frame the
 * console. Checked in Chromium against the built app: it renders with no CSP violation.
 */
export function consolePolicy(storage: string[]): string {
  const hosts = storage.length ? ` ${storage.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${hosts}`,
    `media-src 'self' blob:${hosts}`,
    "font-src 'self' data:",
    `connect-src 'self'${hosts}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * API answers are data, never a page: nothing may load from them or frame them (an uploaded SVG
 * opened directly from /api/files runs no script either).
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Security headers on every answer, the console's pages and files as well as /api: a CSP,
 * no framing (frame-ancestors and X-Frame-Options for older browsers), no MIME sniffing, the
 * referrer kept to this origin, and HSTS when the request came over TLS (a TLS server, or
 * `x-forwarded-proto: https` from a proxy TRUST_PROXY names: request.protocol trusts nothing else).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const common = {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
  const consoleHeaders = { ...common, 'content-security-policy': consolePolicy(storageOrigins(config)) };
  const apiHeaders = { ...common, 'content-security-policy': API_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? apiHeaders : consoleHeaders);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
}
