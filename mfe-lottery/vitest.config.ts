import { domProject } from '../shared/test/dom-project';

export default domProject({ name: 'mfe-lottery', include: ['src/**/*.test.{ts,tsx}'] });
