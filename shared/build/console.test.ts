// @vitest-environment node
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PUBLIC_PATH, createConsoleConfig, hostFederation, sharedSingletons } from './index';

const consoleConfig = createConsoleConfig({ context: '/app/console', name: 'console', port: 3005 });

describe("the operators' console build", () => {
  it('is a host like the shell: no federation plugin, the same share contract, served from /ops/', () => {
    const config = consoleConfig({}, { mode: 'production' });
    expect(config.output?.publicPath).toBe(CONSOLE_PUBLIC_PATH);
    expect(CONSOLE_PUBLIC_PATH).toBe('/ops/');
    expect(config.plugins?.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(false);
    const define = config.plugins?.find(
      (plugin) => plugin?.constructor.name === 'DefinePlugin',
    ) as unknown as { _args: [Record<string, string>] };
    expect(JSON.parse(define._args[0].__HOST_FEDERATION__ as string)).toEqual(hostFederation('console'));
    expect(config.resolve?.alias).toEqual({
      'react-router-dom$': sharedSingletons['react-router-dom'].import,
    });
  });

  it('has no service worker: an operator always gets the deployed console and remotes', () => {
    const names = consoleConfig({}, { mode: 'production' }).plugins?.map(
      (plugin) => plugin?.constructor.name,
    );
    expect(names).not.toContain('ServiceWorkerPlugin');
    expect(names).toContain('Precompress');
  });
});
