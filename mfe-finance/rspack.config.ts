import { createRemoteConfig } from '@app/shared/build';

export default createRemoteConfig({
  context: import.meta.dirname,
  name: 'mfe_finance',
  port: 3003,
  title: '资金中心',
  exposes: { './routes': './src/routes.ts', './ops': './src/ops/index.ts' },
});
