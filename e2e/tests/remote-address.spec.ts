import { E2E_PORT } from '../playwright.config';
import { startApiRelay } from '../support/api-relay';
import { credit, login, open, ops, snap, uniqueUsername } from '../support/app';
import { expect, test } from '../support/test';

// Several steps wait for realtime pushes and remote pages: more than the default on a busy machine.

const here = `http://127.0.0.1:${E2E_PORT}`;
const config = (version: number, host: string) =>
  JSON.stringify({
    version,
    baseUrl: here,
    apiServerUrl: `${host}/api`,
    reverbUrl: host.replace(/^http/, 'ws'),
  });

// The remote address config is global: this runs in the operator project, alone.
test('the client moves its API calls and realtime socket to the configured host without a reload', async ({
  page,
}) => {
  const second = await startApiRelay(E2E_PORT);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[remoteAddressConfig]')) warnings.push(message.text());
  });
  try {
    const username = uniqueUsername('ra');
    await ops('user:create', username, 'secret123');
    await login(page, { username, password: 'secret123' });

    // A page opened before the switch cannot reach the new host (its policy predates it): it stays put.
    await ops('config:set', 'remote_address', config(2, second.origin));
    await expect.poll(() => warnings.some((text) => text.includes('current address kept'))).toBe(true);
    expect(second.apiCalls()).toEqual([]);

    // A page opened now moves to the second host: API calls and the socket go there (the socket straight there).
    const socketsHere = () =>
      sockets.filter((url) => url.startsWith(`ws://127.0.0.1:${E2E_PORT}/app/`)).length;
    const socketsHereBeforeReload = socketsHere();
    await page.reload();
    await expect
      .poll(() => sockets.some((url) => url.startsWith(`ws://127.0.0.1:${second.port}/app/`)))
      .toBe(true);
    expect(socketsHere()).toBe(socketsHereBeforeReload);
    await open(page, '/pages/mine/mine');
    await expect.poll(() => second.apiCalls().length).toBeGreaterThan(0);
    // Realtime through the second host: a credit is pushed live on its socket.
    await open(page, '/pages/test/websocket');
    await expect(page.getByTestId('ws-log')).toContainText('订阅成功 private-user.');
    await open(page, '/pages/mine/mine');
    await credit(username, '8.88');
    await expect(page.getByTestId('mine-balance')).toHaveText('8.88');
    await snap(page, 'remote-address-second-host');

    // The operator moves players back: the open page follows at once, without a reload.
    const socketsHereBefore = socketsHere();
    await ops('config:set', 'remote_address', config(3, here));
    await expect.poll(socketsHere).toBeGreaterThan(socketsHereBefore);
    const apiCallHere = (request: { url(): string }) =>
      request.url().startsWith(`${here}/api/v1/`) && !request.url().includes('/remote-address');
    const backHome = page.waitForRequest(apiCallHere);
    await open(page, '/pages/home/home');
    await backHome;
    // Counted from the first call here on: a read the config change itself set off (the app config reload on
    // config.updated) may still have been sent to the second host while the client checked the new one.
    const callsBefore = second.apiCalls().length;
    await credit(username, '1.12');
    await open(page, '/pages/mine/mine');
    await expect(page.getByTestId('mine-balance')).toHaveText('10.00');
    expect(second.apiCalls().slice(callsBefore)).toEqual([]);

    // An invalid config is refused by the CLI, and one served anyway is ignored by the client.
    await expect(
      ops('config:set', 'remote_address', '{"baseUrl":"x","apiServerUrl":"","reverbUrl":"ws://x"}'),
    ).rejects.toThrow(/baseUrl|apiServerUrl/);
    await page.route('**/api/v1/app/remote-address', (route) =>
      route.fulfill({
        json: {
          code: 200,
          message: 'ok',
          msg: 'ok',
          data: { baseUrl: here, apiServerUrl: '', reverbUrl: '' },
        },
      }),
    );
    await ops('config:set', 'remote_address', config(4, here));
    await expect.poll(() => warnings.some((text) => text.includes('invalid config ignored'))).toBe(true);
    const stillHere = page.waitForRequest(apiCallHere);
    await open(page, '/pages/home/home');
    await stillHere;
  } finally {
    await ops('config:set', 'remote_address', '""');
    second.close();
  }
});
