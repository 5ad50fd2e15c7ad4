import { Button, Field, Tabs, toast, useRequest } from '@app/shared';
import { useState } from 'react';
import { type UserWallet, type WalletType, walletsApi } from '../../api/wallets';
import { withdrawApi } from '../../api/withdrawals';
import { CARD_PATTERN, TRC20_PATTERN } from './walletLook';
import styles from './wallets.module.css';

const TYPE_TABS = [
  { key: 'bank' as const, title: '银行卡' },
  { key: 'usdt' as const, title: 'USDT (TRC20)' },
];

/** Binds a bank card (holder, bank, number) or a TRC20 address. */
export function AddWalletForm({ onAdded }: { onAdded: (wallet: UserWallet) => void }) {
  const [type, setType] = useState<WalletType>('bank');
  const [bank, setBank] = useState('');
  const [holder, setHolder] = useState('');
  const [account, setAccount] = useState('');
  const [branch, setBranch] = useState('');
  const [busy, setBusy] = useState(false);

  const banks = useRequest(() => withdrawApi.banks({ loading: false }), 'finance:AddWalletForm:banks');

  const compact = account.replace(/\s+/g, '');
  const accountError =
    account === ''
      ? null
      : type === 'bank'
        ? CARD_PATTERN.test(compact)
          ? null
          : '银行卡号须为12-19位数字'
        : TRC20_PATTERN.test(account.trim())
          ? null
          : 'USDT地址格式不正确，请填写TRC20地址（T开头34位）';
  const ready =
    type === 'bank'
      ? Boolean(bank && holder.trim() && compact && !accountError)
      : Boolean(account && !accountError);

  const submit = async () => {
    setBusy(true);
    try {
      const wallet = await walletsApi.create(
        type === 'bank'
          ? { type, account: compact, holder: holder.trim(), bank_name: bank, branch: branch.trim() }
          : { type, account: account.trim() },
      );
      toast.success('绑定成功');
      setAccount('');
      setHolder('');
      setBranch('');
      onAdded(wallet);
    } catch {
      // Toasted by the client (已绑定, 地址校验失败 ...).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form} data-testid="add-wallet">
      <Tabs items={TYPE_TABS} active={type} onChange={setType} />
      {type === 'bank' ? (
        <>
          <Field label="持卡人" value={holder} onChange={setHolder} placeholder="与银行卡一致的姓名" />
          <select
            className={styles.select}
            aria-label="开户银行"
            value={bank}
            onChange={(event) => setBank(event.target.value)}
          >
            <option value="">请选择开户银行</option>
            {(banks.status === 'ready' ? banks.data : []).map(({ name }) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <Field
            label="卡号"
            value={account}
            onChange={setAccount}
            inputMode="numeric"
            placeholder="12-19位银行卡号"
            error={accountError}
          />
          <Field label="开户支行" value={branch} onChange={setBranch} placeholder="选填" />
        </>
      ) : (
        <Field
          label="地址"
          value={account}
          onChange={setAccount}
          placeholder="T开头的TRC20地址"
          autoComplete="off"
          error={accountError}
        />
      )}
      <Button block loading={busy} disabled={!ready} onClick={submit}>
        {type === 'bank' ? '绑定银行卡' : '绑定USDT地址'}
      </Button>
    </div>
  );
}
