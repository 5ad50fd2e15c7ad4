import { describe, expect, it } from 'vitest';
import { normalizeUserInfo } from './userinfo';

describe('normalizeUserInfo', () => {
  it('parses numbers, defaults them and the flags to 0, keeps amounts exact', () => {
    const user = normalizeUserInfo({
      id: '7',
      username: 'demo',
      balance: '10000',
      vip_level: '3',
      is_agent: '1',
    });
    expect(user.id).toBe(7);
    expect(user.vip_level).toBe(3);
    expect(user.balance).toBe('10000.00');
    expect(user.codingvolume).toBe('0.00');
    expect(user.is_agent).toBe(1);
    for (const flag of [
      'is_mock',
      'is_online',
      'is_black',
      'enabled',
      'disable_withdraw',
      'disable_game',
      'disable_nggame',
    ] as const) {
      expect(user[flag]).toBe(0);
    }
    expect(user.lottery_token).toBeNull();
  });

  it('turns garbage into defaults', () => {
    const user = normalizeUserInfo({ id: 'abc', balance: 'x', is_black: true, vip_level: null });
    expect(user).toMatchObject({ id: 0, balance: '0.00', is_black: 1, vip_level: 0, username: '' });
    expect(normalizeUserInfo(null).id).toBe(0);
  });
});
