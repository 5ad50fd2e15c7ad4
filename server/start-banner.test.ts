import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { type BannerInput, lanAddress, startBanner } from './start-banner';

const wifi: NetworkInterfaceInfo[] = [
  {
    address: 'fe80::1',
    netmask: 'ffff:ffff:ffff:ffff::',
    family: 'IPv6',
    mac: '00:00:00:00:00:01',
    internal: false,
    cidr: null,
    scopeid: 2,
  },
  {
    address: '192.168.1.23',
    netmask: '255.255.255.0',
    family: 'IPv4',
    mac: '00:00:00:00:00:01',
    internal: false,
    cidr: '192.168.1.23/24',
  },
];
const loopback: NetworkInterfaceInfo[] = [
  {
    address: '127.0.0.1',
    netmask: '255.0.0.0',
    family: 'IPv4',
    mac: '00:00:00:00:00:00',
    internal: true,
    cidr: '127.0.0.1/8',
  },
];

const defaults: BannerInput = {
  port: 8080,
  host: '0.0.0.0',
  tlsCertFile: undefined,
  databaseKind: 'pglite',
  dataDirectory: '/repo/.data',
  defaultDataDirectory: '/repo/.data',
  opsTokenFromEnv: false,
  opsTokenFile: '/repo/.data/ops-token',
  demoOperators: [
    { username: 'op_super_admin', role: '超级管理员', totpSecret: 'SECRETONE' },
    { username: 'op_finance', role: '财务', totpSecret: 'SECRETTWO' },
  ],
  demoOperatorPassword: 'demo123456',
  smsLine: '  SMS: DEMO — codes shown in the page; set SMS_PROVIDER=aliyun for real SMS',
  interfaces: { lo: loopback, wlan0: wifi },
};

const opsLine = (banner: string) =>
  banner
    .split('\n')
    .find((line) => line.includes('npm run ops --'))
    ?.trim();

describe('the npm start banner', () => {
  it('shows the LAN address a phone on the same Wi-Fi can open, and the active SMS provider', () => {
    const banner = startBanner(defaults);
    expect(banner).toContain('Ready: http://localhost:8080/');
    expect(banner).toContain("Operators' console (运营后台): http://localhost:8080/ops/");
    expect(banner).toContain('On a phone on the same network: http://192.168.1.23:8080/');
    expect(banner).toContain('SMS: DEMO');
  });

  it('has no LAN line when the server listens on one address only, or the machine has no network', () => {
    expect(startBanner({ ...defaults, host: '127.0.0.1' })).not.toContain('On a phone');
    expect(startBanner({ ...defaults, interfaces: { lo: loopback } })).not.toContain('On a phone');
    expect(lanAddress({ lo: loopback, eth0: wifi })).toBe('192.168.1.23');
  });

  it('prints the plain ops login with the default port and data folder, and every demo operator with its TOTP secret', () => {
    const banner = startBanner(defaults);
    expect(opsLine(banner)).toBe('npm run ops -- login op_super_admin');
    expect(banner).toContain('Demo operators (password demo123456;');
    expect(banner).toMatch(/op_super_admin +超级管理员 {2}TOTP SECRETONE/);
    expect(banner).toMatch(/op_finance +财务 {2}TOTP SECRETTWO/);
  });

  it('without demo operators points at ops bootstrap, naming where the root token is', () => {
    const banner = startBanner({ ...defaults, demoOperators: [], opsTokenFromEnv: true });
    expect(opsLine(banner)).toBe('OPS_ROOT_TOKEN=<the same OPS_ROOT_TOKEN> npm run ops -- bootstrap admin');
    expect(banner).toContain('root token (from OPS_ROOT_TOKEN)');
    expect(banner).not.toContain('TOTP');
  });

  it('carries the port and data folder into the ops command when they are not the defaults', () => {
    const banner = startBanner({ ...defaults, port: 8293, dataDirectory: '/tmp/my data' });
    expect(opsLine(banner)).toBe("PORT=8293 DATA_DIR='/tmp/my data' npm run ops -- login op_super_admin");
    expect(banner).toContain('On a phone on the same network: http://192.168.1.23:8293/');
  });

  it('points the ops command at an HTTPS or single-address server, never printing the root token', () => {
    const https = startBanner({ ...defaults, tlsCertFile: '/certs/dev.pem', opsTokenFromEnv: true });
    expect(opsLine(https)).toBe(
      'SERVER_URL=https://127.0.0.1:8080 NODE_EXTRA_CA_CERTS=/certs/dev.pem npm run ops -- login op_super_admin',
    );
    expect(opsLine(startBanner({ ...defaults, host: '10.0.0.5', port: 9000 }))).toBe(
      'SERVER_URL=http://10.0.0.5:9000 npm run ops -- login op_super_admin',
    );
  });
});
