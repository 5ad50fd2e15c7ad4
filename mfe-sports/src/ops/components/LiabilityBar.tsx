import { formatMoney } from '@app/shared';
import styles from './risk.module.css';

/** Share of `limit` used, in whole percent (0-100); exact enough for a bar from two yuan strings. */
const percentOf = (liability: string, limit: string) => {
  const used = Number(liability);
  const room = Number(limit);
  return room > 0 ? Math.min(100, Math.round((used / room) * 100)) : 100;
};

/** An outcome's (or a match's) liability against its limit; red from 80 %. */
export function LiabilityBar({
  liability,
  limit,
  label,
}: {
  liability: string;
  limit: string;
  label: string;
}) {
  const percent = percentOf(liability, limit);
  return (
    <>
      <meter
        className={styles.bar}
        aria-label={label}
        min={0}
        max={100}
        high={79}
        optimum={0}
        value={percent}
        data-level={percent >= 80 ? 'high' : 'ok'}
      />
      <span className={styles.figures}>
        {formatMoney(liability)} / {formatMoney(limit)} 元
      </span>
    </>
  );
}
