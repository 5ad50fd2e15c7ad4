// Child process of the bench: one Fastify route answering a small envelope, nothing else.
import { serverRequire } from './server.mjs';

const Fastify = serverRequire('fastify');
const app = Fastify({ logger: false });
const body = { code: 200, message: 'success', msg: 'success', data: { ok: true } };
app.get('/bare', () => body);
await app.listen({ port: Number(process.env.BENCH_BARE_PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('disconnect', () => process.exit(0));
