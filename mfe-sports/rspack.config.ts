import { createRemoteConfig } from '@app/shared/build';

export default createRemoteConfig({
  context: import.meta.dirname,
  name: 'mfe_sports',
  port: 3001,
  title: '体育竞猜',
  exposes: {
    './routes': './src/routes.ts',
    './widgets': './src/widgets.ts',
    './ops': './src/ops/index.ts',
  },
});
