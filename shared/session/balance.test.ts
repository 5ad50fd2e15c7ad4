import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BalanceInfo, userApi } from '../api/user';
import { refreshBalance } from './balance';
import { useSession } from './store';

const answer = (balance: string): BalanceInfo => ({
  balance,
  codingvolume: '0.00',
  paysum: '0.00',
  totalgame: '0.00',
  total_withdraw: '12.00',
});

beforeEach(() => {
  localStorage.clear();
  useSession.getState().setUser({ id: 7, username: 'demo', balance: '0.00' }, 'tok');
});
afterEach(() => vi.restoreAllMocks());

describe('refreshBalance: one balance read for every screen', () => {
  it('screens asking together send one request and all see its answer in the session', async () => {
    let resolve!: (value: BalanceInfo) => void;
    const read = vi
      .spyOn(userApi, 'balance')
      .mockImplementation(() => new Promise<BalanceInfo>((done) => (resolve = done)));
    const home = refreshBalance({ silent: true });
    const mine = refreshBalance();
    expect(read).toHaveBeenCalledTimes(1);
    resolve(answer('88.00'));
    expect(await home).toEqual(await mine);
    expect(useSession.getState().user).toMatchObject({ balance: '88.00', total_withdraw: '12.00' });
  });

  it('a read after the last one answered asks again', async () => {
    const read = vi.spyOn(userApi, 'balance').mockResolvedValueOnce(answer('1.00'));
    await refreshBalance();
    read.mockResolvedValueOnce(answer('2.00'));
    await refreshBalance();
    expect(read).toHaveBeenCalledTimes(2);
    expect(useSession.getState().user?.balance).toBe('2.00');
  });

  it('a failed read rejects every caller sharing it, keeps the shown balance, and the next read asks again', async () => {
    const read = vi.spyOn(userApi, 'balance').mockRejectedValueOnce(new Error('网络错误'));
    await expect(Promise.all([refreshBalance(), refreshBalance()])).rejects.toThrow('网络错误');
    expect(useSession.getState().user?.balance).toBe('0.00');
    read.mockResolvedValueOnce(answer('5.00'));
    await refreshBalance();
    expect(useSession.getState().user?.balance).toBe('5.00');
  });
});
