import { Field, formatMoney, Page } from '@app/shared';
import { BET_AMOUNT, BET_MULTIPLE, prizeCapForLegs } from '@app/shared/betting';
import { useState } from 'react';
import { DevSection, InfoRow } from './DevSection';
import styles from './devtools.module.css';
import { LiveOddsBoard } from './LiveOddsBoard';

/** Actual prize = min(odds product x amount x multiple, cap for the number of legs) (SPEC 9). */
export function estimatePrize(
  odds: number[],
  amount: number,
  multiple: number,
): { raw: number; capped: number } {
  const product = odds.reduce((total, value) => total * value, 1);
  const raw = product * amount * multiple;
  return { raw, capped: Math.min(raw, prizeCapForLegs(odds.length)) };
}

function parseOdds(text: string): number[] {
  return text
    .split(/[,，\s]+/)
    .map(Number)
    .filter((value) => Number.isFinite(value) && value > 0);
}

/** /pages/test/odds: live odds with their trend, and the prize formula and caps on hand-entered odds. */
export function OddsTestPage() {
  const [oddsText, setOddsText] = useState('1.85, 2.10');
  const [amount, setAmount] = useState('100');
  const [multiple, setMultiple] = useState('1');
  const odds = parseOdds(oddsText);
  const amountValue = Number(amount) || 0;
  const multipleValue = Number(multiple) || 0;
  const amountOk = amountValue >= BET_AMOUNT.min && amountValue <= BET_AMOUNT.max;
  const multipleOk = multipleValue >= BET_MULTIPLE.min && multipleValue <= BET_MULTIPLE.max;
  const prize = estimatePrize(odds, amountValue, multipleValue);

  return (
    <Page title="赔率测试">
      <div className={styles.body}>
        <DevSection title="实时赔率（每5秒刷新）">
          <LiveOddsBoard />
        </DevSection>
        <DevSection title="奖金计算">
          <Field label="赔率" value={oddsText} onChange={setOddsText} placeholder="用逗号分隔" />
          <Field
            label="金额"
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            error={amountOk ? undefined : `金额须在${BET_AMOUNT.min}-${BET_AMOUNT.max}之间`}
          />
          <Field
            label="倍数"
            value={multiple}
            onChange={setMultiple}
            inputMode="numeric"
            error={multipleOk ? undefined : `倍数须在${BET_MULTIPLE.min}-${BET_MULTIPLE.max}之间`}
          />
        </DevSection>
        <DevSection title="结果">
          <InfoRow label="关数" value={odds.length} />
          <InfoRow label="理论奖金" value={formatMoney(prize.raw)} />
          <InfoRow label="奖金上限" value={formatMoney(prizeCapForLegs(odds.length))} />
          <InfoRow
            label="实际奖金"
            value={<span className={styles.accent}>{formatMoney(prize.capped)}</span>}
          />
        </DevSection>
      </div>
    </Page>
  );
}
