import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGatewayEnabled, gatewaySecret } from '../../domain/finance/gateway-signing';
import { TestServer } from '../server';

describe('the demo gateway cannot be switched on by accident in production', () => {
  const server = new TestServer('pglite', {
    env: { NODE_ENV: 'production', PUSHER_SECRET: 'a-production-realtime-secret-0123' },
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('neither offers nor accepts the online method, and serves no cashier page', async () => {
    const player = await server.registerPlayer('prod');
    const methods = await server.get<Array<{ key: string }>>('/api/v1/payment-orders/methods', player.token);
    expect(methods.body.data.map((method) => method.key)).toEqual(['bank', 'usdt']);
    const online = await server.post(
      '/api/v1/payment-orders',
      { method: 'online', amount: '100.00' },
      player.token,
    );
    expect(online.status).toBe(422);
    expect(online.body.message).toBe('该充值方式暂未开放');
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/demo-gateway/pay?order_no=RC${'1'.repeat(20)}&sign=${'0'.repeat(64)}`,
    });
    expect(page.statusCode).toBe(404);
  });

  it('is on outside production, and in production only when PAYMENT_DEMO_GATEWAY=1', () => {
    expect(demoGatewayEnabled({})).toBe(true);
    expect(demoGatewayEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(demoGatewayEnabled({ NODE_ENV: 'production', PAYMENT_DEMO_GATEWAY: '1' })).toBe(true);
    expect(demoGatewayEnabled({ PAYMENT_DEMO_GATEWAY: '0' })).toBe(false);
  });

  it('signs callbacks with a per-install secret, never a constant or a guessable configured one', () => {
    const one = gatewaySecret({}, 'ops-token-of-install-one-xxxxxxxx');
    const two = gatewaySecret({}, 'ops-token-of-install-two-xxxxxxxx');
    expect(one).not.toBe(two);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(gatewaySecret({ PAYMENT_GATEWAY_SECRET: 'x'.repeat(32) }, 'ops')).toBe('x'.repeat(32));
    expect(() => gatewaySecret({ PAYMENT_GATEWAY_SECRET: 'secret' }, 'ops')).toThrow(/at least 16/);
  });
});
