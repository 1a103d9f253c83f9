/**
 * Image URLs are normalised in both directions: payloads carry the storage path
 * ('/files/...'), pages show an absolute URL on the image host.
 */
export interface ImageHostConfig {
  /** Absolute origin images are shown from, e.g. 'https://img.example.com'. */
  publicHost: string;
  /** Other hosts that serve the same files (old CDN names), rewritten to the storage path on send. */
  aliases: string[];
  /** Path prefix of stored files. */
  prefix: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Blob) && !(v instanceof FormData);

function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, fn);
    return out;
  }
  return value;
}

/** Outgoing: any image-host URL becomes the storage path. */
export function toStoragePaths<T>(value: T, config: ImageHostConfig): T {
  const hosts = [config.publicHost, ...config.aliases].map((h) => h.replace(/\/$/, '') + config.prefix);
  return mapStrings(value, (s) => {
    for (const h of hosts) if (s.startsWith(h)) return config.prefix + s.slice(h.length);
    return s;
  }) as T;
}

/** Incoming: storage paths and alias-host URLs become public-host URLs. */
export function toPublicUrls<T>(value: T, config: ImageHostConfig): T {
  const base = config.publicHost.replace(/\/$/, '');
  const aliases = config.aliases.map((h) => h.replace(/\/$/, '') + config.prefix);
  return mapStrings(value, (s) => {
    if (s.startsWith(config.prefix) && s.length > config.prefix.length) return base + s;
    for (const h of aliases) if (s.startsWith(h)) return base + config.prefix + s.slice(h.length);
    return s;
  }) as T;
}
