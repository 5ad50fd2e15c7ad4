import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { Connection, type ConnectionOptions } from './connection';
import type { Hub, Logger } from './hub';
import { CloseCode, encode, protocolRefusal } from './protocol';

const APP_PATH = /^\/app\/([^/]+)\/?$/;

/** Accepts Pusher clients on `/app/{key}` of any http.Server it is attached to. */
export class SocketServer {
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<Connection>();
  private readonly attached = new Map<Server, (req: IncomingMessage, socket: Duplex, head: Buffer) => void>();
  private closing = false;

  constructor(
    private readonly hub: Hub,
    private readonly options: ConnectionOptions,
    private readonly logger: Logger,
  ) {
    // Frames a little over the limit get a pusher:error and keep the connection; far bigger ones
    // are cut by ws (close 1009) before being buffered.
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: Math.max(options.maxMessageBytes * 4, 65536),
    });
  }

  attach(server: Server): void {
    if (this.attached.has(server)) return;
    const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = APP_PATH.exec(url.pathname);
      if (!match) {
        // Nobody else upgrades on this server: do not leave the socket hanging.
        if (server.listenerCount('upgrade') <= 1) socket.destroy();
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, match[1] ?? '', url));
    };
    server.on('upgrade', listener);
    this.attached.set(server, listener);
  }

  connectionCount(): number {
    return this.connections.size;
  }

  /** Tells every client to reconnect elsewhere (4200) and waits for their sockets to close. */
  async close(timeoutMs = 2000): Promise<void> {
    this.closing = true;
    for (const [server, listener] of this.attached) server.off('upgrade', listener);
    this.attached.clear();
    const closed = [...this.connections].map(
      (connection) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          connection.onceClosed(() => {
            clearTimeout(timer);
            resolve();
          });
          connection.close(CloseCode.reconnectImmediately, 'Server shutting down');
        }),
    );
    await Promise.all(closed);
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(ws: WebSocket, key: string, url: URL): void {
    if (key !== this.options.key) {
      this.refuse(ws, CloseCode.appDoesNotExist, `App key ${key} does not exist`);
      return;
    }
    const refusal = protocolRefusal(url.searchParams.get('protocol'));
    if (refusal) {
      this.refuse(ws, refusal.code, refusal.message);
      return;
    }
    if (this.closing) {
      this.refuse(ws, CloseCode.reconnectImmediately, 'Server shutting down');
      return;
    }
    const connection = new Connection(ws, this.hub, this.options, this.logger, (closed) =>
      this.connections.delete(closed),
    );
    this.connections.add(connection);
  }

  private refuse(ws: WebSocket, code: number, message: string): void {
    ws.send(encode({ event: 'pusher:error', data: { code, message } }));
    ws.close(code, message);
  }
}
