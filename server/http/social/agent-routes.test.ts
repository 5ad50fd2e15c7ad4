import { expect, it } from 'vitest';
import { changeBalanceNow } from '../../domain/ledger';
import { describeOnEachDatabase, type TestServer, uniqueName } from '../../test/server';

interface Page<T> {
  list: T[];
  total: number;
}
interface Application {
  id: number;
  status: string;
  reject_reason: string;
}
interface Member {
  id: number;
  username: string;
  source: string;
}

const application = { real_name: '张三', contact: '13800138000', reason: '有稳定的球迷社群，希望推广平台' };

async function registerWithAgentCode(server: TestServer, agentCode: string) {
  const username = uniqueName('m');
  const reply = await server.post<{ token: string; userinfo: { id: number } }>('/api/v1/agent/register', {
    username,
    password: 'secret123',
    password_confirmation: 'secret123',
    agent_code: agentCode,
  });
  expect(reply.status, reply.body.message).toBe(200);
  return { username, id: reply.body.data.userinfo.id, token: reply.body.data.token };
}

/** A fresh player who applied and was approved by the operator; returns the token and agent code. */
async function approvedAgent(server: TestServer) {
  const player = await server.registerPlayer('ag');
  const applied = await server.post<Application>('/api/v1/invite/apply-agent', application, player.token);
  const approved = await server.ops<{ agent_code: string }>(
    'POST',
    `/agent-applications/${applied.body.data.id}/approve`,
  );
  return { ...player, agentCode: approved.body.data.agent_code };
}

