import { createRemoteConfig } from '@app/shared/build';
import { OWNED_ROUTES } from './src/ownedRoutes';

export default createRemoteConfig({
  context: import.meta.dirname,
  name: 'mfe_sports',
  port: 3001,
  title: '体育竞猜',
  ownedRoutes: OWNED_ROUTES,
  exposes: {
    './routes': './src/routes.ts',
    './widgets': './src/widgets.ts',
    './ops': './src/ops/index.ts',
  },
});
