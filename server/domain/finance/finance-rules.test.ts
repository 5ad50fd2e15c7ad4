import { describe, expect, it } from 'vitest';
import { maskCard, parseRate, todayStart, usdtForDeposit, usdtForPayout } from './common';
import { payLinkSign, signCallback, verifyCallback, verifyPayLink } from './gateway-signing';
import { type WithdrawSettings, withdrawFee } from './settings';
import { isTronAddress } from './tron-address';

const settings = (overrides: Partial<WithdrawSettings> = {}): WithdrawSettings => ({
  minFen: 10_000n,
  maxFen: 5_000_000n,
  dailyCount: 5,
  feeBasisPoints: 100,
  feeMinFen: 200n,
  feeMaxFen: 5_000n,
  usdtRate: 70_500,
  fourEyesMinFen: 500_000n,
  ...overrides,
});

describe('finance rules', () => {
  it('TRC20 addresses: T + 33 base58 characters with a valid checksum', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isTronAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false);
  });

  it('the fee is the percentage rounded up to the fen, within its minimum and maximum', () => {
    expect(withdrawFee(settings(), 30_000n)).toBe(300n);
    expect(withdrawFee(settings(), 10_050n)).toBe(200n);
    expect(withdrawFee(settings(), 30_001n)).toBe(301n);
    expect(withdrawFee(settings(), 1_000_000n)).toBe(5_000n);
    expect(withdrawFee(settings({ feeMaxFen: 0n }), 1_000_000n)).toBe(10_000n);
    expect(withdrawFee(settings({ feeBasisPoints: 0 }), 1_000_000n)).toBe(0n);
  });

  it('USDT: a deposit rounds up (never short), a payout rounds down (never over-paid)', () => {
    expect(parseRate('7.2')).toBe(72_000);
    expect(parseRate('abc')).toBeNull();
    expect(usdtForDeposit(10_000n, 72_000)).toBe(1_389n);
    expect(usdtForPayout(10_000n, 72_000)).toBe(1_388n);
    expect(usdtForDeposit(7_200n, 72_000)).toBe(1_000n);
  });

  it('bank cards keep only the bank prefix and the last four digits', () => {
    expect(maskCard('6222021234567890123')).toBe('6222 **** **** 0123');
  });

  it('daily limits reset at Beijing midnight', () => {
    expect(todayStart(new Date('2026-11-21T15:59:59Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(todayStart(new Date('2026-11-21T16:00:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('a callback verifies only with its own secret and untouched fields', () => {
    const signed = signCallback('secret-one-secret-one', {
      order_no: 'RC20261121000000123456',
      trade_no: 'DP20261121000000123456',
      amount: '100.00',
      status: 'success',
      timestamp: 1_790_000_000,
      nonce: 'a1b2c3d4',
    });
    expect(verifyCallback('secret-one-secret-one', signed)).toBe(true);
    expect(verifyCallback('secret-two-secret-two', signed)).toBe(false);
    expect(verifyCallback('secret-one-secret-one', { ...signed, amount: '1000.00' })).toBe(false);
    expect(verifyCallback('secret-one-secret-one', { ...signed, sign: 'zz' })).toBe(false);
    const link = payLinkSign('k'.repeat(32), 'RC20261121000000123456');
    expect(verifyPayLink('k'.repeat(32), 'RC20261121000000123456', link)).toBe(true);
    expect(verifyPayLink('k'.repeat(32), 'RC20261121000000123457', link)).toBe(false);
  });
});
