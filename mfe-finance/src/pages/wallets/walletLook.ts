import type { UserWallet } from '../../api/wallets';

/** "招商银行 6225 **** **** 7890" / "USDT TR7NHq…gjLj6t": how a wallet reads in one line. */
export function walletLine(wallet: UserWallet): { badge: string; title: string; account: string } {
  if (wallet.type === 'bank') {
    return {
      badge: wallet.bank_name.slice(0, 1) || '卡',
      title: `${wallet.bank_name} · ${wallet.holder}`,
      account: wallet.account,
    };
  }
  const short = `${wallet.account.slice(0, 6)}…${wallet.account.slice(-6)}`;
  return { badge: '₮', title: `USDT · ${wallet.network}`, account: short };
}

/** A TRC20 address as the client can check it (the server also verifies its checksum). */
export const TRC20_PATTERN = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
export const CARD_PATTERN = /^\d{12,19}$/;
