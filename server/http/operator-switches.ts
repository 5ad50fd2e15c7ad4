import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { type ConfigValue, readAllConfigCached } from '../domain/config';
import { DomainError } from '../domain/errors';

export const MAINTENANCE_MESSAGE = '系统维护中';

const truthy = (value: ConfigValue | undefined) =>
  value === true || value === 1 || value === '1' || value === 'true';

/** maintenance_mode on, or the site closed by appinfo.site_state = 0. */
export function inMaintenance(config: Record<string, ConfigValue>): boolean {
  return truthy(config.maintenance_mode) || Number(config.site_state ?? 1) === 0;
}

// What still answers during maintenance: the operator, the config (open shells learn when it ends), the
// realtime handshake that carries the config event, client logs, and signing out.
const MAINTENANCE_EXEMPT = [
  '/api/ops/',
  '/api/v1/app/',
  '/api/v1/appinfo',
  '/api/v1/broadcasting/',
  '/api/v1/logs',
  '/api/v1/logout',
];

// Areas a nav switch closes on the server too: the switch, the routes and what a player is told.
const CLOSED_AREAS: Array<{ key: string; message: string; routes: RegExp }> = [
  {
    key: 'nav_sports_enabled',
    message: '体育竞猜已关闭',
    routes: /^\/api\/v1\/(order|inplay)\/submit$/,
  },
  { key: 'nav_live_ball_enabled', message: '滚球已关闭', routes: /^\/api\/v1\/inplay\/submit$/ },
  {
    key: 'nav_expert_enabled',
    message: '专家推荐已关闭',
    routes: /^\/api\/v1\/(expert-|experts(\/|$)|promo\/expert)/,
  },
];

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * The operator's switches enforced before any route runs: with maintenance on every write answers 503
 * 系统维护中 (reads still answer, so pages can say why), and an area switched off answers 403.
 */
export function installOperatorSwitches(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const write = isWrite(request.method);
    // Every area a route belongs to (an in-play bet is a sports bet and a 滚球 bet): the first closed refuses.
    const areas = CLOSED_AREAS.filter((candidate) => candidate.routes.test(path));
    if (areas.length === 0 && !write) return;
    if (MAINTENANCE_EXEMPT.some((prefix) => path.startsWith(prefix))) return;
    const config = await readAllConfigCached(db);
    if (write && inMaintenance(config)) throw new DomainError(503, MAINTENANCE_MESSAGE);
    const closed = areas.find((area) => !truthy(config[area.key]));
    if (closed) throw new DomainError(403, closed.message);
  });
}
