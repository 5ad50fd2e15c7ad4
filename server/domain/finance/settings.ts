import { toFen } from '@app/shared/format';
import type { Queryable } from '../../db/client';
import { type ConfigValue, readConfigKeys } from '../config';
import { parseRate } from './common';
import { FINANCE_CONFIG_DEFAULTS } from './config-defaults';

export type RechargeMethod = 'online' | 'bank' | 'usdt';
export const RECHARGE_METHODS: readonly RechargeMethod[] = ['online', 'bank', 'usdt'];

type Key = keyof typeof FINANCE_CONFIG_DEFAULTS;

/** An operator's value, or the default when it is missing or not of the expected shape. */
function yuan(config: Record<string, ConfigValue>, key: Key): bigint {
  try {
    return toFen(String(config[key]));
  } catch {
    return toFen(String(FINANCE_CONFIG_DEFAULTS[key]));
  }
}

function rate(config: Record<string, ConfigValue>, key: 'usdt_rate' | 'usdt_withdraw_rate'): number {
  return parseRate(config[key]) ?? (parseRate(FINANCE_CONFIG_DEFAULTS[key]) as number);
}

function count(config: Record<string, ConfigValue>, key: Key): number {
  const value = Number(config[key]);
  return Number.isInteger(value) && value >= 0 ? value : Number(FINANCE_CONFIG_DEFAULTS[key]);
}

/** Percent with up to 2 decimals -> basis points (1.5 -> 150). */
function percentBasisPoints(value: ConfigValue | undefined): number {
  const text = String(value ?? '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return 100;
  return Math.min(Math.round(Number(text) * 100), 10_000);
}

export interface BankAccount {
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
}

export interface RechargeSettings {
  methods: RechargeMethod[];
  minFen: bigint;
  maxFen: bigint;
  presets: number[];
  ttlMinutes: number;
  bankAccount: BankAccount;
  systemWalletAddress: string;
  usdtRate: number;
}

export interface WithdrawSettings {
  minFen: bigint;
  maxFen: bigint;
  dailyCount: number;
  feeBasisPoints: number;
  feeMinFen: bigint;
  feeMaxFen: bigint;
  usdtRate: number;
  /** Withdrawals of at least this many fen need a second operator's approval. */
  fourEyesMinFen: bigint;
}

const KEYS = Object.keys(FINANCE_CONFIG_DEFAULTS);

async function financeConfig(db: Queryable): Promise<Record<string, ConfigValue>> {
  return readConfigKeys(db, KEYS);
}

export async function rechargeSettings(db: Queryable): Promise<RechargeSettings> {
  const config = await financeConfig(db);
  const listed = Array.isArray(config.payment_methods) ? config.payment_methods.map(String) : [];
  const methods = listed.filter((method): method is RechargeMethod =>
    RECHARGE_METHODS.includes(method as RechargeMethod),
  );
  const presets = Array.isArray(config.recharge_presets)
    ? config.recharge_presets.map(Number).filter((n) => Number.isInteger(n) && n > 0)
    : [];
  const bank = (config.recharge_bank_account ?? {}) as Record<string, ConfigValue>;
  const fallbackBank = FINANCE_CONFIG_DEFAULTS.recharge_bank_account;
  return {
    methods: [...new Set(methods)],
    minFen: yuan(config, 'recharge_min'),
    maxFen: yuan(config, 'recharge_max'),
    presets,
    ttlMinutes: Math.max(count(config, 'recharge_order_ttl_minutes'), 1),
    bankAccount: {
      bank_name: String(bank.bank_name ?? fallbackBank.bank_name),
      account_name: String(bank.account_name ?? fallbackBank.account_name),
      account_no: String(bank.account_no ?? fallbackBank.account_no),
      branch: String(bank.branch ?? fallbackBank.branch),
    },
    systemWalletAddress: String(
      config.system_wallet_address ?? FINANCE_CONFIG_DEFAULTS.system_wallet_address,
    ),
    usdtRate: rate(config, 'usdt_rate'),
  };
}

export async function withdrawSettings(db: Queryable): Promise<WithdrawSettings> {
  const config = await financeConfig(db);
  return {
    minFen: yuan(config, 'withdraw_min'),
    maxFen: yuan(config, 'withdraw_max'),
    dailyCount: count(config, 'withdraw_daily_count'),
    feeBasisPoints: percentBasisPoints(config.withdraw_fee_percent),
    feeMinFen: yuan(config, 'withdraw_fee_min'),
    feeMaxFen: yuan(config, 'withdraw_fee_max'),
    usdtRate: rate(config, 'usdt_withdraw_rate'),
    fourEyesMinFen: yuan(config, 'withdraw_four_eyes_min'),
  };
}

/**
 * The fee of a withdrawal of `amountFen`: the percentage rounded up to the fen, at least the minimum and at
 * most the maximum (a zero maximum means no cap), never more than the amount; 0 when the percentage is 0.
 */
export function withdrawFee(settings: WithdrawSettings, amountFen: bigint): bigint {
  if (settings.feeBasisPoints === 0) return 0n;
  const bps = BigInt(settings.feeBasisPoints);
  let fee = (amountFen * bps + 9_999n) / 10_000n;
  if (fee < settings.feeMinFen) fee = settings.feeMinFen;
  if (settings.feeMaxFen > 0n && fee > settings.feeMaxFen) fee = settings.feeMaxFen;
  return fee > amountFen ? amountFen : fee;
}
