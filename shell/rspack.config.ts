import { createHostConfig } from '@app/shared/build';

// The host: src/index.ts, index.html with the launch screen, no static remotes (see @app/shared/build).
export default createHostConfig({ context: import.meta.dirname, name: 'shell', port: 3000 });
