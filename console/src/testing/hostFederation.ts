// Tests run the console's sources without rspack, which defines __HOST_FEDERATION__ in a build (hostFederation
// of @app/shared/build, Node-only): this stand-in provides React under its contract.
import { version } from 'react';

const contract = { singleton: true, requiredVersion: `^${version}`, strictVersion: true };
Object.assign(globalThis, {
  __HOST_FEDERATION__: {
    name: 'console',
    shareStrategy: 'loaded-first',
    shared: { react: { version, shareConfig: contract } },
  },
});
