import { type Chip, Chips, Page, Section, Skeleton, useRequest } from '@app/shared';
import { useState } from 'react';
import { type ComprehensiveReport, type ReportFigures, reportsApi } from '../../api/reports';
import { type ChartSeries, TrendChart } from '../../components/charts/TrendChart';
import { shortDay, signed, toneOf } from '../../components/format';
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
const NAMES: Record<Figure, string> = {
  deposit: '充值',
  withdraw: '提现',
  bet: '投注',
  win: '派奖',
  rebate: '返水',
  bonus: '红利',
  net: '盈亏',
};

function seriesOf(report: ComprehensiveReport, figures: Figure[]): ChartSeries[] {
  return figures.map((figure) => ({
    key: figure,
    name: NAMES[figure],
    color: COLORS[figure],
    values: report.daily.map((day) => Number(day[figure])),
    texts: report.daily.map((day) => day[figure]),
  }));
}

/** /financePages/comprehensive: money in and out and play over 7 or 30 Beijing days, totals and charts. */
export function ComprehensivePage() {
  const [period, setPeriod] = useState<Period>('7');
  const requested = useRequest(() => reportsApi.comprehensive({ days: Number(period) }), `report-${period}`);
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
            title={`盈亏（元） ${report.start_date} ~ ${report.end_date}`}
            figure={<span className={styles[toneOf(totals.net)]}>{signed(totals.net)}</span>}
            testId="report-summary"
            figures={[
              { label: '有效投注', value: totals.bet },
              { label: '派奖', value: totals.win },
              { label: '返水 + 红利', value: `${totals.rebate} + ${totals.bonus}` },
            ]}
          />
          <div className={styles.tiles}>
            {(['deposit', 'withdraw', 'rebate', 'bonus'] as const).map((figure) => (
              <div key={figure} className={styles.tile} data-testid={`report-${figure}`}>
                <span className={styles.tileDot} style={{ background: COLORS[figure] }} />
                <span className={styles.tileName}>{NAMES[figure]}</span>
                <strong>{totals[figure]}</strong>
              </div>
            ))}
          </div>
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
            投注与派奖含体育、彩票和电子游戏；盈亏 = 派奖 + 返水 + 红利 −
            有效投注（撤单不计），按北京时间统计。
          </p>
        </>
      )}
    </Page>
  );
}
