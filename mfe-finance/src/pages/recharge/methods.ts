import { fenToYuan } from '@app/shared';
import type { RechargeMethodKey } from '../../api/payments';

/** The glyph on each method's card. */
export const METHOD_ICON: Record<RechargeMethodKey, string> = { online: '¥', bank: '银', usdt: '₮' };

/** "13.89": USDT a player sends for `amount` yuan at `rate`, rounded up to the cent like the server does. */
export function usdtEstimate(amount: string, rate: string): string {
  const fen = Math.round(Number(amount) * 100);
  const rateUnits = Math.round(Number(rate) * 10_000);
  if (!(fen > 0) || !(rateUnits > 0)) return '0.00';
  const cents = Math.ceil((fen * 10_000) / rateUnits);
  // USDT cents print exactly like fen.
  return fenToYuan(BigInt(cents));
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
