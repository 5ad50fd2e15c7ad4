import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { activities, ledger, users } from '../../db/schema';
import { describeOnEachDatabase, type TestServer } from '../../test/server';
import { balanceOf, fundedPlayer } from '../../test/sports';
import { settledStake } from '../../test/turnover';

interface ActivityJson {
  id: number;
  type_id: number;
  title: string;
  kind: string;
  reward: string;
}
interface ApplicationJson {
  id: number;
  status: number;
  status_text: string;
  reward: string;
  repeated: boolean;
  balance: string;
}

async function activityByTitle(server: TestServer, title: string): Promise<ActivityJson> {
  const list = await server.get<{ list: ActivityJson[] }>('/api/v1/activity/list?per_page=50');
  const found = list.body.data.list.find((activity) => activity.title === title);
  if (!found) throw new Error(`no activity ${title}`);
  return found;
}

const rewardRows = (server: TestServer, userId: number) =>
  server.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.type, 'activity_reward')));

describeOnEachDatabase('activities: catalogue, apply, review', (server) => {
  const apply = (token: string, activityId: number, key?: string) =>
    server.post<ApplicationJson>(
      '/api/v1/activity/apply',
      { activity_id: activityId },
      token,
      key ? { 'idempotency-key': key } : {},
    );

  it('shows the tabs, the running activities by tab and a detail to anyone', async () => {
    const types = await server.get<Array<{ id: number; name: string }>>('/api/v1/activity/types');
    expect(types.body.data.map((type) => type.name)).toEqual([
      '新人专享',
      '充值优惠',
      '流水奖励',
      '日常活动',
    ]);
    const turnover = await server.get<{ list: ActivityJson[]; total: number }>(
      '/api/v1/activity/list?type_id=3',
    );
    expect(turnover.body.data.list.map((activity) => activity.title)).toEqual(['每日流水奖励', '周流水豪礼']);
    const first = await server.get<ActivityJson & { condition: string }>('/api/v1/activity/detail/1');
    expect(first.body.data).toMatchObject({
      title: '首充奖励',
      reward: '18.00',
      condition: '累计充值满 100.00 元',
    });
    expect((await server.get('/api/v1/activity/detail/99999')).status).toBe(404);
  });

  it('pays a newcomer gift at once, exactly once, even for concurrent taps', async () => {
    const player = await server.registerPlayer('act');
    const gift = await activityByTitle(server, '新人礼金');
    const replies = await Promise.all(Array.from({ length: 6 }, () => apply(player.token, gift.id)));
    const accepted = replies.filter((reply) => reply.status === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.body.data).toMatchObject({ status: 1, status_text: '已发放', reward: '8.00' });
    for (const reply of replies.filter((each) => each.status !== 200)) {
      expect(reply.body.message).toBe('您已参与过该活动');
    }
    expect(await balanceOf(server, player.token)).toBe('8.00');
    expect(await rewardRows(server, player.userinfo.id)).toHaveLength(1);
    const status = await server.get(`/api/v1/activity/${gift.id}/application-status`, player.token);
    expect(status.body.data).toMatchObject({ applied: true, can_apply: false });
  });

  it('a repeated Idempotency-Key returns the first application without paying again', async () => {
    const player = await server.registerPlayer('idem');
    const gift = await activityByTitle(server, '新人礼金');
    const first = await apply(player.token, gift.id, 'tap-1');
    const again = await apply(player.token, gift.id, 'tap-1');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, repeated: true });
    expect(await balanceOf(server, player.token)).toBe('8.00');
  });

  it('the first-deposit reward is 自动发放: never applied for, its progress shown until paid in', async () => {
    const player = await fundedPlayer(server, '500');
    const first = await server.get<ActivityJson & { auto_grant: boolean; grant_text: string }>(
      '/api/v1/activity/detail/1',
    );
    expect(first.body.data).toMatchObject({ auto_grant: true, grant_text: '自动发放', period_key: 'once' });
    const refused = await apply(player.token, 1);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('该活动满足条件后系统自动发放，无需申请');
    const status = await server.get(`/api/v1/activity/1/application-status`, player.token);
    expect(status.body.data).toMatchObject({
      applied: false,
      can_apply: false,
      eligible: false,
      progress: 0,
    });
    expect(await rewardRows(server, player.userinfo.id)).toHaveLength(0);
  });

  it('pays the daily turnover reward once the day’s stakes reach the threshold', async () => {
    const player = await fundedPlayer(server, '2000');
    const daily = await activityByTitle(server, '每日流水奖励');
    expect((await apply(player.token, daily.id)).body.message).toBe(
      '暂未满足条件：有效投注 0.00 / 1000.00 元',
    );
    await settledStake(server, player.userinfo.id, 'lottery', '1000');
    const paid = await apply(player.token, daily.id);
    expect(paid.body.data).toMatchObject({ status: 1, reward: '10.00' });
  });

  it('sends a manual activity to review; the operator approves once and the player is paid once', async () => {
    const player = await server.registerPlayer('man');
    const share = await activityByTitle(server, '晒单有礼');
    const pending = await apply(player.token, share.id);
    expect(pending.body.data).toMatchObject({ status: 0, status_text: '审核中' });
    expect(await balanceOf(server, player.token)).toBe('0.00');
    const queue = await server.ops<Array<{ id: number; username: string }>>('GET', '/activity-applications');
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({ id: pending.body.data.id, username: player.username, title: '晒单有礼' }),
    );

    const approvals = await Promise.all([
      server.ops('POST', `/activity-applications/${pending.body.data.id}/approve`, {}),
      server.ops('POST', `/activity-applications/${pending.body.data.id}/approve`, {}),
    ]);
    expect(approvals.map((reply) => reply.status).sort()).toEqual([200, 422]);
    expect(await balanceOf(server, player.token)).toBe('28.00');
    expect(await rewardRows(server, player.userinfo.id)).toHaveLength(1);
    const reject = await server.ops('POST', `/activity-applications/${pending.body.data.id}/reject`, {});
    expect(reject.body.message).toBe('该申请已处理');

    const records = await server.get<{ list: Array<{ title: string; status_text: string }> }>(
      '/api/v1/activity/my-applications',
      player.token,
    );
    expect(records.body.data.list).toEqual([
      expect.objectContaining({ title: '晒单有礼', status_text: '已发放' }),
    ]);
    const messages = await server.get<{ list: Array<{ title: string }> }>('/api/v1/messages', player.token);
    expect(messages.body.data.list[0]?.title).toBe('活动奖励已到账');
  });

  it('a rejected application pays nothing and tells the player why', async () => {
    const player = await server.registerPlayer('rej');
    const share = await activityByTitle(server, '晒单有礼');
    const pending = await apply(player.token, share.id);
    const rejected = await server.ops('POST', `/activity-applications/${pending.body.data.id}/reject`, {
      remark: '截图不清晰',
    });
    expect(rejected.body.data).toMatchObject({ status: 2, status_text: '已拒绝' });
    expect(await balanceOf(server, player.token)).toBe('0.00');
    const messages = await server.get<{ list: Array<{ content: string }> }>('/api/v1/messages', player.token);
    expect(messages.body.data.list[0]?.content).toContain('截图不清晰');
  });

  it('does not pay a player blacklisted or disabled after applying; the desk can still reject', async () => {
    const share = await activityByTitle(server, '晒单有礼');
    for (const flag of [{ isBlack: 1 }, { enabled: 0 }]) {
      const player = await server.registerPlayer('blk');
      const pending = await apply(player.token, share.id);
      await server.db.update(users).set(flag).where(eq(users.id, player.userinfo.id));
      const approve = await server.ops('POST', `/activity-applications/${pending.body.data.id}/approve`, {});
      expect(approve.status).toBe(422);
      expect(approve.body.message).toBe('该玩家已被禁用或列入黑名单，不能发放活动奖励；请驳回该申请');
      expect(await rewardRows(server, player.userinfo.id)).toHaveLength(0);
      const reject = await server.ops('POST', `/activity-applications/${pending.body.data.id}/reject`, {});
      expect(reject.body.data).toMatchObject({ status: 2, status_text: '已拒绝' });
    }
  });

  it('keeps applications private: other players and anonymous visitors see nothing', async () => {
    const owner = await server.registerPlayer('own');
    const other = await server.registerPlayer('oth');
    const gift = await activityByTitle(server, '新人礼金');
    await apply(owner.token, gift.id);
    const theirs = await server.get<{ list: unknown[] }>('/api/v1/activity/my-applications', other.token);
    expect(theirs.body.data.list).toEqual([]);
    const otherStatus = await server.get(`/api/v1/activity/${gift.id}/application-status`, other.token);
    expect(otherStatus.body.data).toMatchObject({ applied: false, can_apply: true });
    for (const reply of [
      await server.get('/api/v1/activity/my-applications'),
      await server.get(`/api/v1/activity/${gift.id}/application-status`),
      await server.post('/api/v1/activity/apply', { activity_id: gift.id }),
    ]) {
      expect(reply.status).toBe(401);
    }
  });

  it('refuses ended activities and blacklisted players', async () => {
    const player = await server.registerPlayer('end');
    const [ended] = await server.db
      .insert(activities)
      .values({
        typeId: 4,
        title: '已结束活动',
        rule: { kind: 'manual' },
        endsAt: new Date(Date.now() - 1000),
      })
      .returning();
    expect((await apply(player.token, ended?.id ?? 0)).body.message).toBe('活动未开始或已结束');
    const list = await server.get<{ list: ActivityJson[] }>('/api/v1/activity/list?per_page=50');
    expect(list.body.data.list.map((activity) => activity.title)).not.toContain('已结束活动');

    await server.db.update(users).set({ isBlack: 1 }).where(eq(users.id, player.userinfo.id));
    const gift = await activityByTitle(server, '新人礼金');
    expect((await apply(player.token, gift.id)).body.message).toBe('您的账户暂不能参与活动');
    expect(await balanceOf(server, player.token)).toBe('0.00');
  });
});
