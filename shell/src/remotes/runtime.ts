// The module federation runtime of the shell, a lazy chunk: home paints without it, and it is created the
// first time a remote's page or widget is needed (federation.ts). See hostFederation in @app/shared/build.
import * as appShared from '@app/shared';
import {
  init,
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import * as react from 'react';
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';
import { classifyChunkError } from './chunkErrors';
import { hostFederation } from './hostFederation';
import { takeManifestResponse } from './manifestFiles';
import { reportRemoteError } from './reporter';

/** The shell's own loaded copy of each shared singleton: the one every remote gets (loaded-first). */
const loadedCopies: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react/jsx-dev-runtime': reactJsxDevRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router-dom': reactRouterDom,
  zustand,
  '@app/shared': appShared,
};

// SPEC 9: chunk load 120 s. Remotes' webpack chunks carry it in their build (output.chunkLoadTimeout); this
// sets it for the remoteEntry.js scripts the runtime adds (its own default is 20 s).
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Logs and reports every remote failure with its SPEC type; returning nothing lets the error reach the
// loader, which retries and finally hands it to the error boundary.
const remoteErrorPlugin: ModuleFederationRuntimePlugin = {
  name: 'shell-remote-errors',
  createScript: () => ({ timeout: CHUNK_LOAD_TIMEOUT_MS }),
  // The shell read the remote's mf-manifest.json already, for its routes (routeOwners.ts): no second fetch.
  // The hook's type wants a Response, but the runtime fetches itself when the promise gives undefined.
  fetch: (url) => takeManifestResponse(url) as Promise<Response>,
  errorLoadRemote({ id, error, lifecycle }) {
    console.warn(`[remotes] ${id} failed during ${lifecycle} (${classifyChunkError(error)})`, error);
    reportRemoteError(id.split('/')[0] ?? id, 'load', error);
    return undefined;
  },
};

const { name, shareStrategy, shared } = hostFederation;
// Production remotes are built without a runtime core of their own (externalRuntime): they take this one.
Object.assign(globalThis, {
  _FEDERATION_RUNTIME_CORE: runtimeCore,
  _FEDERATION_RUNTIME_CORE_FROM: { name, version: '2.9.2' },
});
init({
  name,
  remotes: [],
  shareStrategy,
  shared: Object.fromEntries(
    Object.entries(shared).map(([pkg, { version, shareConfig }]) => [
      pkg,
      { version, shareConfig, lib: () => loadedCopies[pkg] },
    ]),
  ),
  plugins: [remoteErrorPlugin],
});

export { loadRemote, registerRemotes };
