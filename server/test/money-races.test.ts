import { expect, it } from 'vitest';
import { lotteryTools } from '../domain/lottery/testing';
import { financeTools } from './money-invariants-tools';
import { describeOnEachDatabase } from './server';
import { balanceOf, fundedPlayer } from './sports';

describeOnEachDatabase('races answer the state that won', (server) => {
  const { recharge } = financeTools(server);
  const { placed } = lotteryTools(server);

  it('concurrent player cancels and operator rejects of one recharge never answer from a stale 待支付', async () => {
    const player = await server.registerPlayer('race');
    const order = (await recharge(player.token, 'bank', '500')).body.data.order as {
      id: number;
      order_no: string;
    };
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        server.post<{ status: number }>(`/api/v1/payment-orders/${order.id}/cancel`, {}, player.token),
      ),
      ...Array.from({ length: 4 }, () =>
        server.ops<{ status: number }>('POST', `/payments/${order.order_no}/reject`, {
          reason: '未收到款项',
        }),
      ),
    ]);
    const final = replies.find((reply) => reply.status === 200)?.body.data.status;
    expect([3, 4]).toContain(final);
    const finalText = final === 3 ? '已取消' : '支付失败';
    for (const reply of replies) {
      // Winners and repeats of the winning action answer with the order; the other action names its state.
      if (reply.status === 200) expect(reply.body.data.status).toBe(final);
      else expect(reply.body.message).toMatch(new RegExp(`^订单${finalText}，不能(取消|驳回)$`));
    }
    expect(await balanceOf(server, player.token)).toBe('0.00');
  });

  it('cancelling a cancelled recharge answers with it', async () => {
    const player = await server.registerPlayer('race');
    const order = (await recharge(player.token, 'bank', '100')).body.data.order as { id: number };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.post<{ status: number }>(`/api/v1/payment-orders/${order.id}/cancel`, {}, player.token),
      ),
    );
    expect(replies.map((reply) => [reply.status, reply.body.data.status])).toEqual(
      Array.from({ length: 5 }, () => [200, 3]),
    );
  });

  it('concurrent cancels of one lottery bet all answer with the cancelled bet and refund it once', async () => {
    const player = await fundedPlayer(server, '20');
    const bet = await placed(player.token, { play_id: 'k3_hz', codes: '3', multiple: 5 });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.post<{ status: number }>('/api/v1/liujiu/bet/cancel', { bet_id: bet.id }, player.token),
      ),
    );
    expect(replies.map((reply) => [reply.status, reply.body.data.status])).toEqual(
      Array.from({ length: 5 }, () => [200, 3]),
    );
    expect(await balanceOf(server, player.token)).toBe('20.00');
  });
});
