// How @module-federation/enhanced 2.9.2 treats the shared contract of shared/build/singletons.ts (singleton,
// requiredVersion ^x.y.z, strictVersion, shareStrategy loaded-first), on the real runtime: the shell's eager
// copy is the one every remote gets, and a remote that needs a newer one is refused before its code runs.
import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { sharedVersionMismatch } from './chunkErrors';

const contract = (version: string) => ({
  singleton: true,
  requiredVersion: `^${version}`,
  strictVersion: true,
});

/** The shell with @app/shared 1.0.0 loaded (eager), plus a remote's own copy registered beside it. */
function shellWithRemoteCopy(remoteVersion: string) {
  const shellCopy = { from: 'shell' };
  const instance = createInstance({
    name: `shell_${remoteVersion.replace(/\W/g, '_')}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      '@app/shared': { version: '1.0.0', lib: () => shellCopy, shareConfig: contract('1.0.0') },
    },
  });
  // What a remote's container does on init: its fallback copy joins the share scope, not loaded.
  instance.registerShared({
    '@app/shared': {
      version: remoteVersion,
      get: async () => () => ({ from: 'remote' }),
      shareConfig: contract(remoteVersion),
    },
  });
  const consume = (requiredVersion: string) =>
    instance.loadShare<{ from: string }>('@app/shared', {
      customShareInfo: {
        shareConfig: { singleton: true, requiredVersion, strictVersion: true },
        strategy: 'loaded-first',
      },
    });
  return { shellCopy, consume };
}

describe('the shared contract on the federation runtime', () => {
  it('a remote built against the same or an older minor gets the shell’s loaded copy', async () => {
    const { shellCopy, consume } = shellWithRemoteCopy('1.0.0');
    const factory = await consume('^1.0.0');
    if (!factory) throw new Error('the shell provides no @app/shared');
    expect(factory()).toBe(shellCopy);
  });

  it('a remote that needs a newer @app/shared is refused with an error the boundary recognises', async () => {
    const { consume } = shellWithRemoteCopy('1.1.0');
    const refusal = await consume('^1.1.0').then(
      () => null,
      (error: unknown) => error,
    );
    expect(sharedVersionMismatch(refusal)).toEqual({
      pkg: '@app/shared',
      provided: '1.0.0',
      required: '^1.1.0',
    });
  });
});
