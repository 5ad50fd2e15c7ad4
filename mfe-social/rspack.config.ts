import { createRemoteConfig } from '@app/shared/build';

export default createRemoteConfig({
  context: import.meta.dirname,
  name: 'mfe_social',
  port: 3004,
  title: '活动中心',
  exposes: {
    './routes': './src/routes.ts',
    './widgets': './src/widgets.ts',
    './ops': './src/ops/index.ts',
  },
});
