import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TestServer } from '../server';

export interface Player {
  id: number;
  username: string;
  password: string;
  token: string;
}

/** The account flags the matrix exercises; each one governs a few endpoints (see flag-rules.ts). */
export type Flag = 'isBlack' | 'disableWithdraw' | 'disableGame' | 'disableNggame';

export interface Roles {
  owner: Player;
  other: Player;
  agent: Player;
  disabled: Player;
  revoked: Player;
  flagged: Record<Flag, Player>;
}

async function register(server: TestServer, prefix: string, credit?: string): Promise<Player> {
  const player = await server.registerPlayer(prefix);
  if (credit) {
    const reply = await server.credit(player.username, credit);
    if (reply.status !== 200) throw new Error(`credit failed: ${reply.body.message}`);
  }
  return {
    id: player.userinfo.id,
    username: player.username,
    password: player.password,
    token: player.token,
  };
}

async function login(server: TestServer, username: string, password: string): Promise<Player> {
  const reply = await server.post<{ token: string; userinfo: { id: number } }>('/api/v1/login', {
    username,
    password,
  });
  if (reply.status !== 200) throw new Error(`login ${username} failed: ${reply.body.message}`);
  return { id: reply.body.data.userinfo.id, username, password, token: reply.body.data.token };
}

/** One account per role, each logged in; flagged accounts hold money so only their flag can stop them. */
export async function createRoles(server: TestServer): Promise<Roles> {
  const owner = await login(server, 'demo', 'demo123456');
  const other = await register(server, 'other', '1000');
  const agent = await login(server, 'agent01', 'agent123456');
  const disabled = await register(server, 'off', '1000');
  await server.db.update(users).set({ enabled: 0 }).where(eq(users.id, disabled.id));
  const revoked = await register(server, 'gone');
  await server.post('/api/v1/logout', undefined, revoked.token);
  const flagged = {} as Record<Flag, Player>;
  for (const flag of ['isBlack', 'disableWithdraw', 'disableGame', 'disableNggame'] as const) {
    flagged[flag] = await register(server, flag.slice(0, 6), '1000');
    await server.db
      .update(users)
      .set({ [flag]: 1 })
      .where(eq(users.id, flagged[flag].id));
  }
  return { owner, other, agent, disabled, revoked, flagged };
}
