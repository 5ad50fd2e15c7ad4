import { describe, expect, it } from 'vitest';
import { FIGURES, type FigureName } from './index';

describe('figure definitions', () => {
  it('give every figure its own label, so one label never reads two ways across pages', () => {
    const labels = Object.values(FIGURES).map((figure) => figure.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('keep what is pending apart from what is paid or settled', () => {
    const pendingWithdrawals = (Object.keys(FIGURES) as FigureName[]).filter(
      (name) => FIGURES[name].pendingWithdrawals,
    );
    expect(pendingWithdrawals).toEqual(['withdrawPending']);
    expect(FIGURES.totalWithdraw.label).toBe('累计提现');
    expect(FIGURES.validBet.pendingBets).toBe(false);
    expect(FIGURES.stakeTotal.pendingBets).toBe(true);
  });
});
