import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { UserRow } from '../domain/tokens';
import { userForToken } from '../domain/tokens';
import { ApiError } from './envelope';

export interface Session {
  user: UserRow;
  tokenId: number;
  token: string;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The logged-in player of this request, or a 401 envelope. */
export async function requireSession(db: Db, request: FastifyRequest): Promise<Session> {
  const token = bearerToken(request);
  const found = token ? await userForToken(db, token) : null;
  if (!token || !found) throw new ApiError(401);
  if (found.user.enabled !== 1) throw new ApiError(403, '账号已被禁用');
  return { ...found, token };
}
