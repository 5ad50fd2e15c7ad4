import { domProject } from './test/dom-project';

export default domProject({ name: 'shared', include: ['**/*.test.{ts,tsx}'], exclude: ['node_modules/**'] });
