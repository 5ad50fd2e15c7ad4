import { connect, createServer, type Server, type Socket } from 'node:net';

/** Valid mainland numbers that never repeat within a run, so the per-phone limits stay out of the way. */
export function freshPhones(head: string): () => string {
  let counter = 0;
  const run = String(Date.now() % 1e4).padStart(4, '0');
  return () => {
    counter += 1;
    return `${head}${run}${String(counter).padStart(4, '0')}`;
  };
}

/**
 * A TCP relay in front of Redis that a test can take down ('down': connections dropped and refused) or
 * stall ('stalled': connected, but nothing comes back), the two ways Redis goes missing at runtime.
 */
export class RedisRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private stalled = false;
  /** Redis commands (RESP arrays) that arrived while stalled: each waits out the client's command timeout. */
  unanswered = 0;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Relays (again, on the same port, after `down`). */
  async up(): Promise<void> {
    this.stalled = false;
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.on('data', (chunk: Buffer) => {
        if (!this.stalled) upstream.write(chunk);
        else this.unanswered += chunk.toString('latin1').match(/(^|\r\n)\*\d+\r\n/g)?.length ?? 0;
      });
      upstream.on('data', (chunk) => this.stalled || client.write(chunk));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Open connections are dropped and new ones refused, as when Redis stops. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Connections stay open but no reply arrives, as behind a network partition. */
  stall(): void {
    this.stalled = true;
  }
}
