import type { UserInfo } from '../types';
import { useSession } from './store';

/** The player's money figures: the server pushes them live and the user reads return them too. */
export const MONEY_FIELDS = ['balance', 'codingvolume', 'paysum', 'totalgame'] as const;

let pushes = 0;

/** Stores money figures the server pushed live: they are newer than any read still on its way. */
export function applyPushedFigures(figures: Partial<UserInfo>): void {
  pushes += 1;
  useSession.getState().updateUser(figures);
}

/**
 * Reads the user (or part of it) and stores the answer. A push that arrived while the read was on its way
 * is newer than the read's money figures (the read was answered before that change or with it), so those
 * figures are dropped and the pushed ones stay; every other field of the answer is stored.
 */
export async function readUser<T extends Partial<UserInfo>>(read: () => Promise<T>): Promise<T> {
  const pushesBefore = pushes;
  const answer = await read();
  useSession.getState().updateUser(pushesBefore === pushes ? answer : withoutMoneyFigures(answer));
  return answer;
}

function withoutMoneyFigures(answer: Partial<UserInfo>): Partial<UserInfo> {
  const rest: Partial<UserInfo> = { ...answer };
  for (const field of MONEY_FIELDS) delete rest[field];
  return rest;
}
