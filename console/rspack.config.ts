import { createConsoleConfig } from '@app/shared/build';

// The operators' host: src/index.ts served at /ops/, no static remotes (see @app/shared/build).
export default createConsoleConfig({ context: import.meta.dirname, name: 'console', port: 3005 });
