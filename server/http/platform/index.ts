import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteDeps, registerArea } from '../deps';
import { articleRoutes } from './article-routes';
import { configRoutes } from './config-routes';
import { bannerRoutes, noticeRoutes } from './content-routes';
import { logRoutes } from './log-routes';
import { remoteRoutes } from './remote-routes';
import { webviewRoutes } from './webview-routes';

/** Platform: app config, remote manifests, banners and notices, articles, client logs, the webview frame check. */
export const platformArea: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) =>
  registerArea(app, deps, [
    configRoutes,
    remoteRoutes,
    bannerRoutes,
    noticeRoutes,
    articleRoutes,
    logRoutes,
    webviewRoutes,
  ]);
