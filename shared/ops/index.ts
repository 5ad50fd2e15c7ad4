export type { OpsModule, OpsPage } from './console';
export * from './dashboard';
export * from './permissions';
export * from './risk';
