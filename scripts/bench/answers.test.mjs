// The bench's answer checking (run by vitest with every other test): a load that gets one refusal is a failed figure
// naming the server's message, never a throughput.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { afterAll, beforeAll, test } from 'vitest';
import { refusalOf } from './answers.mjs';
import { measure } from './api.mjs';
import { freePort } from './server.mjs';

const success = JSON.stringify({ code: 200, message: 'success', msg: 'success', data: { repeated: false } });
const REFUSAL = '该玩法不支持单关';
let server;
let url;
let refuseOnce = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    response.setHeader('content-type', 'application/json');
    if (request.url === '/refuses-once' && refuseOnce) {
      refuseOnce = false;
      response.statusCode = 422;
      response.end(JSON.stringify({ code: 422, message: REFUSAL, msg: REFUSAL, data: null }));
      return;
    }
    response.end(success);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const quickly = { runs: 1, seconds: 0.5, warmup: 0.2 };

test('a load whose answers all succeed is measured', async () => {
  const measured = await measure({ url: `${url}/succeeds` }, quickly);
  assert.equal(measured.problem, null);
  assert.ok(measured.rps > 0);
});

test('one refused answer among thousands fails the figure with the server message', async () => {
  refuseOnce = true;
  const measured = await measure({ url: `${url}/refuses-once` }, quickly);
  assert.match(measured.problem, /1 of \d+ answers refused; first: HTTP 422, code 422: 该玩法不支持单关/);
  assert.equal(measured.rps, undefined);
});

test('an HTTP 200 carrying an error envelope code is a refusal', () => {
  const body = JSON.stringify({ code: 500, message: '服务器繁忙', msg: '服务器繁忙', data: null });
  assert.equal(refusalOf(200, body), 'HTTP 200, code 500: 服务器繁忙');
});

test('an order answered from an earlier request is not a new order', () => {
  const repeated = JSON.stringify({
    code: 200,
    message: 'success',
    msg: 'success',
    data: { repeated: true },
  });
  assert.equal(refusalOf(200, repeated), null);
  assert.match(refusalOf(200, repeated, { newOrder: true }), /repeated order/);
  assert.equal(refusalOf(200, success, { newOrder: true }), null);
});
