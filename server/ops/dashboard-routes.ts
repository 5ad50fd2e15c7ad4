import type { Permission } from '@app/shared/ops';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { realtimeEventSchemas } from '@app/shared/realtime-contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { dashboardFigures } from '../domain/reports/dashboard';
import { envelopeOf, ok } from '../http/envelope';
import type { Realtime } from '../realtime';

const tags = ['ops'];
const security = [{ opsToken: [] }];

const dashboardEnvelope = envelopeOf(
  realtimeEventSchemas[REALTIME_EVENTS.dashboardUpdated].extend({
    live: z
      .strictObject({ app_key: z.string(), channel: z.string(), event: z.string() })
      .describe('where the same figures are pushed while they change'),
  }),
);
const channelSignatureEnvelope = envelopeOf(
  z.strictObject({ auth: z.string().describe('app_key:signature for the Pusher subscribe') }),
);

/** How many players are online now (the realtime server's heartbeats). */
export const onlinePlayerCount = async (realtime: Realtime) => (await realtime.online.onlineUsers()).length;

/** The operators' private channels and the permission that may hear each. */
const CHANNEL_PERMISSIONS: Record<string, Permission> = {
  [REALTIME_CHANNELS.opsDashboard]: 'dashboard.read',
  [REALTIME_CHANNELS.opsRisk]: 'trading.read',
};

/**
 * 运营概览: the figures, and the signature for their private channel. The channel signature is a GET: it
 * changes nothing, so a console's every (re)connection does not fill the audit log with rows.
 */
export function registerDashboardOps(app: FastifyInstance, db: Db, realtime: Realtime): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/dashboard',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags,
        security,
        description: '运营概览：待审核提现、充值、申请，今日流水、派奖、盈亏与在线人数',
        response: { 200: dashboardEnvelope },
      },
    },
    async () =>
      ok({
        ...(await dashboardFigures(db, await onlinePlayerCount(realtime))),
        live: {
          app_key: realtime.key,
          channel: REALTIME_CHANNELS.opsDashboard,
          event: REALTIME_EVENTS.dashboardUpdated,
        },
      }),
  );

  // Any signed-in operator may ask; each channel then needs its own permission.
  typed.get(
    '/realtime/auth',
    {
      config: { permission: 'self' },
      schema: {
        tags,
        security,
        description:
          '运营后台实时频道的订阅签名：private-ops-dashboard（查看运营概览）、private-ops-risk（查看赛事与彩票）',
        querystring: z.object({
          channel_name: z.string().max(164),
          socket_id: z.string().regex(/^\d+\.\d+$/, '请求参数错误：socket_id 格式不正确'),
        }),
        response: { 200: channelSignatureEnvelope },
      },
    },
    async (request) => {
      const { channel_name: channel, socket_id: socket } = request.query;
      const needed = Object.hasOwn(CHANNEL_PERMISSIONS, channel) ? CHANNEL_PERMISSIONS[channel] : undefined;
      if (!needed || !request.operator?.permissions.includes(needed))
        throw new DomainError(403, '您没有权限访问该频道');
      return ok({ auth: realtime.signChannel(socket, channel) });
    },
  );
}
