import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger } from '../db/schema';
import { OWN_REQUEST_REFUSED } from '../domain/operators/approval-views';
import { financeTools, withdrawingPlayer } from '../test/money-invariants-tools';
import { describeOnEachDatabase, type TestServer } from '../test/server';
import { balanceOf } from '../test/sports';

interface ApprovalJson {
  id: number;
  kind: string;
  status: string;
  amount: string | null;
  target: string;
  requested_by: string;
  decided_by: string | null;
  mine?: boolean;
  executed?: boolean;
}
interface WithdrawalJson {
  id: number;
  status: number;
  review: ApprovalJson | null;
}
interface AuditListed {
  list: Array<{ operator: string; action: string; status: number; before: unknown; after: unknown }>;
}

/** op_super_admin asks (server.ops); op_finance is the second pair of eyes. */
async function crew(server: TestServer) {
  const finance = await server.mintOperatorToken('op_finance');
  const support = await server.mintOperatorToken('op_support');
  const as = (token: string, path: string, body?: unknown) =>
    server.opsAs<ApprovalJson>(token, 'POST', path, body);
  const requestCredit = async (username: string, amount: string, key?: string) => {
    const reply = await server.ops<ApprovalJson>(
      'POST',
      '/users/credit',
      { username, amount, reason: '活动补偿' },
      key ? { 'idempotency-key': key } : {},
    );
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  return { finance, support, as, requestCredit };
}

const ledgerRows = (server: TestServer, userId: number) =>
  server.db.select().from(ledger).where(eq(ledger.userId, userId));

describeOnEachDatabase('four-eyes approvals', (server) => {
  it('a credit waits for a second operator: the requester cannot approve it, the second one pays it once', async () => {
    const { finance, as, requestCredit } = await crew(server);
    const player = await server.registerPlayer('fe');
    const request = await requestCredit(player.username, '88.80');
    expect(request).toMatchObject({
      kind: 'credit',
      status: 'pending',
      requested_by: 'op_super_admin',
      requested_by_name: '演示超级管理员',
      decided_by_name: null,
    });
    expect(await balanceOf(server, player.token)).toBe('0.00');

    const own = await server.ops('POST', `/approvals/${request.id}/approve`);
    expect(own.status).toBe(422);
    expect(own.body.msg).toBe(OWN_REQUEST_REFUSED);

    const [first, second] = await Promise.all([
      as(finance, `/approvals/${request.id}/approve`),
      as(finance, `/approvals/${request.id}/approve`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.executed, second.body.data.executed].sort()).toEqual([false, true]);
    expect(first.body.data).toMatchObject({
      status: 'approved',
      decided_by: 'op_finance',
      decided_by_name: '演示财务',
    });
    expect(await balanceOf(server, player.token)).toBe('88.80');
    expect(await ledgerRows(server, player.userinfo.id)).toHaveLength(1);

    const audit = (await server.ops<AuditListed>('GET', `/audit?target=${player.username}`)).body.data.list;
    const approved = audit.find((row) => row.operator === 'op_finance' && row.status === 200);
    expect(approved?.before).toMatchObject({ requested_by: 'op_super_admin' });
    expect(approved?.after).toMatchObject({ requested_by: 'op_super_admin', decided_by: 'op_finance' });
    expect(audit.find((row) => row.action === 'POST /api/ops/users/credit')?.operator).toBe('op_super_admin');
  });

  it('a rejected debit leaves the balance untouched; a retried request is the same request', async () => {
    const { finance, as, requestCredit } = await crew(server);
    const player = await server.registerPlayer('fr');
    const first = await requestCredit(player.username, '-5.00', 'debit-1');
    const retried = await requestCredit(player.username, '-5.00', 'debit-1');
    expect(retried.id).toBe(first.id);
    expect(first.kind).toBe('debit');

    const noReason = await as(finance, `/approvals/${first.id}/reject`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    const rejected = await as(finance, `/approvals/${first.id}/reject`, { reason: '依据不足' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decided_by: 'op_finance' });
    expect((await as(finance, `/approvals/${first.id}/approve`)).status).toBe(422);
    expect(await ledgerRows(server, player.userinfo.id)).toHaveLength(0);
  });

  it('a 客服 can neither see nor decide money requests', async () => {
    const { support, as, requestCredit } = await crew(server);
    const player = await server.registerPlayer('fs');
    const request = await requestCredit(player.username, '10');
    const refused = await as(support, `/approvals/${request.id}/approve`);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('没有权限：加款与扣款');
    const listed = await server.opsAs<ApprovalJson[]>(support, 'GET', '/approvals?status=pending');
    expect(listed.body.data).toEqual([]);
    expect(await balanceOf(server, player.token)).toBe('0.00');
  });

  it('request → approve → cancel → approve, over and over, pays each request once', async () => {
    const { finance, as, requestCredit } = await crew(server);
    const player = await server.registerPlayer('fl');
    for (let round = 0; round < 3; round += 1) {
      const request = await requestCredit(player.username, '1.00');
      await Promise.all([
        as(finance, `/approvals/${request.id}/approve`),
        server.ops('POST', `/approvals/${request.id}/cancel`),
        as(finance, `/approvals/${request.id}/approve`),
      ]);
      expect((await server.ops('POST', `/approvals/${request.id}/cancel`)).status).toBe(422);
      expect((await as(finance, `/approvals/${request.id}/cancel`)).status).toBe(422);
      await as(finance, `/approvals/${request.id}/approve`);
    }
    const rows = await ledgerRows(server, player.userinfo.id);
    const listed = await server.ops<ApprovalJson[]>('GET', '/approvals?kind=credit');
    const approved = listed.body.data.filter(
      (row) => row.target === player.username && row.status === 'approved',
    );
    // Each request ends approved (paid once) or cancelled (never paid).
    expect(rows).toHaveLength(approved.length);
    expect(await balanceOf(server, player.token)).toBe(`${approved.length}.00`);
  });

  it('a withdrawal at the four-eyes line needs two operators; one below it is paid by one', async () => {
    const { finance, as } = await crew(server);
    const tools = financeTools(server);
    const player = await withdrawingPlayer(server, '12000');
    const small = await tools.withdraw(player.token, player.walletId, '4999.99');
    const large = await tools.withdraw(player.token, player.walletId, '5000.00');
    expect([small.status, large.status]).toEqual([200, 200]);

    const paid = await server.ops<WithdrawalJson>('POST', `/withdraws/${small.body.data.id}/approve`);
    expect(paid.body.data).toMatchObject({ status: 1, review: null });

    const asked = await server.ops<WithdrawalJson>('POST', `/withdraws/${large.body.data.id}/approve`);
    expect(asked.status).toBe(200);
    expect(asked.body.data.status).toBe(0);
    const review = asked.body.data.review as ApprovalJson;
    expect(review).toMatchObject({ kind: 'withdrawal', status: 'pending', requested_by: 'op_super_admin' });
    const again = await server.ops<WithdrawalJson>('POST', `/withdraws/${large.body.data.id}/approve`);
    expect(again.body.data.review?.id).toBe(review.id);
    const listed = await server.opsAs<WithdrawalJson[]>(finance, 'GET', '/withdraws');
    expect(listed.body.data.find((row) => row.id === large.body.data.id)?.review?.requested_by).toBe(
      'op_super_admin',
    );

    expect((await server.ops('POST', `/approvals/${review.id}/approve`)).status).toBe(422);
    const approved = await as(finance, `/approvals/${review.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', withdrawal: { status: 1 } });

    // A second 通过 on the withdrawal itself, by someone other than the requester, is the approval.
    const another = await tools.withdraw(player.token, player.walletId, '1500.00');
    await server.ops('PUT', '/config/withdraw_four_eyes_min', { value: '1000.00' });
    const requested = await server.ops<WithdrawalJson>('POST', `/withdraws/${another.body.data.id}/approve`);
    expect(requested.body.data.review).toMatchObject({ status: 'pending', mine: true });
    const second = await server.opsAs<WithdrawalJson>(
      finance,
      'POST',
      `/withdraws/${another.body.data.id}/approve`,
    );
    expect(second.body.data).toMatchObject({
      status: 1,
      review: { status: 'approved', decided_by: 'op_finance' },
    });
    await server.ops('PUT', '/config/withdraw_four_eyes_min', { value: '5000.00' });

    const messages = await server.get<{ list: Array<{ title: string }> }>(
      '/api/v1/messages?type=finance&per_page=20',
      player.token,
    );
    expect(messages.body.data.list.filter((message) => message.title === '提现已到账')).toHaveLength(3);
  });
});
