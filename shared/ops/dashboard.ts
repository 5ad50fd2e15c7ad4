// The operators' dashboard (运营概览): GET /api/ops/dashboard answers DashboardFigures, and the server pushes
// the same figures (`dashboard.updated` on the realtime contract's `opsDashboard` channel) while a signed-in operator with `dashboard.read` watches.

import type { WireData } from '../wire';

export type { DashboardFigures } from '../realtime/contract';

/** GET /api/ops/dashboard: the figures and what the console needs to receive their updates live. */
export type DashboardAnswer = WireData<'get', '/ops/dashboard'>;