describeOnEachDatabase('agent application and agent pages', (server) => {
  it('accepts one pending application at a time, even when submitted concurrently', async () => {
    const { token } = await server.registerPlayer('ap');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.post<Application>('/api/v1/invite/apply-agent', application, token),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const accepted = replies.find((reply) => reply.status === 200);
    expect(accepted?.body.message).toBe('您已提交申请，请等待审核');
    expect(replies.filter((reply) => reply.status === 422).map((reply) => reply.body.message)).toEqual([
      '您已提交申请，请等待审核',
      '您已提交申请，请等待审核',
      '您已提交申请，请等待审核',
    ]);
    const status = await server.get<{ status: string; can_apply: boolean }>(
      '/api/v1/invite/agent-status',
      token,
    );
    expect(status.body.data).toMatchObject({ status: 'pending', can_apply: false, is_agent: 0 });
    expect((await server.get('/api/v1/agent/application-stats', token)).body.data).toMatchObject({
      total: 1,
      pending: 1,
    });
  });

  it('validates the application with Chinese messages', async () => {
    const { token } = await server.registerPlayer('ap');
    const reply = await server.post('/api/v1/invite/apply-agent', { ...application, reason: '想做' }, token);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('申请理由至少10个字');
  });

  it('cancels the pending application, keeps the history, and lets the player apply again', async () => {
    const { token } = await server.registerPlayer('ap');
    await server.post('/api/v1/invite/apply-agent', application, token);
    const stranger = await server.registerPlayer('st');
    const refused = await server.post('/api/v1/agent/cancel-application', undefined, stranger.token);
    expect(refused.body.message).toBe('没有待审核的申请');
    expect(
      (await server.get('/api/v1/agent/my-application-history', stranger.token)).body.data,
    ).toMatchObject({
      total: 0,
    });
    const cancelled = await server.post<Application>('/api/v1/agent/cancel-application', undefined, token);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await server.post('/api/v1/agent/cancel-application', undefined, token)).body.message).toBe(
      '没有待审核的申请',
    );
    expect((await server.post('/api/v1/invite/apply-agent', application, token)).status).toBe(200);
    const history = await server.get<Page<Application>>('/api/v1/agent/my-application-history', token);
    expect(history.body.data.list.map((row) => row.status)).toEqual(['pending', 'cancelled']);
    expect((await server.get('/api/v1/agent/application-stats', token)).body.data).toMatchObject({
      total: 2,
      pending: 1,
      cancelled: 1,
    });
  });

  it('the operator approves (agent code given) or rejects with a reason; a decided one stays decided', async () => {
    const agent = await approvedAgent(server);
    expect(agent.agentCode).toMatch(/^AG[A-Z2-9]{6}$/);
    const status = await server.get<{ status: string; is_agent: number; agent_code: string }>(
      '/api/v1/invite/agent-status',
      agent.token,
    );
    expect(status.body.data).toMatchObject({ status: 'approved', is_agent: 1, agent_code: agent.agentCode });
    const inbox = await server.get<{ list: Array<{ title: string; content: string }> }>(
      '/api/v1/messages',
      agent.token,
    );
    expect(inbox.body.data.list[0]).toMatchObject({ title: '代理申请已通过' });
    expect(inbox.body.data.list[0]?.content).toContain(agent.agentCode);
    const again = await server.post('/api/v1/invite/apply-agent', application, agent.token);
    expect(again.body.message).toBe('您已经是代理，无需重复申请');

    const player = await server.registerPlayer('rj');
    const applied = await server.post<Application>('/api/v1/invite/apply-agent', application, player.token);
    const rejected = await server.ops<Application>(
      'POST',
      `/agent-applications/${applied.body.data.id}/reject`,
      {
        reason: '推广计划不完整',
      },
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_reason: '推广计划不完整' });
    const twice = await server.ops('POST', `/agent-applications/${applied.body.data.id}/approve`);
    expect(twice.status).toBe(422);
    expect((await server.ops('POST', '/agent-applications/99999/approve')).status).toBe(404);
    const mine = await server.get<{ status: string; application: Application }>(
      '/api/v1/invite/agent-status',
      player.token,
    );
    expect(mine.body.data).toMatchObject({ status: 'rejected', can_apply: true });
    expect(mine.body.data.application.reject_reason).toBe('推广计划不完整');
  });

  it('an agent sees their own downline, its money this month and records; nothing of another agent', async () => {
    const agent = await approvedAgent(server);
    const member = await registerWithAgentCode(server, agent.agentCode);
    await changeBalanceNow(server.db, { userId: member.id, amountFen: 50_000n, type: 'deposit' });
    await changeBalanceNow(server.db, {
      userId: member.id,
      amountFen: -12_000n,
      type: 'bet',
      remark: '竞彩足球',
    });

    const overview = await server.get<Record<string, unknown>>('/api/v1/agent/team/overview', agent.token);
    expect(overview.body.data).toMatchObject({
      agent_code: agent.agentCode,
      team_size: 1,
      new_members_month: 1,
      month_deposit: '500.00',
      month_bet: '120.00',
      month_active_bettors: 1,
    });
    expect(overview.body.data.agent_link).toContain(`/#/areg?code=${agent.agentCode}`);

    const members = await server.get<Page<Member>>('/api/v1/agent/team/members', agent.token);
    expect(members.body.data.list).toEqual([expect.objectContaining({ id: member.id, source: 'agent' })]);
    const search = await server.get<Page<Member>>(
      `/api/v1/agent/team/members?keyword=${member.username.slice(0, 6)}`,
      agent.token,
    );
    expect(search.body.data.total).toBe(1);
    const none = await server.get<Page<Member>>('/api/v1/agent/team/members?keyword=zzzz', agent.token);
    expect(none.body.data.total).toBe(0);
    const detail = await server.get(`/api/v1/agent/team/members/${member.id}`, agent.token);
    expect(detail.body.data).toMatchObject({
      username: member.username,
      month_deposit: '500.00',
      month_bet: '120.00',
    });

    const bets = await server.get<Page<{ type_text: string; amount: string }>>(
      '/api/v1/agent/team/records',
      agent.token,
    );
    expect(bets.body.data.list).toEqual([
      expect.objectContaining({ type_text: '体育投注', amount: '-120.00' }),
    ]);
    const deposits = await server.get<Page<{ type: string }>>(
      `/api/v1/agent/team/members/${member.id}/records?kind=deposit`,
      agent.token,
    );
    expect(deposits.body.data.list.map((row) => row.type)).toEqual(['deposit']);

    // agent01 (the seeded agent) has its own downline: this member is invisible to it.
    const other = (
      await server.post<{ token: string }>('/api/v1/login', { username: 'agent01', password: 'agent123456' })
    ).body.data.token;
    expect((await server.get(`/api/v1/agent/team/members/${member.id}`, other)).status).toBe(404);
    expect((await server.get(`/api/v1/agent/team/members/${member.id}/records`, other)).status).toBe(404);
    const theirs = await server.get<Page<Member>>('/api/v1/agent/team/members?per_page=100', other);
    expect(theirs.body.data.list.map((row) => row.id)).not.toContain(member.id);
    expect(theirs.body.data.list.map((row) => row.username)).toContain('demo');
    const theirRecords = await server.get<Page<{ member_id: number }>>(
      '/api/v1/agent/team/records?kind=all',
      other,
    );
    expect(theirRecords.body.data.list.every((row) => row.member_id !== member.id)).toBe(true);
    // The member themselves is no agent: refused, and a stranger's id is not found.
    expect((await server.get(`/api/v1/agent/team/members/${agent.userinfo.id}`, agent.token)).status).toBe(
      404,
    );
  });

  it('refuses the agent pages to players (您不是代理) and to visitors (401)', async () => {
    const { token } = await server.registerPlayer('np');
    for (const path of ['overview', 'members', 'members/1', 'records', 'members/1/records']) {
      const reply = await server.get(`/api/v1/agent/team/${path}`, token);
      expect({ path, status: reply.status, message: reply.body.message }).toEqual({
        path,
        status: 403,
        message: '您不是代理',
      });
      expect((await server.get(`/api/v1/agent/team/${path}`)).status).toBe(401);
    }
    for (const path of ['my-application-history', 'application-stats']) {
      expect((await server.get(`/api/v1/agent/${path}`)).status).toBe(401);
    }
    expect((await server.post('/api/v1/agent/cancel-application')).status).toBe(401);
  });

  it('lists pending applications for the operator and requires an operator sign-in', async () => {
    const { token, username } = await server.registerPlayer('op');
    await server.post('/api/v1/invite/apply-agent', application, token);
    const pending = await server.ops<Array<{ username: string; status: string }>>(
      'GET',
      '/agent-applications',
    );
    expect(pending.body.data).toContainEqual(expect.objectContaining({ username, status: 'pending' }));
    const anonymous = await server.request({ method: 'GET', url: '/api/ops/agent-applications' });
    expect(anonymous.status).toBe(401);
    const asPlayer = await server.request({
      method: 'GET',
      url: '/api/ops/agent-applications',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asPlayer.status).toBe(401);
  });
});
