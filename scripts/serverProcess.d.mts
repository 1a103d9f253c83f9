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
  startTimeoutMs?: number;
}): Promise<StartedServer>;
