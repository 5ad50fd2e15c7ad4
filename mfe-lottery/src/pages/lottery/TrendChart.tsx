import { useState } from 'react';
import type { LotteryTrend } from '../../api/lottery';
import styles from './detail.module.css';

const CELL_H = 24;
const LABEL_W = 40;
/** The chart fills the 375px column (minus page padding) unless a family has too many numbers for it. */
const CHART_W = 351;
const MIN_CELL_W = 28;

/** The spans of draws the chart and the 遗漏 table cover. */
export const TREND_SPANS = [30, 50, 100];

interface TrendChartProps {
  trend: LotteryTrend;
  span: number;
  onSpan: (span: number) => void;
}

/**
 * 走势图: the classic lottery trend chart of one position. A row per draw (oldest at the top), a column
 * per number; the drawn number is a ball, the others show how many draws it has been missing (遗漏),
 * and a line joins the balls. Below, the 遗漏 table over the last 30/50/100 draws: appearances (冷热: the
 * most frequent numbers marked 热, the rarest 冷), average, longest and current omission per number.
 */
export function TrendChart({ trend, span, onSpan }: TrendChartProps) {
  const [positionIndex, setPositionIndex] = useState(0);
  const position = trend.positions[positionIndex] ?? trend.positions[0];
  if (!position) return null;
  const cellWidth = Math.max(MIN_CELL_W, Math.floor((CHART_W - LABEL_W) / position.values.length));
  const width = LABEL_W + position.values.length * cellWidth;
  const height = position.rows.length * CELL_H;
  const centerOf = (rowIndex: number, value: number) => ({
    x: LABEL_W + position.values.indexOf(value) * cellWidth + cellWidth / 2,
    y: rowIndex * CELL_H + CELL_H / 2,
  });
  const path = position.rows
    .map((row, index) => {
      const { x, y } = centerOf(index, row.hit);
      return `${index === 0 ? 'M' : 'L'}${x},${y}`;
    })
    .join(' ');
  const summary: Array<[string, number[]]> = [
    ['出现次数', position.appear],
    ['平均遗漏', position.average_missing],
    ['最大遗漏', position.max_missing],
    ['当前遗漏', position.current_missing],
  ];
  const hottest = Math.max(...position.appear);
  const coldest = Math.min(...position.appear);
  const heat = (times: number) =>
    hottest === coldest ? '' : times === hottest ? styles.hot : times === coldest ? styles.cold : '';
  return (
    <div className={styles.trend}>
      <div className={styles.positions}>
        {trend.positions.map((candidate, index) => (
          <button
            key={candidate.label}
            type="button"
            aria-pressed={index === positionIndex}
            className={`${styles.position} ${index === positionIndex ? styles.positionActive : ''}`}
            onClick={() => setPositionIndex(index)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div className={styles.chartScroll}>
        <svg
          className={styles.chart}
          width={width}
          height={height + CELL_H}
          viewBox={`0 0 ${width} ${height + CELL_H}`}
          role="img"
          aria-label={`${position.label}走势图`}
        >
          {position.values.map((value, index) => (
            <text key={value} x={LABEL_W + index * cellWidth + cellWidth / 2} y={16} className={styles.axis}>
              {value}
            </text>
          ))}
          <g transform={`translate(0, ${CELL_H})`}>
            {position.rows.map((row, rowIndex) => (
              <g key={row.expect}>
                <rect
                  x={0}
                  y={rowIndex * CELL_H}
                  width={width}
                  height={CELL_H}
                  className={rowIndex % 2 === 0 ? styles.stripe : styles.stripeAlt}
                />
                <text x={4} y={rowIndex * CELL_H + 16} className={styles.expect}>
                  {row.expect.split('-')[1]}
                </text>
                {position.values.map((value, index) =>
                  value === row.hit ? null : (
                    <text
                      key={value}
                      x={LABEL_W + index * cellWidth + cellWidth / 2}
                      y={rowIndex * CELL_H + 16}
                      className={styles.missing}
                    >
                      {row.missing[index]}
                    </text>
                  ),
                )}
              </g>
            ))}
            <path d={path} className={styles.line} />
            {position.rows.map((row, rowIndex) => {
              const { x, y } = centerOf(rowIndex, row.hit);
              return (
                <g key={`hit-${row.expect}`} data-testid="trend-hit">
                  <circle cx={x} cy={y} r={9} className={styles.hit} />
                  <text x={x} y={y + 4} className={styles.hitText}>
                    {row.hit}
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
      </div>
      <div className={styles.spanLine}>
        <span>
          遗漏统计 · <em className={styles.hotMark}>热</em> <em className={styles.coldMark}>冷</em>
        </span>
        <span className={styles.spans}>
          {TREND_SPANS.map((candidate) => (
            <button
              key={candidate}
              type="button"
              aria-pressed={candidate === span}
              className={`${styles.position} ${candidate === span ? styles.positionActive : ''}`}
              onClick={() => onSpan(candidate)}
            >
              近{candidate}期
            </button>
          ))}
        </span>
      </div>
      <table className={styles.summary} data-testid="omission-table">
        <thead>
          <tr>
            <th>号码</th>
            {position.values.map((value) => (
              <td key={value}>{value}</td>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.map(([label, values]) => (
            <tr key={label}>
              <th>{label}</th>
              {values.map((value, index) => (
                <td key={position.values[index]} className={label === '出现次数' ? heat(value) : ''}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
