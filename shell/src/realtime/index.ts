export { realtimeManager, startRealtime } from './lifecycle';
export { RealtimeManager } from './manager';
