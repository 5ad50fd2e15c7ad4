import styles from './components.module.css';

const HUES = [32, 200, 160, 280, 350, 20, 120];

/** A round badge with the first character of a name (experts have no photos in the demo data). */
export function Avatar({ name, size = 44 }: { name: string; size?: number }) {
  const hue = HUES[Array.from(name).reduce((acc, char) => acc + (char.codePointAt(0) ?? 0), 0) % HUES.length];
  return (
    <span
      className={styles.avatar}
      style={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        background: `linear-gradient(135deg, hsl(${hue} 80% 55%), hsl(${(hue ?? 0) + 30} 70% 38%))`,
      }}
      aria-hidden="true"
    >
      {Array.from(name)[0] ?? '?'}
    </span>
  );
}
