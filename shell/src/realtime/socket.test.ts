import { describe, expect, it } from 'vitest';
import { socketAddress } from './socket';

const info = (host: string, scheme: 'http' | 'https' = 'http', port = 8080) => ({
  server: { scheme, host, port },
  auth: { app_key: 'key' },
  channels: { user: 'private-user.7', public: 'public-announcements' },
  path: '/app/key',
});

const page = (href: string) => new URL(href) as unknown as Location;

describe('socketAddress', () => {
  it("uses the page's own host, port and scheme when the server names the page's host", () => {
    expect(socketAddress(info('app.example'), page('https://app.example/#/'))).toEqual({
      host: 'app.example',
      port: 443,
      tls: true,
    });
    expect(socketAddress(info('127.0.0.1'), page('http://127.0.0.1:3000/'))).toEqual({
      host: '127.0.0.1',
      port: 3000,
      tls: false,
    });
  });

  it("goes to the remote address config's reverbUrl when one is set", () => {
    const moved = { host: 'ws2.example', port: 8206, tls: false };
    expect(socketAddress(info('app.example'), page('https://app.example/#/'), moved)).toEqual(moved);
  });

  it('uses the server address otherwise', () => {
    expect(socketAddress(info('ws.example', 'https', 6001), page('http://app.example/'))).toEqual({
      host: 'ws.example',
      port: 6001,
      tls: true,
    });
  });
});
