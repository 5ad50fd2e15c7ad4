import { formatPriceUnit } from '@app/shared';
import { type PointerEvent, useId, useMemo, useState } from 'react';
import { labelIndexes, niceScale } from './scale';
import styles from './TrendChart.module.css';

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
  /** One value per label (plotting only; shown figures come from the API's strings). */
  values: number[];
  /** The exact text of each value for the readout ("12.50"). */
  texts: string[];
}

export interface TrendChartProps {
  title: string;
  labels: string[];
  series: ChartSeries[];
  kind?: 'line' | 'bar';
  height?: number;
}

const WIDTH = 343;
const PAD = { top: 12, right: 10, bottom: 26, left: 40 };

/**
 * A small dependency-free SVG chart for the dark theme: lines with a soft area fill, or grouped bars.
 * Series toggle from the legend; tapping or dragging across the chart picks a day for the readout.
 */
export function TrendChart({ title, labels, series, kind = 'line', height = 180 }: TrendChartProps) {
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  const [picked, setPicked] = useState<number | null>(null);
  const gradientId = useId();
  const visible = series.filter((item) => !hidden.has(item.key));
  const scale = useMemo(() => niceScale(visible.flatMap((item) => item.values)), [visible]);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const n = labels.length;
  const slot = plotW / Math.max(n, 1);
  const xAt = (index: number) =>
    kind === 'bar' || n === 1 ? PAD.left + slot * (index + 0.5) : PAD.left + (plotW * index) / (n - 1);
  const yAt = (value: number) => PAD.top + plotH * (1 - (value - scale.min) / (scale.max - scale.min));
  const index = picked ?? n - 1;
  // A line's last point sits on the plot's right edge: its label ends there instead of spilling over.
  const anchorOf = (at: number) => (kind === 'line' && n > 1 && at === n - 1 ? 'end' : 'middle');

  const pick = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || n === 0) return;
    const ratio = (event.clientX - box.left) / box.width;
    const position = kind === 'bar' || n === 1 ? ratio * n - 0.5 : ratio * (n - 1);
    setPicked(Math.min(n - 1, Math.max(0, Math.round(position))));
  };
  const toggle = (key: string) =>
    setHidden((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else if (series.length - next.size > 1) next.add(key);
      return next;
    });

  return (
    <figure className={styles.chart}>
      <div className={styles.legend}>
        {series.map((item) => (
          <button
            key={item.key}
            type="button"
            className={styles.legendItem}
            aria-pressed={!hidden.has(item.key)}
            onClick={() => toggle(item.key)}
          >
            <span className={styles.swatch} style={{ background: item.color }} />
            {item.name}
          </button>
        ))}
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className={styles.svg} role="img" aria-label={title}>
        <defs>
          {visible.map((item) => (
            <linearGradient key={item.key} id={`${gradientId}-${item.key}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={item.color} stopOpacity={0.28} />
              <stop offset="100%" stopColor={item.color} stopOpacity={0} />
            </linearGradient>
          ))}
        </defs>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={yAt(tick)}
              y2={yAt(tick)}
              className={tick === 0 ? styles.zero : styles.grid}
            />
            <text x={PAD.left - 6} y={yAt(tick) + 3} className={styles.axis} textAnchor="end">
              {formatPriceUnit(tick)}
            </text>
          </g>
        ))}
        {labelIndexes(n, n <= 7 ? n : 6).map((at) => (
          <text key={at} x={xAt(at)} y={height - 6} className={styles.axis} textAnchor={anchorOf(at)}>
            {labels[at]}
          </text>
        ))}
        {n > 0 && (
          <line x1={xAt(index)} x2={xAt(index)} y1={PAD.top} y2={PAD.top + plotH} className={styles.guide} />
        )}
        {kind === 'bar'
          ? visible.map((item, seriesIndex) => {
              const barW = Math.max(2, (slot * 0.7) / visible.length);
              return item.values.map((value, at) => (
                <rect
                  key={`${item.key}-${labels[at]}`}
                  x={PAD.left + slot * at + slot * 0.15 + barW * seriesIndex}
                  y={Math.min(yAt(value), yAt(0))}
                  width={barW}
                  height={Math.max(Math.abs(yAt(0) - yAt(value)), value === 0 ? 0 : 1)}
                  rx={Math.min(2, barW / 2)}
                  fill={item.color}
                  opacity={at === index ? 1 : 0.75}
                />
              ));
            })
          : visible.map((item) => {
              const points = item.values.map((value, at) => `${xAt(at).toFixed(1)},${yAt(value).toFixed(1)}`);
              const area = `M${xAt(0)},${yAt(0)} L${points.join(' L')} L${xAt(n - 1)},${yAt(0)} Z`;
              return (
                <g key={item.key}>
                  <path d={area} fill={`url(#${gradientId}-${item.key})`} />
                  <polyline
                    points={points.join(' ')}
                    fill="none"
                    stroke={item.color}
                    className={styles.line}
                  />
                  {item.values[index] !== undefined && (
                    <circle
                      cx={xAt(index)}
                      cy={yAt(item.values[index] ?? 0)}
                      r={3.5}
                      fill={item.color}
                      className={styles.dot}
                    />
                  )}
                </g>
              );
            })}
        <rect
          x={PAD.left}
          y={0}
          width={plotW}
          height={height}
          fill="transparent"
          onPointerDown={pick}
          onPointerMove={(event) => event.buttons > 0 && pick(event)}
        />
      </svg>
      {n > 0 && (
        <figcaption className={styles.readout} data-testid="chart-readout">
          <span className={styles.readoutDay}>{labels[index]}</span>
          {visible.map((item) => (
            <span key={item.key} className={styles.readoutItem}>
              <span className={styles.swatch} style={{ background: item.color }} />
              {item.name} <strong>{item.texts[index]}</strong>
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
