import { createRemoteConfig } from '@app/shared/build';

export default createRemoteConfig({
  context: import.meta.dirname,
  name: 'mfe_lottery',
  port: 3002,
  title: '彩票游戏',
  exposes: {
    './routes': './src/routes.ts',
    './widgets': './src/widgets.ts',
    './ops': './src/ops/index.ts',
  },
});
