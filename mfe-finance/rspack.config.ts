import { createRemoteConfig } from '@app/shared/build';
import { OWNED_ROUTES } from './src/ownedRoutes';

export default createRemoteConfig({
  context: import.meta.dirname,
  name: 'mfe_finance',
  port: 3003,
  title: '资金中心',
  ownedRoutes: OWNED_ROUTES,
  exposes: { './routes': './src/routes.ts', './ops': './src/ops/index.ts' },
});
