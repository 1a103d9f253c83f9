export interface StartedServer {
  baseUrl: string;
  pid: number | undefined;
  /** Its database on PostgreSQL, when it runs on one. */
  database: string | undefined;
  stop(): Promise<void>;
}
export function startServer(options?: {
  env?: Record<string, string>;
  readyPath?: string;
  requires?: string[];
  dataDir?: string;
  /** A PostgreSQL server's URL: the server runs on a fresh database of its own there. */
  postgres?: string;
  /** That database starts as a copy of this one (seedTemplate's). */
  template?: string;
  /** Stop leaves the database. */
  keepDatabase?: boolean;
  startTimeoutMs?: number;
}): Promise<StartedServer>;
export function seedTemplate(options: { postgres: string; dataKey: string }): Promise<string>;
export function dropDatabase(postgres: string, name: string): Promise<void>;
export const serverDatabase: { options: { postgres?: string; template?: string }; env: Record<string, string> };
export function withPostgres<T>(url: string, fn: (client: { query(text: string, values?: unknown[]): Promise<unknown> }) => Promise<T>): Promise<T>;
