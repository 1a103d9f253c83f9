import type { Kysely } from 'kysely';
import type { FieldVault } from '../../core/secrets.js';
import type { Database } from '../schema.js';

/** What the demo seed hands to each step: the stores and accounts it created, and the vault that seals numbers. */
export interface SeedContext {
  storeIds: number[];
  userIds: { id: number; account: string; name: string }[];
  vault: FieldVault;
}

/**
 * One step of the demo seed, exported as `step` by its file: the generated list (steps.ts,
 * `npm run gen`) runs every step by `order`, then file name, in the seed's one transaction. A step
 * that reads another's rows comes after it; rows get their ids in this order, and tests rely on
 * seeded ids, so an existing step keeps its number (a new one takes a number after the others).
 */
export interface SeedStep {
  order: number;
  run(db: Kysely<Database>, context: SeedContext): Promise<void>;
  /** The demo files its rows point at ('/files/' + key): generated into the storage with the seed (files.ts). */
  files?: readonly DemoFile[];
}

/** What a demo file is drawn as (files.ts: its size and format). */
export type DemoFileKind = 'banner' | 'post' | 'photo' | 'news' | 'material' | 'icon' | 'video';

/** A file of the demo data: its storage key (seed/...) and what it is drawn as. */
export interface DemoFile {
  key: string;
  kind: DemoFileKind;
}

/** from..to, both included. */
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** `${prefix}${n}${ext}` for each n: the files a statement's `'/files/' || prefix || n || ext` points at. */
export const numberedFiles = (kind: DemoFileKind, prefix: string, numbers: readonly number[], ext: string): DemoFile[] =>
  numbers.map((n) => ({ key: `${prefix}${n}${ext}`, kind }));
