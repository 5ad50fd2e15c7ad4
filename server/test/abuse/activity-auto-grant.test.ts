import { randomUUID } from 'node:crypto';
import { toFen } from '@app/shared/format';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activities, activityApplications, ledger, messages, users } from '../../db/schema';
import { grantAutomaticRewards } from '../../domain/activity/auto-grant';
import { type AutoGrants, startAutoGrants } from '../../domain/activity/auto-grant-wiring';
import { changeBalanceNow, moneyTransaction } from '../../domain/ledger';
import { lotteryTools } from '../../domain/lottery/testing';
import { type MessageRow, onMessageDelivered } from '../../domain/messages/messages';
import { countValidTurnover } from '../../domain/valid-turnover';
import { describeOnEachDatabase, type TestServer } from '../server';
import { balanceOf, fundedPlayer } from '../sports';

const FIRST_DEPOSIT_ID = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const rewardRows = (server: TestServer, userId: number) =>
  server.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.type, 'activity_reward')))
    .orderBy(ledger.id);

/** A deposit committed through the ledger, as a gateway callback or an operator confirmation writes it. */
const deposit = (server: TestServer, player: Player, yuan: string) =>
  changeBalanceNow(server.db, {
    userId: player.userinfo.id,
    amountFen: toFen(yuan),
    type: 'deposit',
    idempotencyKey: `deposit:${randomUUID()}`,
  });

/** A stake settled won or lost, counted inside a money transaction as settlement counts it. */
const settled = (server: TestServer, player: Player, yuan: string) =>
  moneyTransaction(server.db, (tx) =>
    countValidTurnover(tx, [
      {
        userId: player.userinfo.id,
        gameType: 'lottery',
        source: `test:${randomUUID()}`,
        amountFen: toFen(yuan),
        title: '测试投注',
      },
    ]),
  );

