import { createRemoteConfig } from '@app/shared/build';
import { OWNED_ROUTES } from './src/ownedRoutes';

export default createRemoteConfig({
  context: import.meta.dirname,
  name: 'mfe_lottery',
  port: 3002,
  title: '彩票游戏',
  ownedRoutes: OWNED_ROUTES,
  exposes: {
    './routes': './src/routes.ts',
    './widgets': './src/widgets.ts',
    './ops': './src/ops/index.ts',
  },
});
