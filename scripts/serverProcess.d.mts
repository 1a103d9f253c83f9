export interface StartedServer {
  baseUrl: string;
  pid: number | undefined;
  stop(): Promise<void>;
}
export function startServer(options?: {
  env?: Record<string, string>;
  readyPath?: string;
  requires?: string[];
  dataDir?: string;
  /** A PostgreSQL server's URL: the server runs on a fresh database of its own there. */
  postgres?: string;
  startTimeoutMs?: number;
}): Promise<StartedServer>;
