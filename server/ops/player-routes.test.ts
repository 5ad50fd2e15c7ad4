import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema';
import { lotteryTools } from '../domain/lottery/testing';
import { describeOnEachDatabase } from '../test/server';
import { fundedPlayer } from '../test/sports';

interface PlayerDetail {
  username: string;
  balance: string;
  enabled: number;
  ledger: Array<{ type_text: string; amount: string; before: string; after: string }>;
  orders: Array<{ kind: string; title: string; stake: string; status_text: string }>;
  sessions: Array<{ id: number; last_used_at: string }>;
}

describeOnEachDatabase('ops players: search and detail', (server) => {
  const { placed } = lotteryTools(server);

  it('finds players by part of the username, by phone and by exact id, newest first and paged', async () => {
    const first = await server.registerPlayer('findme');
    const second = await server.registerPlayer('findme');
    const search = (query: string) =>
      server.ops<{ total: number; list: Array<{ username: string; balance: string }> }>(
        'GET',
        `/players?${query}`,
      );
    const byName = await search('q=findme&per_page=1');
    expect(byName.body.data.total).toBeGreaterThanOrEqual(2);
    expect(byName.body.data.list).toEqual([expect.objectContaining({ username: second.username })]);
    const phone = `139${String(Date.now()).slice(-8)}`;
    await server.db.update(users).set({ phone }).where(eq(users.id, first.userinfo.id));
    const byPhone = await search(`q=${phone.slice(3)}`);
    expect(byPhone.body.data.list.map((player) => player.username)).toEqual([first.username]);
    const byId = await search(`q=${first.userinfo.id}`);
    expect(byId.body.data.list.map((player) => player.username)).toContain(first.username);
    expect((await search('q=nobody_like_this')).body.data).toMatchObject({ total: 0, list: [] });
  });

  it('shows balance, ledger rows with before and after, orders and live sessions', async () => {
    const player = await fundedPlayer(server, '100');
    await placed(player.token, { lottery_id: 2, play_id: 'k3_hz', codes: '3,10' });
    const reply = await server.ops<PlayerDetail>('GET', `/players/${player.username}`);
    expect(reply.status).toBe(200);
    const detail = reply.body.data;
    expect(detail).toMatchObject({ username: player.username, balance: '96.00', enabled: 1 });
    expect(detail.ledger.slice(0, 2)).toEqual([
      expect.objectContaining({ type_text: '彩票投注', amount: '-4.00', before: '100.00', after: '96.00' }),
      expect.objectContaining({ type_text: '系统加款', amount: '100.00', before: '0.00', after: '100.00' }),
    ]);
    expect(detail.orders).toEqual([
      expect.objectContaining({ kind: 'lottery', stake: '4.00', status_text: '待开奖' }),
    ]);
    expect(detail.sessions).toHaveLength(1);
    expect((await server.ops('GET', '/players/nobody0000')).status).toBe(404);
  });

  it('lets 客服 read a player but not disable them; disabling (with its reason audited) ends the sessions the detail lists', async () => {
    const player = await server.registerPlayer('supp');
    const support = await server.mintOperatorToken('op_support');
    const read = await server.opsAs<PlayerDetail>(support, 'GET', `/players/${player.username}`);
    expect(read.body.data.sessions).toHaveLength(1);
    const refused = await server.opsAs(support, 'POST', '/users/disable', { username: player.username });
    expect(refused.status).toBe(403);

    await server.ops('POST', '/users/disable', { username: player.username, reason: '疑似盗号' });
    const audit = await server.ops<{ list: Array<{ after: unknown }> }>(
      'GET',
      `/audit?target=${player.username}`,
    );
    expect(audit.body.data.list[0]?.after).toEqual({ enabled: 0, reason: '疑似盗号' });
    const after = await server.opsAs<PlayerDetail>(support, 'GET', `/players/${player.username}`);
    expect(after.body.data).toMatchObject({ enabled: 0, sessions: [] });
  });
});
