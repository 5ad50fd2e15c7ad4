import { domProject } from '../shared/test/dom-project';

export default domProject({
  name: 'shell',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['./src/testing/hostFederation.ts'],
});
