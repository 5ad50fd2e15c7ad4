import { createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';

/**
 * A second API host on another 127.0.0.1 port for the remote address tests: it relays HTTP and the realtime
 * socket to the e2e server (same data) and records what reached it, so a test can tell which host a page used.
 */
export async function startApiRelay(targetPort: number) {
  const seen: string[] = [];
  const open = new Set<Socket>();
  const server = createServer((incoming, answer) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    const upstream = request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    upstream.on('error', () => answer.writeHead(502).end());
    incoming.pipe(upstream);
  });
  server.on('upgrade', (incoming, socket: Socket, head: Buffer) => {
    seen.push(`WS ${incoming.url}`);
    const upstream = connect(targetPort, '127.0.0.1', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    for (const end of [socket, upstream]) {
      open.add(end);
      end.on('close', () => open.delete(end));
      end.on('error', () => {
        socket.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    seen,
    /** API calls (not the config reads every host answers) that reached this host. */
    apiCalls: () => seen.filter((line) => line.includes(' /api/') && !line.includes('/remote-address')),
    close: () => {
      for (const socket of open) socket.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}
