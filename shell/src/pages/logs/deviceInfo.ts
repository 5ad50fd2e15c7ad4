import { APP_VERSION } from '../settings/appVersion';

export interface DeviceInfo {
  platform: string;
  system: string;
  version: string;
  timestamp: number;
}

/** The deviceInfo block SPEC 3 attaches to a log upload. */
export function deviceInfo(): DeviceInfo {
  const agent = navigator.userAgent;
  const platform = /android/i.test(agent) ? 'android' : /iphone|ipad|ipod/i.test(agent) ? 'ios' : 'h5';
  return { platform, system: navigator.platform || 'unknown', version: APP_VERSION, timestamp: Date.now() };
}
