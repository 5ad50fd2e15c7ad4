import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteDeps, registerArea } from '../deps';
import { bettingRecordRoutes } from './betting-record-routes';
import { billRoutes } from './bill-routes';
import { bonusRoutes } from './bonus-routes';
import { gatewayRoutes } from './gateway-routes';
import { paymentRoutes } from './payment-routes';
import { rebateRoutes } from './rebate-routes';
import { reportRoutes } from './report-routes';
import { walletRoutes } from './wallet-routes';
import { withdrawRoutes } from './withdraw-routes';

/** Finance: recharge, withdrawal, wallets, the demo gateway, bills, bonus logs, betting records, reports, rebates. */
export const financeArea: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) =>
  registerArea(app, deps, [
    paymentRoutes,
    withdrawRoutes,
    walletRoutes,
    gatewayRoutes,
    billRoutes,
    bonusRoutes,
    bettingRecordRoutes,
    reportRoutes,
    rebateRoutes,
  ]);
