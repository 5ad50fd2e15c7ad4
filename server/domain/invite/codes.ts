import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { maskName } from '../mask-name';
import { randomCode } from '../users';

const ATTEMPTS = 5;

/**
 * Replaces the player's invite code: the old one stops working at once (a leaked code can be retired),
 * friends already linked stay linked, since the link is users.inviter_id and not the code.
 */
export async function regenerateInviteCode(db: Queryable, userId: number): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const code = randomCode(6);
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code)).limit(1);
    if (taken[0]) continue;
    try {
      await db.update(users).set({ inviteCode: code }).where(eq(users.id, userId));
      return code;
    } catch {
      // Another player took the same code between the check and the update: draw again.
    }
  }
  throw new Error('could not draw a free invite code');
}

/** Whether a code belongs to someone, with their masked name (the /ireg form shows who invites). */
export async function checkInviteCode(db: Queryable, code: string) {
  const [owner] = await db
    .select({ username: users.username, enabled: users.enabled })
    .from(users)
    .where(eq(users.inviteCode, code.trim().toUpperCase()))
    .limit(1);
  const valid = !!owner && owner.enabled === 1;
  return { valid, inviter: valid && owner ? maskName(owner.username) : '' };
}
