import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../db/paths';
import { TEST_OPS_TOKEN, TestServer } from '../test/server';

const run = promisify(execFile);

describe('pnpm ops CLI against a listening server', () => {
  const server = new TestServer('pglite');
  let serverUrl = '';
  beforeAll(async () => {
    await server.start();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    serverUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.stop());

  const ops = (args: string[], token = TEST_OPS_TOKEN) =>
    run(process.execPath, ['--import', 'tsx', join(serverRoot, 'ops', 'cli.ts'), ...args], {
      cwd: serverRoot,
      env: { ...process.env, SERVER_URL: serverUrl, OPS_TOKEN: token },
    });

  it('creates a user, credits it and reads config, printing readable results', async () => {
    const created = await ops(['user:create', 'clitest01', 'secret123']);
    expect(created.stdout).toContain('已创建用户 clitest01');
    const credited = await ops(['user:credit', 'clitest01', '123.45']);
    expect(credited.stdout).toContain('余额 0.00 -> 123.45');
    const set = await ops(['config:set', 'theme_color', '#00aaff']);
    expect(set.stdout).toContain('已设置 theme_color = #00aaff');
    expect((await server.get('/api/v1/app/config/all')).body.data.theme_color).toBe('#00aaff');
    expect((await ops(['config:get', 'theme_color'])).stdout.trim()).toBe('theme_color = #00aaff');
  });

  it('fails with a message and exit code 1 on a bad token or a refused debit', async () => {
    await expect(ops(['config:get', 'theme_color'], 'wrong')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('运维令牌无效'),
    });
    await expect(ops(['user:credit', 'demo', '-99999999'])).rejects.toMatchObject({
      stderr: expect.stringContaining('余额不足'),
    });
  });
});
