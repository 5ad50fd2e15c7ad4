import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { forgetMatchLists, rememberMatchList } from './match-list-cache';

const database = () => ({}) as Db;
const loaded = (list: string) => async () => ({ list, trueUntil: Number.POSITIVE_INFINITY });

describe('match-list cache', () => {
  it('asks the database once for requests that arrive together, and again after forgetting', async () => {
    const db = database();
    const load = vi.fn(loaded('a'));
    const answers = await Promise.all([1, 2, 3].map(() => rememberMatchList(db, 'q', load)));
    expect(answers).toEqual(['a', 'a', 'a']);
    expect(load).toHaveBeenCalledTimes(1);
    forgetMatchLists(db);
    await rememberMatchList(db, 'q', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed read: one database error answers one request, not the next second of them', async () => {
    const db = database();
    await expect(rememberMatchList(db, 'q', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await rememberMatchList(db, 'q', loaded('back'))).toBe('back');
  });

  it('holds a bounded number of queries, dropping the oldest', async () => {
    const db = database();
    for (let page = 1; page <= 501; page += 1) await rememberMatchList(db, `page ${page}`, loaded('x'));
    const again = vi.fn(loaded('y'));
    expect(await rememberMatchList(db, 'page 501', again)).toBe('x');
    expect(await rememberMatchList(db, 'page 1', again)).toBe('y');
  });
});
