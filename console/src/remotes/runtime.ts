// The console's module federation runtime, a lazy chunk created the first time an operator module is
// loaded (federation.ts). Like the shell's (shell/src/remotes/runtime.ts): it hands the remotes the
// console's own copies of the shared singletons under the contract of @app/shared/build, and production
// remotes, built without a runtime core of their own (externalRuntime), run on this one.
import * as appShared from '@app/shared';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import * as react from 'react';
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';
import { installOperatorAuthBridge } from '../session/operatorSession';

/** hostFederation('console') of @app/shared/build, defined by rspack. */
declare const __HOST_FEDERATION__: {
  name: string;
  shareStrategy: 'loaded-first';
  shared: Record<
    string,
    { version: string; shareConfig: { singleton: boolean; requiredVersion: string; strictVersion: boolean } }
  >;
};

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

// The namespace import above evaluates every module of @app/shared, the player's session store among them
// (the console's own chunks never reach it), and that store registers the player's auth bridge on import:
// the operator's goes back on top, or every call after the first remote load would go without a token.
installOperatorAuthBridge();

const { name, shareStrategy, shared } = __HOST_FEDERATION__;
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
});

export { loadRemote, registerRemotes };
