import { domProject } from '../shared/test/dom-project';

export default domProject({
  name: 'console',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['./src/testing/hostFederation.ts'],
});
