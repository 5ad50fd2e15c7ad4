import styles from './balls.module.css';

const INK = '#111';
const WHITE = '#fff';

/** The classic PK10 car colours, car 1 to 10, each with the number colour that reads on it (4.5:1 or more). */
const CARS = [
  { background: '#e6de00', color: INK },
  { background: '#0092dd', color: INK },
  { background: '#4b4b4b', color: WHITE },
  { background: '#ff7600', color: INK },
  { background: '#17e2e5', color: INK },
  { background: '#5234ff', color: WHITE },
  { background: '#bfbfbf', color: INK },
  { background: '#ff2600', color: INK },
  { background: '#780b00', color: WHITE },
  { background: '#07bf00', color: INK },
];

/**
 * An open code drawn the way players know it: dice for 快三, red balls for 时时彩, coloured cars for PK10.
 * `reveal`: a fresh result drops in one ball after another (key the Balls by expect to replay it).
 */
export function Balls({
  type,
  numbers,
  small = false,
  reveal = false,
}: {
  type: string;
  numbers: number[];
  small?: boolean;
  reveal?: boolean;
}) {
  const size = `${small ? styles.small : ''} ${reveal ? styles.reveal : ''}`;
  const delay = (index: number) => (reveal ? { animationDelay: `${index * 60}ms` } : {});
  return (
    <span className={`${styles.balls} ${small ? styles.tight : ''}`} data-testid="open-code">
      {numbers.map((n, index) => {
        const key = `${index}-${n}`;
        if (type === 'pk10') {
          return (
            <span key={key} className={`${styles.car} ${size}`} style={{ ...CARS[n - 1], ...delay(index) }}>
              {String(n).padStart(2, '0')}
            </span>
          );
        }
        return (
          <span
            key={key}
            className={`${type === 'k3' ? styles.die : styles.ball} ${size}`}
            style={delay(index)}
          >
            {n}
          </span>
        );
      })}
    </span>
  );
}

/** While an expect is being drawn: pulsing placeholders of the right count. */
export function DrawingBalls({ type }: { type: string }) {
  const count = type === 'k3' ? 3 : type === 'ssc' ? 5 : 10;
  return (
    <span className={styles.balls} role="img" aria-label="开奖中">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
        <span key={index} className={`${type === 'pk10' ? styles.car : styles.ball} ${styles.pending}`}>
          ?
        </span>
      ))}
    </span>
  );
}
