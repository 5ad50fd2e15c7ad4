export type { OpsModule, OpsPage } from './console';
export * from './permissions';
