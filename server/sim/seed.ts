import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agentDomains, appConfig, banners, notices } from '../db/schema';
import { CONFIG_DEFAULTS, SUPERSEDED_SEED_VALUES } from '../domain/config';
import { changeBalance } from '../domain/ledger';
import { createUser, findUserByName } from '../domain/users';
import { seedCommunity } from './community-seed';
import { BANNERS, DEMO_USERS, NOTICES } from './fixtures';
import { seedGames } from './games-seed';
import { seedLotteries } from './lottery-seed';
import { seedDemoOperators } from './operators-seed';
import { seedSocial } from './social-seed';
import { DEFAULT_SIM_SEED } from './sports-fixtures';
import { ensureFixtures } from './sports-seed';

/**
 * Demo data on first start. Idempotent: each part is only added when missing, so restarts and
 * repeated calls never duplicate rows or overwrite what operators changed.
 */
export async function seed(
  db: Db,
  options: { now?: Date; simSeed?: number; demoOperators?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const { agent, player, agentDomain } = DEMO_USERS;
    let agentUser = await findUserByName(tx, agent.username);
    if (!agentUser) {
      agentUser = await createUser(tx, {
        username: agent.username,
        password: agent.password,
        isAgent: true,
        agentCode: agent.agentCode,
        inviteCode: agent.inviteCode,
        isMock: true,
      });
    }
    await tx
      .insert(agentDomains)
      .values({ domain: agentDomain, agentId: agentUser.id })
      .onConflictDoNothing();
    if (!(await findUserByName(tx, player.username))) {
      const demo = await createUser(tx, {
        username: player.username,
        password: player.password,
        inviteCode: player.inviteCode,
        agentId: agentUser.id,
        isMock: true,
      });
      // Even demo money enters through the ledger, so the balance always equals the sum of its rows.
      await changeBalance(tx, {
        userId: demo.id,
        amountFen: player.balanceFen,
        type: 'seed',
        remark: '演示账户初始余额',
      });
    }
    const configRows = Object.entries(CONFIG_DEFAULTS).map(([key, value]) => ({ key, value }));
    await tx.insert(appConfig).values(configRows).onConflictDoNothing();
    for (const [key, old] of Object.entries(SUPERSEDED_SEED_VALUES)) {
      await tx
        .update(appConfig)
        .set({ value: CONFIG_DEFAULTS[key] })
        .where(and(eq(appConfig.key, key), sql`${appConfig.value} = ${JSON.stringify(old)}::jsonb`));
    }

    const [bannerCount] = await tx.select({ n: count() }).from(banners);
    if ((bannerCount?.n ?? 0) === 0) await tx.insert(banners).values(BANNERS);
    const [noticeCount] = await tx.select({ n: count() }).from(notices);
    if ((noticeCount?.n ?? 0) === 0) await tx.insert(notices).values(NOTICES);
  });
  if (options.demoOperators ?? true) await seedDemoOperators(db);
  await seedGames(db);
  await seedSocial(db);
  await seedLotteries(db, options.now);
  // Sports fixtures from yesterday to three days ahead (the simulator keeps them coming).
  await db.transaction((tx) =>
    ensureFixtures(tx, options.now ?? new Date(), options.simSeed ?? DEFAULT_SIM_SEED),
  );
  await seedCommunity(db, options.now);
}
