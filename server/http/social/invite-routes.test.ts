import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { inviteRewards, ledger, users } from '../../db/schema';
import { changeBalanceNow } from '../../domain/ledger';
import { describeOnEachDatabase, type TestServer, uniqueName } from '../../test/server';

interface Page<T> {
  list: T[];
  total: number;
}
interface Referral {
  id: number;
  username: string;
  has_deposited: number;
  reward: string;
}

async function registerInvitee(server: TestServer, code: string) {
  const username = uniqueName('iv');
  const reply = await server.post<{ token: string; userinfo: { id: number } }>('/api/v1/invite/register', {
    username,
    password: 'secret123',
    password_confirmation: 'secret123',
    invite_code: code,
  });
  expect(reply.status, reply.body.message).toBe(200);
  return { username, id: reply.body.data.userinfo.id, token: reply.body.data.token };
}

const deposit = (server: TestServer, userId: number, fen: bigint) =>
  changeBalanceNow(server.db, { userId, amountFen: fen, type: 'deposit', remark: '测试充值' });

describeOnEachDatabase('invitation', (server) => {
  it('gives the code and the /ireg link on the origin the player uses', async () => {
    const { token, userinfo } = await server.registerPlayer('in');
    const info = await server.request<{ invite_code: string; invite_link: string; invited_count: number }>({
      method: 'GET',
      url: '/api/v1/invite/info',
      headers: { authorization: `Bearer ${token}`, host: 'm.example.com' },
    });
    const [row] = await server.db.select().from(users).where(eq(users.id, userinfo.id));
    expect(info.body.data).toMatchObject({
      invite_code: row?.inviteCode,
      invite_link: `http://m.example.com/#/ireg?code=${row?.inviteCode}`,
      invited_count: 0,
    });
    const url = await server.get<{ url: string }>('/api/v1/invite/url', token);
    expect(url.body.data.url).toMatch(/\/#\/ireg\?code=[A-Z0-9]{6}$/);
  });

  it('pays 8.00 per registration and 18.00 when paysum first reaches 100, exactly once each', async () => {
    const inviter = await server.registerPlayer('in');
    const code = (await server.get<{ invite_code: string }>('/api/v1/invite/info', inviter.token)).body.data
      .invite_code;
    const first = await registerInvitee(server, code);
    const second = await registerInvitee(server, code);

    const stats = await server.get<Record<string, unknown>>('/api/v1/invite/statistics', inviter.token);
    expect(stats.body.data).toMatchObject({ invited_count: 2, today_count: 2, total_reward: '16.00' });

    await deposit(server, first.id, 9_999n);
    expect((await server.get('/api/v1/invite/statistics', inviter.token)).body.data).toMatchObject({
      deposited_count: 1,
      qualified_count: 0,
      total_reward: '16.00',
    });
    await deposit(server, first.id, 1n);
    // Many concurrent reads settle the same reward: it is still paid once.
    await Promise.all(
      ['rewards', 'statistics', 'referrals', 'info', 'rewards', 'statistics'].map((path) =>
        server.get(`/api/v1/invite/${path}`, inviter.token),
      ),
    );
    const rewards = await server.get<
      Page<{ rule: string; amount: string; invitee: string }> & { total_amount: string }
    >('/api/v1/invite/rewards', inviter.token);
    expect(rewards.body.data.total).toBe(3);
    expect(rewards.body.data.total_amount).toBe('34.00');
    expect(rewards.body.data.list.map((reward) => reward.amount).sort()).toEqual(['18.00', '8.00', '8.00']);

    const credits = await server.db.select().from(ledger).where(eq(ledger.userId, inviter.userinfo.id));
    expect(credits.map((entry) => entry.type)).toEqual(['invite_reward', 'invite_reward', 'invite_reward']);
    expect(credits.map((entry) => entry.idempotencyKey)).toContain(
      `invite:${inviter.userinfo.id}:${first.id}:first_deposit`,
    );
    const balance = await server.get<{ balance: string }>('/api/v1/user/balance', inviter.token);
    expect(balance.body.data.balance).toBe('34.00');

    const referrals = await server.get<Page<Referral>>('/api/v1/invite/referrals', inviter.token);
    expect(referrals.body.data.total).toBe(2);
    const firstRow = referrals.body.data.list.find((referral) => referral.id === first.id) as Referral;
    expect(firstRow).toMatchObject({ has_deposited: 1, reward: '26.00' });
    expect(firstRow.username).toBe(`${first.username.slice(0, 2)}***${first.username.slice(-1)}`);
    expect(referrals.body.data.list.find((referral) => referral.id === second.id)).toMatchObject({
      has_deposited: 0,
      reward: '8.00',
    });
  });

  it('pays nothing for a black-listed invitee', async () => {
    const inviter = await server.registerPlayer('in');
    const code = (await server.get<{ invite_code: string }>('/api/v1/invite/url', inviter.token)).body.data
      .invite_code;
    const invitee = await registerInvitee(server, code);
    await server.db.update(users).set({ isBlack: 1 }).where(eq(users.id, invitee.id));
    expect((await server.get('/api/v1/invite/statistics', inviter.token)).body.data).toMatchObject({
      invited_count: 1,
      total_reward: '0.00',
    });
    expect(
      await server.db.select().from(inviteRewards).where(eq(inviteRewards.inviteeId, invitee.id)),
    ).toEqual([]);
  });

  it('shows each player only their own downline and rewards', async () => {
    const inviter = await server.registerPlayer('in');
    const other = await server.registerPlayer('ot');
    const code = (await server.get<{ invite_code: string }>('/api/v1/invite/url', inviter.token)).body.data
      .invite_code;
    await registerInvitee(server, code);
    expect((await server.get<Page<Referral>>('/api/v1/invite/referrals', other.token)).body.data.total).toBe(
      0,
    );
    expect((await server.get<Page<Referral>>('/api/v1/invite/rewards', other.token)).body.data.total).toBe(0);
    expect(
      (await server.get<Page<Referral>>('/api/v1/invite/referrals', inviter.token)).body.data.total,
    ).toBe(1);
  });

  it('retires the old code when a new one is generated; validate-code works without login', async () => {
    const inviter = await server.registerPlayer('in');
    const old = (await server.get<{ invite_code: string }>('/api/v1/invite/url', inviter.token)).body.data
      .invite_code;
    const fresh = await server.post<{ invite_code: string; invite_link: string }>(
      '/api/v1/invite/generate-code',
      undefined,
      inviter.token,
    );
    expect(fresh.body.message).toBe('邀请码已更新');
    const code = fresh.body.data.invite_code;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(code).not.toBe(old);
    expect((await server.post('/api/v1/invite/validate-code', { code: old })).body.data).toEqual({
      valid: false,
      inviter: '',
    });
    const valid = await server.post<{ valid: boolean; inviter: string }>('/api/v1/invite/validate-code', {
      code: code.toLowerCase(),
    });
    expect(valid.body.data).toEqual({
      valid: true,
      inviter: `${inviter.username.slice(0, 2)}***${inviter.username.slice(-1)}`,
    });
    const refused = await server.post('/api/v1/invite/register', {
      username: uniqueName('iv'),
      password: 'secret123',
      password_confirmation: 'secret123',
      invite_code: old,
    });
    expect(refused.body.message).toBe('邀请码无效');
    await registerInvitee(server, code);
    expect((await server.get('/api/v1/invite/info', inviter.token)).body.data).toMatchObject({
      invited_count: 1,
    });
  });

  it('ranks inviters with masked names, the viewer in full', async () => {
    const top = await server.registerPlayer('rk');
    const code = (await server.get<{ invite_code: string }>('/api/v1/invite/url', top.token)).body.data
      .invite_code;
    for (let i = 0; i < 3; i += 1) await registerInvitee(server, code);
    type Ranking = {
      list: Array<{ username: string; invited_count: number; is_me: number }>;
      my_rank: number | null;
    };
    const mine = await server.get<Ranking>('/api/v1/invite/ranking', top.token);
    expect(mine.body.data.list).toContainEqual({
      rank: mine.body.data.my_rank,
      username: top.username,
      invited_count: 3,
      is_me: 1,
    });
    const viewer = await server.registerPlayer('vw');
    const theirs = await server.get<Ranking>('/api/v1/invite/ranking?period=month', viewer.token);
    expect(theirs.body.data.my_rank).toBeNull();
    expect(theirs.body.data.list.map((row) => row.username)).toContain(
      `${top.username.slice(0, 2)}***${top.username.slice(-1)}`,
    );
    expect(theirs.body.data.list.map((row) => row.username)).not.toContain(top.username);
  });

  it('gives the rules with the amounts that are paid', async () => {
    const { token } = await server.registerPlayer('ru');
    const rules = await server.get<{ rules: Array<{ key: string; amount: string }>; lines: string[] }>(
      '/api/v1/invite/rules',
      token,
    );
    expect(rules.body.data.rules.map((rule) => [rule.key, rule.amount])).toEqual([
      ['register', '8.00'],
      ['first_deposit', '18.00'],
    ]);
    expect(rules.body.data.lines.join('')).toContain('好友累计充值首次达到100.00元，您再获得18.00元奖励');
  });

  it('refuses every private invite endpoint without login', async () => {
    for (const path of [
      'info',
      'url',
      'referrals',
      'statistics',
      'rewards',
      'rules',
      'agent-status',
      'ranking',
    ]) {
      expect((await server.get(`/api/v1/invite/${path}`)).status, path).toBe(401);
    }
    expect((await server.post('/api/v1/invite/generate-code')).status).toBe(401);
    expect((await server.post('/api/v1/invite/apply-agent', {})).status).toBe(401);
  });
});
