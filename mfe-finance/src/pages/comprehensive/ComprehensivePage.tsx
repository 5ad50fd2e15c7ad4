import {
  type Chip,
  Chips,
  FIGURES,
  formatDate,
  formatMoney,
  Page,
  Section,
  Skeleton,
  useRequest,
} from '@app/shared';
import { useState } from 'react';
import { type ComprehensiveReport, type ReportFigures, reportsApi } from '../../api/reports';
import { type ChartSeries, TrendChart } from '../../components/charts/TrendChart';
import { shortDay, toneOf } from '../../components/format';
import { SummaryCard } from '../../components/SummaryCard';
import { useRouteTitle } from '../titles';
import styles from './comprehensive.module.css';

type Period = '7' | '30';
const PERIODS: Chip<Period>[] = [
  { key: '7', label: '近7天' },
  { key: '30', label: '近30天' },
];

type Figure = keyof ReportFigures;
const COLORS: Record<Figure, string> = {
  deposit: '#22c55e',
  withdraw: '#ff7a45',
  bet: '#4f8cff',
  win: '#ffb400',
  rebate: '#13c2c2',
  bonus: '#ff4d6d',
  net: '#c084fc',
};
// The report's fields and the figures they are (@app/shared/figures): one label each, on every page.
const NAMES: Record<Figure, string> = {
  deposit: FIGURES.deposit.label,
  withdraw: FIGURES.withdrawPaid.label,
  bet: FIGURES.validBet.label,
  win: FIGURES.payout.label,
  rebate: FIGURES.rebate.label,
  bonus: FIGURES.bonus.label,
  net: FIGURES.net.label,
};

function seriesOf(report: ComprehensiveReport, figures: Figure[]): ChartSeries[] {
  return figures.map((figure) => ({
    key: figure,
    name: NAMES[figure],
    color: COLORS[figure],
    values: report.daily.map((day) => Number(day[figure])),
    texts: report.daily.map((day) => formatMoney(day[figure])),
  }));
}

/** /financePages/comprehensive: money in and out and play over 7 or 30 Beijing days, totals and charts. */
export function ComprehensivePage() {
  const [period, setPeriod] = useState<Period>('7');
  const requested = useRequest(
    () => reportsApi.comprehensive({ days: Number(period) }),
    `finance:ComprehensivePage:report-${period}`,
  );
  const report = requested.status === 'ready' ? requested.data : null;

  const totals = report?.totals;
  const labels = report?.daily.map((day) => shortDay(day.date)) ?? [];
  return (
    <Page title={useRouteTitle()}>
      <Chips label="统计周期" chips={PERIODS} active={period} onChange={setPeriod} />
      {!report || !totals ? (
        <Skeleton rows={8} />
      ) : (
        <>
          <SummaryCard
            title={`${NAMES.net}（元） ${formatDate(report.start_date)} ~ ${formatDate(report.end_date)}`}
            figure={
              <span className={styles[toneOf(totals.net)]}>{formatMoney(totals.net, { signed: true })}</span>
            }
            testId="report-summary"
            figures={[
              { label: NAMES.bet, value: formatMoney(totals.bet) },
              { label: NAMES.win, value: formatMoney(totals.win) },
              {
                label: `${NAMES.rebate} + ${NAMES.bonus}`,
                value: `${formatMoney(totals.rebate)} + ${formatMoney(totals.bonus)}`,
              },
            ]}
          />
          <div className={styles.tiles}>
            {(['deposit', 'withdraw', 'rebate', 'bonus'] as const).map((figure) => (
              <div key={figure} className={styles.tile} data-testid={`report-${figure}`}>
                <span className={styles.tileDot} style={{ background: COLORS[figure] }} />
                <span className={styles.tileName}>{NAMES[figure]}</span>
                <strong>{formatMoney(totals[figure])}</strong>
              </div>
            ))}
          </div>
          {report.withdraw_pending !== '0.00' && (
            <p className={styles.note} data-testid="report-withdraw-pending">
              另有{FIGURES.withdrawPending.label}提现 {formatMoney(report.withdraw_pending)}，到账后计入
              {NAMES.withdraw}
            </p>
          )}
          <div className={styles.sections}>
            <Section title="投注与派奖走势">
              <TrendChart
                title="每日投注、派奖与盈亏"
                labels={labels}
                series={seriesOf(report, ['bet', 'win', 'net'])}
              />
            </Section>
            <Section title="充值与提现">
              <TrendChart
                title="每日充值与提现"
                kind="bar"
                labels={labels}
                series={seriesOf(report, ['deposit', 'withdraw'])}
              />
            </Section>
            <Section title="返水与红利">
              <TrendChart
                title="每日返水与红利"
                kind="bar"
                height={140}
                labels={labels}
                series={seriesOf(report, ['rebate', 'bonus'])}
              />
            </Section>
          </div>
          <p className={styles.note}>
            投注与派奖含体育、彩票和电子游戏；{NAMES.bet}为已结算注单的本金（待开奖、撤单不计）；{NAMES.net} =
            {NAMES.win} + {NAMES.rebate} + {NAMES.bonus} − {NAMES.bet}；{NAMES.withdraw}
            为已到账金额。按北京时间统计。
          </p>
        </>
      )}
    </Page>
  );
}
