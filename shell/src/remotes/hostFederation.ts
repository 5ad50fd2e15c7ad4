// What the build says the shell's federation runtime starts with (hostFederation in @app/shared/build,
// defined at build time by rspack and in shell/vitest.config.ts): its name, share strategy and the version
// and contract of every shared singleton it provides.
interface HostFederation {
  name: string;
  shareStrategy: 'loaded-first';
  shared: Record<
    string,
    {
      version: string;
      shareConfig: { singleton: boolean; requiredVersion: string; strictVersion: boolean };
    }
  >;
}
declare const __HOST_FEDERATION__: HostFederation;

export const hostFederation: HostFederation = __HOST_FEDERATION__;

/** Shared package -> the version this page provides. */
export function providedShared(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(hostFederation.shared).map(([pkg, { version }]) => [pkg, version]),
  );
}
