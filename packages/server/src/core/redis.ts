import net from 'node:net';

/**
 * The few Redis commands this server sends (SET … NX PX for the replay guard), over RESP2 on one
 * connection, pipelined: replies come back in the order the commands were sent. Connects on first
 * use and again after a drop; a command sent while the connection is down fails at once, so that
 * callers can fall back (core/replayGuard.ts falls back to the database).
 */
export type RespReply = string | number | null | RespReply[] | Error;

export class RedisClient {
  private socket: net.Socket | null = null;
  private connecting: Promise<net.Socket> | null = null;
  private readonly pending: { resolve(value: RespReply): void; reject(error: Error): void }[] = [];
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly url: string) {}

  private open(): Promise<net.Socket> {
    if (this.socket) return Promise.resolve(this.socket);
    this.connecting ??= new Promise<net.Socket>((resolve, reject) => {
      const { hostname, port, password, username, pathname } = new URL(this.url);
      const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
      socket.setNoDelay(true);
      socket.once('connect', () => {
        this.socket = socket;
        this.connecting = null;
        // AUTH and SELECT go first; their replies are checked like any other.
        const setup: Promise<RespReply>[] = [];
        if (password)
          setup.push(this.send(username ? ['AUTH', decodeURIComponent(username), decodeURIComponent(password)] : ['AUTH', decodeURIComponent(password)]));
        const db = pathname.replace(/^\//, '');
        if (db) setup.push(this.send(['SELECT', db]));
        Promise.all(setup).then(() => resolve(socket), reject);
      });
      socket.on('data', (chunk) => this.receive(chunk));
      const down = (error: Error) => {
        if (this.socket === socket) this.socket = null;
        this.connecting = null;
        this.buffer = Buffer.alloc(0);
        for (const p of this.pending.splice(0)) p.reject(error);
        reject(error);
      };
      socket.once('error', down);
      socket.once('close', () => down(new Error('redis connection closed')));
    });
    return this.connecting;
  }

  private send(args: string[]): Promise<RespReply> {
    const socket = this.socket;
    if (!socket) return Promise.reject(new Error('redis not connected'));
    const parts = [`*${args.length}\r\n`];
    for (const a of args) parts.push(`$${Buffer.byteLength(a)}\r\n${a}\r\n`);
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      socket.write(parts.join(''));
    });
  }

  /** One command; an error reply rejects. */
  async command(args: string[]): Promise<RespReply> {
    await this.open();
    const reply = await this.send(args);
    if (reply instanceof Error) throw reply;
    return reply;
  }

  private receive(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      let parsed: ReturnType<typeof parse>;
      try {
        parsed = parse(this.buffer, 0);
      } catch (error) {
        this.socket?.destroy(error as Error);
        return;
      }
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.end);
      this.pending.shift()?.resolve(parsed.value);
    }
  }

  async close(): Promise<void> {
    const socket = this.socket;
    this.socket = null;
    if (socket) await new Promise<void>((resolve) => socket.end(resolve));
  }
}

/** One RESP2 value from `offset`, or null while it is not all there yet. */
function parse(buf: Buffer, offset: number): { value: RespReply; end: number } | null {
  const lineEnd = buf.indexOf('\r\n', offset);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buf[offset]);
  const line = buf.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, end: next };
    case '-':
      return { value: new Error(line), end: next };
    case ':':
      return { value: Number(line), end: next };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, end: next };
      if (buf.length < next + length + 2) return null;
      return { value: buf.toString('utf8', next, next + length), end: next + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, end: next };
      const items: RespReply[] = [];
      let end = next;
      for (let i = 0; i < count; i++) {
        const item = parse(buf, end);
        if (!item) return null;
        items.push(item.value);
        end = item.end;
      }
      return { value: items, end };
    }
    default:
      throw new Error(`redis: unexpected reply type ${type}`);
  }
}
