import { AmountInput, Button, formatMoney, Popup, useSession } from '@app/shared';
import { type CSSProperties, useState } from 'react';
import type { Game } from '../../api/games';
import styles from './game.module.css';

export interface TransferSheetProps {
  game: Game;
  platformBalance: string;
  busy: boolean;
  onEnter: (amount: string) => void;
  onCancel: () => void;
}

const QUICK_AMOUNTS = ['100', '500', '1000'];

/** Before the game opens: how much of the main wallet to move in (a quick amount, any amount, or all). */
export function TransferSheet({ game, platformBalance, busy, onEnter, onCancel }: TransferSheetProps) {
  const mainBalance = useSession((state) => state.user?.balance ?? '0.00');
  const [amount, setAmount] = useState('');
  const tooMuch = Number(amount) > Number(mainBalance);
  const art = { '--from': game.color_from, '--to': game.color_to } as CSSProperties;

  return (
    <Popup open onClose={onCancel} closeOnMask={false} aria-label="转入游戏">
      <div className={styles.sheet}>
        <div className={styles.sheetHead}>
          <span className={styles.sheetArt} style={art} aria-hidden="true">
            {game.glyph}
          </span>
          <div>
            <div className={styles.sheetTitle}>{game.name}</div>
            <div className={styles.sheetSub}>{game.platform_name}</div>
          </div>
        </div>
        <div className={styles.wallets}>
          <div>
            <span>主钱包</span>
            <strong data-testid="main-balance">{formatMoney(mainBalance)}</strong>
          </div>
          <div>
            <span>游戏钱包</span>
            <strong data-testid="platform-balance">{formatMoney(platformBalance)}</strong>
          </div>
        </div>
        <AmountInput
          label="转入金额"
          value={amount}
          onChange={setAmount}
          placeholder="输入转入游戏的金额"
          error={tooMuch ? '余额不足' : null}
        />
        <div className={styles.quick}>
          {QUICK_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              className={amount === value ? styles.quickActive : ''}
              disabled={Number(value) > Number(mainBalance)}
              onClick={() => setAmount(value)}
            >
              {value}
            </button>
          ))}
          <button
            type="button"
            className={amount === mainBalance ? styles.quickActive : ''}
            disabled={Number(mainBalance) <= 0}
            onClick={() => setAmount(mainBalance)}
          >
            全部
          </button>
        </div>
        <Button block loading={busy} disabled={tooMuch} onClick={() => onEnter(amount)}>
          {Number(amount) > 0 ? `转入 ${amount} 元并进入` : '直接进入游戏'}
        </Button>
        <p className={styles.hint}>离开游戏时，游戏钱包余额将自动转回主钱包</p>
      </div>
    </Popup>
  );
}
