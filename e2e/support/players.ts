import type { APIRequestContext } from '@playwright/test';
import { api, apiLogin } from './api';
import { credit, ops, uniqueUsername } from './app';

/** The password of every player these helpers create. */
export const PLAYER_PASSWORD = 'secret123';

/** A new player with `amount` yuan credited through the ops CLI; returns the username. */
export async function fundedPlayer(prefix: string, amount: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await ops('user:create', username, PLAYER_PASSWORD);
  await credit(username, amount);
  return username;
}

export const fenOf = (yuan: string) => BigInt(yuan.replace('.', ''));
export const yuanOf = (fen: bigint) => `${fen / 100n}.${(fen % 100n).toString().padStart(2, '0')}`;

/** The player's balance in fen, read from the API (what the exact-money assertions compare). */
export async function balanceFen(request: APIRequestContext, username: string): Promise<bigint> {
  const token = await apiLogin(request, username, PLAYER_PASSWORD);
  const reply = await api<{ balance: string }>(request, token, 'GET', '/v1/user/balance');
  return fenOf(reply.body.data.balance);
}
