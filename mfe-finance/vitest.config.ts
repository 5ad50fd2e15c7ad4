import { domProject } from '../shared/test/dom-project';

export default domProject({ name: 'mfe-finance', include: ['src/**/*.test.{ts,tsx}'] });
