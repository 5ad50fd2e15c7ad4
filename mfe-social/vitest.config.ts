import { domProject } from '../shared/test/dom-project';

export default domProject({ name: 'mfe-social', include: ['src/**/*.test.{ts,tsx}'] });
