import { BUILT_IN_ROLES, ROLES } from '@app/shared/ops';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operators } from '../db/schema';
import { createOperator, operatorCount } from '../domain/operators/accounts';

/** The demo operators' password (demo data only, like the demo players'); their TOTP secrets are random. */
export const DEMO_OPERATOR_PASSWORD = 'demo123456';
/** One demo operator per built-in role: op_super_admin, op_operations, ... */
export const DEMO_OPERATORS = BUILT_IN_ROLES.map((role) => ({
  username: `op_${role}`,
  role,
  label: ROLES[role].label,
}));

/**
 * One operator per role, only on a database without operators: one set up with `ops bootstrap` (or started
 * with DEMO_OPERATORS=0) never gains demo operators later.
 */
export async function seedDemoOperators(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute('LOCK TABLE operators IN EXCLUSIVE MODE');
    if ((await operatorCount(tx)) > 0) return;
    for (const demo of DEMO_OPERATORS)
      await createOperator(tx, {
        username: demo.username,
        password: DEMO_OPERATOR_PASSWORD,
        displayName: `演示${demo.label}`,
        roles: [demo.role],
      });
  });
}

/** The demo operators still present, with their TOTP secrets, for the start banner. */
export async function demoOperatorSecrets(db: Db) {
  const rows = await db
    .select({ username: operators.username, totpSecret: operators.totpSecret, roles: operators.roles })
    .from(operators)
    .where(
      inArray(
        operators.username,
        DEMO_OPERATORS.map((demo) => demo.username),
      ),
    )
    .orderBy(operators.id);
  return rows.map((row) => ({
    username: row.username,
    totpSecret: row.totpSecret,
    role: DEMO_OPERATORS.find((demo) => demo.username === row.username)?.label ?? '',
  }));
}