describeOnEachDatabase(
  'activities: 自动发放 pays each owed player once per period, and cannot be farmed',
  (server) => {
    const { placed } = lotteryTools(server);

    // The background 自动发放 as the app runs it; `idle()` waits until every commit so far has been checked.
    let autoGrants: AutoGrants;
    const failures: unknown[] = [];
    beforeAll(() => {
      autoGrants = startAutoGrants(server.db, { warn: (details) => failures.push(details) });
    });
    afterAll(async () => {
      await autoGrants.stop();
      expect(failures).toEqual([]);
    });

    /** Once the background grant has checked every commit so far, the player has exactly `count` rewards. */
    const expectRewards = async (player: Player, count: number) => {
      await autoGrants.idle();
      expect(await rewardRows(server, player.userinfo.id)).toHaveLength(count);
    };

    it('a deposit reaching 100 pays 首充奖励 unasked, once, with the ledger row, 已发放 and a message', async () => {
      const player = await fundedPlayer(server, '0');
      await deposit(server, player, '60');
      await expectRewards(player, 0);

      await deposit(server, player, '40');
      await expectRewards(player, 1);
      const [reward] = await rewardRows(server, player.userinfo.id);
      expect(reward).toMatchObject({
        amount: toFen('18'),
        before: toFen('100'),
        after: toFen('118'),
        idempotencyKey: `activity:${FIRST_DEPOSIT_ID}:${player.userinfo.id}:once`,
      });
      const status = await server.get(
        `/api/v1/activity/${FIRST_DEPOSIT_ID}/application-status`,
        player.token,
      );
      expect(status.body.data).toMatchObject({
        applied: true,
        can_apply: false,
        application: { status: 1, status_text: '已发放', reward: '18.00' },
      });
      const inbox = await server.get<{ list: Array<{ title: string; content: string; type: string }> }>(
        '/api/v1/messages',
        player.token,
      );
      expect(inbox.body.data.list[0]).toMatchObject({ title: '活动奖励已到账', type: 'activity' });
      expect(inbox.body.data.list[0]?.content).toContain('「首充奖励」');

      // More deposits, a withdrawal refunded, a sweep of everyone: nothing more.
      await deposit(server, player, '500');
      await changeBalanceNow(server.db, {
        userId: player.userinfo.id,
        amountFen: -toFen('100'),
        type: 'withdraw',
      });
      await changeBalanceNow(server.db, {
        userId: player.userinfo.id,
        amountFen: toFen('100'),
        type: 'withdraw_refund',
      });
      await grantAutomaticRewards(server.db);
      await expectRewards(player, 1);
      expect(await balanceOf(server, player.token)).toBe('618.00');
      const refused = await server.post(
        '/api/v1/activity/apply',
        { activity_id: FIRST_DEPOSIT_ID },
        player.token,
      );
      expect(refused.body.message).toBe('该活动满足条件后系统自动发放，无需申请');
    });

    it('grants racing each other and a tap on 立即申请 pay once; the player hears of it once', async () => {
      // A condition met without an event (a newcomer gift), so only the racing grants below can pay it.
      const [gift] = await server.db
        .insert(activities)
        .values({
          typeId: 1,
          title: '自动新人礼',
          rule: { kind: 'newcomer', within_days: 7 },
          reward: toFen('8'),
          autoGrant: true,
        })
        .returning();
      if (!gift) throw new Error('no activity');
      try {
        const player = await fundedPlayer(server, '0');
        const announced: MessageRow[] = [];
        const stopListening = onMessageDelivered(server.db, (message) => announced.push(message));
        const results = await Promise.allSettled([
          ...Array.from({ length: 6 }, () =>
            grantAutomaticRewards(server.db, { userIds: [player.userinfo.id] }),
          ),
          grantAutomaticRewards(server.db),
          server.post('/api/v1/activity/apply', { activity_id: gift.id }, player.token),
        ]);
        expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
        expect(await rewardRows(server, player.userinfo.id)).toHaveLength(1);
        expect(await balanceOf(server, player.token)).toBe('8.00');
        const applications = await server.db
          .select()
          .from(activityApplications)
          .where(eq(activityApplications.userId, player.userinfo.id));
        expect(applications).toEqual([expect.objectContaining({ status: 1, periodKey: 'once' })]);
        stopListening();
        // The full sweep also pays the other players this new activity owes: only this player's count here.
        expect(announced.filter((message) => message.userId === player.userinfo.id)).toEqual([
          expect.objectContaining({ userId: player.userinfo.id, title: '活动奖励已到账' }),
        ]);
        const inbox = await server.db.select().from(messages).where(eq(messages.userId, player.userinfo.id));
        expect(inbox).toHaveLength(1);
      } finally {
        await server.db.update(activities).set({ enabled: false }).where(eq(activities.id, gift.id));
      }
    });

    it('a daily turnover activity: cancelled and refunded stakes pay nothing; settled ones pay once a day', async () => {
      const [daily] = await server.db
        .insert(activities)
        .values({
          typeId: 3,
          title: '自动日流水',
          rule: { kind: 'turnover', min_turnover: '1000' },
          reward: toFen('10'),
          period: 'daily',
          autoGrant: true,
        })
        .returning();
      if (!daily) throw new Error('no activity');
      const player = await fundedPlayer(server, '50000');
      const rewards = async () =>
        (await rewardRows(server, player.userinfo.id)).filter((row) =>
          row.idempotencyKey?.startsWith(`activity:${daily.id}:`),
        );

      // Stake 20,000 and cancel it, three times: the stake comes back and no turnover ever counts.
      for (let round = 0; round < 3; round += 1) {
        const bet = await placed(player.token, {
          lottery_id: 2,
          play_id: 'k3_hz',
          codes: '3',
          amount: '20000',
          multiple: 1,
        });
        await grantAutomaticRewards(server.db);
        const cancel = await server.post('/api/v1/liujiu/bet/cancel', { bet_id: bet.id }, player.token);
        expect(cancel.status).toBe(200);
        await grantAutomaticRewards(server.db);
      }
      expect(await rewards()).toEqual([]);
      expect(await balanceOf(server, player.token)).toBe('50000.00');

      // 999 settled is short of the line; 1 more reaches it and the settlement's commit pays at once.
      await settled(server, player, '999');
      await autoGrants.idle();
      expect(await rewards()).toEqual([]);
      await Promise.all([settled(server, player, '1'), settled(server, player, '500')]);
      await autoGrants.idle();
      expect(await rewards()).toHaveLength(1);
      await grantAutomaticRewards(server.db);
      expect(await rewards()).toHaveLength(1);

      // The next Beijing day is a new period: paid again only once that day's own stakes reach the line.
      const tomorrow = new Date(Date.now() + DAY_MS);
      await grantAutomaticRewards(server.db, { now: tomorrow });
      expect(await rewards()).toHaveLength(1);
      expect(await balanceOf(server, player.token)).toBe('50010.00');
    });

    it('a blacklisted player is owed nothing', async () => {
      const player = await fundedPlayer(server, '0');
      await server.db.update(users).set({ isBlack: 1 }).where(eq(users.id, player.userinfo.id));
      await deposit(server, player, '300');
      await grantAutomaticRewards(server.db);
      await expectRewards(player, 0);
    });
  },
);
