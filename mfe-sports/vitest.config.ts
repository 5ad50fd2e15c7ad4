import { domProject } from '../shared/test/dom-project';

export default domProject({ name: 'mfe-sports', include: ['src/**/*.test.{ts,tsx}'] });
