import { beforeEach, describe, expect, it } from 'vitest';
import { applyPushedFigures, readUser } from './money-figures';
import { useSession } from './store';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().setUser({ id: 7, username: 'demo', balance: '0.00', nickname: '旧' }, 'tok');
});

describe('money figures: a late read never puts an older balance back', () => {
  it('a read answered after a push keeps the pushed balance and stores the other fields', async () => {
    const answer = deferred<{ balance: string; codingvolume: string; nickname: string }>();
    const reading = readUser(() => answer.promise);
    applyPushedFigures({ balance: '8.88', codingvolume: '8.88' });
    answer.resolve({ balance: '0.00', codingvolume: '0.00', nickname: '新' });
    await reading;
    expect(useSession.getState().user).toMatchObject({
      balance: '8.88',
      codingvolume: '8.88',
      nickname: '新',
    });
  });

  it('a read sent after the push is newer and is stored whole', async () => {
    applyPushedFigures({ balance: '8.88' });
    await readUser(async () => ({ balance: '18.88' }));
    expect(useSession.getState().user?.balance).toBe('18.88');
  });

  it('without pushes (socket down, polling) every read is stored', async () => {
    await readUser(async () => ({ balance: '3.00' }));
    await readUser(async () => ({ balance: '4.00' }));
    expect(useSession.getState().user?.balance).toBe('4.00');
  });

  it('a failed read stores nothing and rejects to its caller', async () => {
    await expect(readUser(() => Promise.reject(new Error('网络错误')))).rejects.toThrow('网络错误');
    expect(useSession.getState().user?.balance).toBe('0.00');
  });
});
