// Who may call /api/ops: a bearer token of an operator (sign-in session or API token) whose roles grant the
// permission the route declares beside it (`config: { permission }`). The root X-Ops-Token only bootstraps
// the first 超级管理员. Every write is recorded in the hash-chained audit log (domain/operators/audit.ts).
import { PERMISSIONS, type Permission, type RoutePermission } from '@app/shared/ops';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { inOneTransaction } from '../db/ambient';
import type { Db } from '../db/client';
import { DomainError, RefusalAfterWrite } from '../domain/errors';
import { effectivePermissions, ROOT_TOKEN_REFUSED } from '../domain/operators/accounts';
import { type AuditEntry, appendAudit } from '../domain/operators/audit';
import { ipAllowed } from '../domain/operators/ip-allow';
import { operatorForToken } from '../domain/operators/sessions';

export interface SignedInOperator {
  id: number;
  username: string;
  /** The name shown to other staff (the console's top bar). */
  displayName: string;
  roles: string[];
  permissions: Permission[];
  sessionId: number;
  kind: 'session' | 'api';
}

export interface AuditDetail {
  target?: string;
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an /api/ops route needs; every one declares it (checked when routes are added). */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    operator: SignedInOperator | null;
    auditDetail: AuditDetail | null;
    /** Set once the write's audit row has committed with it. */
    auditWritten: boolean;
    /**
     * What the route's preHandler fetched before the write's transaction opened (an upload, a remote's
     * files): a transaction never stays open waiting on the network, on PGlite it would stall every player.
     */
    prepared: unknown;
    /** What the audit row of this write records beyond method, route and status. */
    audit(detail: AuditDetail): void;
  }
}

const NOT_SIGNED_IN = '请先以运营账号登录（ops login）';
const SESSION_ENDED = '运营登录已失效，请重新登录';

const bearerOf = (request: FastifyRequest) => {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

const TARGET_PARAMS = ['username', 'key', 'id', 'orderNo', 'lottery', 'remote', 'code', 'name'];

/** Whom or what a write touched, from the route's params or body when the handler did not say. */
function targetOf(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  for (const source of [params, body])
    for (const name of TARGET_PARAMS) {
      const value = source[name];
      if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 200);
    }
  return '';
}

function auditEntryOf(request: FastifyRequest, status: number): AuditEntry {
  const permission = request.routeOptions.config.permission;
  const detail = request.auditDetail ?? {};
  return {
    operatorId: request.operator?.id ?? null,
    operatorUsername: request.operator?.username ?? '',
    roles: request.operator?.roles ?? [],
    at: new Date(),
    ip: request.ip,
    requestId: String(request.id),
    action: `${request.method} ${request.routeOptions.url ?? request.url}`,
    label: permission && Object.hasOwn(PERMISSIONS, permission) ? PERMISSIONS[permission as Permission] : '',
    target: detail.target ?? targetOf(request),
    status,
    before: detail.before ?? null,
    after: detail.after ?? null,
  };
}

/**
 * The route's handler and its audit row run in one transaction: no committed write goes untraced, and a
 * refused or failed write leaves nothing but its row (onSend). A `RefusalAfterWrite` commits, then refuses.
 */
function auditInTransaction(route: RouteOptions, db: Db): void {
  const handler = route.handler;
  route.handler = async function (this: FastifyInstance, request, reply) {
    let refusal: RefusalAfterWrite | null = null;
    const result = await inOneTransaction(
      db,
      async () => {
        try {
          return await handler.call(this, request, reply);
        } catch (error) {
          if (!(error instanceof RefusalAfterWrite)) throw error;
          refusal = error;
          return undefined;
        }
      },
      () => appendAudit(db, auditEntryOf(request, refusal?.status ?? reply.statusCode)),
    );
    request.auditWritten = true;
    if (refusal) throw refusal;
    return result;
  };
}

export interface OpsRoute {
  method: string;
  url: string;
  permission: RoutePermission;
}

// Every /api/ops route of each app (by its database), as declared: the permission table test walks them.
const routeTables = new WeakMap<Db, OpsRoute[]>();
export const opsRoutesOf = (db: Db): readonly OpsRoute[] => routeTables.get(db) ?? [];

export function installOperatorAuth(app: FastifyInstance, db: Db): void {
  const table: OpsRoute[] = [];
  routeTables.set(db, table);
  app.decorateRequest('operator', null);
  app.decorateRequest('auditDetail', null);
  app.decorateRequest('auditWritten', false);
  app.decorateRequest('prepared', null);
  app.decorateRequest('audit', function (this: FastifyRequest, detail: AuditDetail) {
    this.auditDetail = { ...this.auditDetail, ...detail };
  });

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission)
      throw new Error(`运维接口 ${route.method} ${route.url} 没有声明权限（config.permission）`);
    if (!['self', 'public'].includes(permission) && !Object.hasOwn(PERMISSIONS, permission))
      throw new Error(`运维接口 ${route.method} ${route.url} 声明了未知权限 ${permission}`);
    const methods = [route.method].flat();
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, permission });
    if (permission !== 'public' && !methods.includes('GET')) auditInTransaction(route, db);
  });

  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === 'public') return;
    const token = bearerOf(request);
    if (!token && request.headers['x-ops-token'] !== undefined)
      throw new DomainError(403, ROOT_TOKEN_REFUSED);
    if (!token) throw new DomainError(401, NOT_SIGNED_IN);
    const found = await operatorForToken(db, token);
    if (!found) throw new DomainError(401, SESSION_ENDED);
    const { operator, session } = found;
    const permissions = await effectivePermissions(db, operator);
    request.operator = {
      id: operator.id,
      username: operator.username,
      displayName: operator.displayName,
      roles: operator.roles,
      permissions,
      sessionId: session.id,
      kind: session.kind,
    };
    if (!ipAllowed(operator.ipAllowList, request.ip))
      throw new DomainError(403, `该 IP（${request.ip}）不在允许列表中`);
    if (permission !== 'self' && (!permission || !permissions.includes(permission)))
      throw new DomainError(403, `没有权限：${permission ? PERMISSIONS[permission] : '未知接口'}`);
  });

  // A signed-in write's row joins the write's own transaction (auditInTransaction). A refused or failed write
  // committed nothing, and a sign-in (public) opens no unit: their rows are written as the reply goes out.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.auditWritten) return payload;
    try {
      await appendAudit(db, auditEntryOf(request, reply.statusCode));
    } catch (error) {
      request.log.error({ err: error }, 'ops audit write failed');
    }
    return payload;
  });
}
