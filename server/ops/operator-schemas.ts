import { z } from 'zod';
import type { OperatorSessionRow } from '../domain/operators/sessions';

export const operatorName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{2,31}$/, '运营人员用户名须为 3-32 位小写字母、数字或下划线，字母开头');
export const operatorPassword = z.string().min(10, '运营人员密码至少 10 位').max(200);
export const roleList = z.array(z.string().min(1).max(64)).max(20);
export const permissionList = z.array(z.string().min(1).max(64)).max(100);
export const ipList = z.array(z.string().min(1).max(64)).max(50);

/** What the API answers about a session or API token: never its hash. */
export const sessionView = (session: OperatorSessionRow) => ({
  id: session.id,
  kind: session.kind,
  name: session.name,
  ip: session.ip,
  user_agent: session.userAgent,
  created_at: session.createdAt.toISOString(),
  last_seen_at: session.lastSeenAt.toISOString(),
  expires_at: session.expiresAt?.toISOString() ?? null,
  revoked: session.revokedAt !== null,
});
