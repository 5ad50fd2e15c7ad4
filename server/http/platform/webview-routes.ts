import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { probeFrame } from '../../domain/webview/frame-probe';
import type { RouteDeps } from '../deps';
import { envelopeOf, ok } from '../envelope';
import { rateLimiters } from '../rate-limits';

const webUrl = (message: string) =>
  z
    .string({ error: message })
    .max(2048, message)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), message);

/** framable: false when the page refuses this origin; null (with why) when the probe could not tell. */
const frameCheckEnvelope = envelopeOf(
  z.union([
    z.strictObject({ framable: z.literal(true) }),
    z.strictObject({
      framable: z.literal(false),
      reason: z.string().describe('x-frame-options | csp-frame-ancestors'),
    }),
    z.strictObject({
      framable: z.null(),
      reason: z.string().describe('scheme | credentials | private | redirects | timeout | unreachable'),
    }),
  ]),
);

/** WEBVIEW_PROBE_PRIVATE_HOSTS: comma-separated host names the probe may reach on private addresses. */
const privateHostsOf = (env: NodeJS.ProcessEnv) =>
  (env.WEBVIEW_PROBE_PRIVATE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);

/** The shell's webview asks whether a page of another origin may be framed (X-Frame-Options, CSP). */
export const webviewRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { env, rateLimitStore }) => {
  const limiter = await rateLimiters(app, rateLimitStore);
  const privateHosts = privateHostsOf(env);
  app.get(
    '/v1/webview/frame-check',
    {
      schema: {
        tags: ['webview'],
        description:
          '检查页面能否嵌入应用内打开：读取目标页的 X-Frame-Options 与 CSP frame-ancestors（仅 http(s)、不访问内网地址、3 秒超时、不读正文）。framable 为 null 表示无法检查',
        querystring: z.object({
          url: webUrl('链接无效，无法打开该页面'),
          origin: webUrl('页面来源不正确'),
        }),
        response: { 200: frameCheckEnvelope },
      },
      onRequest: limiter('webviewProbePerIp'),
    },
    async (request) => {
      const target = new URL(request.query.url);
      const parent = new URL(new URL(request.query.origin).origin);
      return ok(await probeFrame(target, { parent, privateHosts }));
    },
  );
};
