import type { ReactNode } from 'react';
import styles from '../download.module.css';

const ACCENT = '#ffb400';
const SCREEN = '#222632';
const LINE = '#3a4150';
const TEXT = '#9aa0ab';

/** A phone outline; each step draws what the player sees on its screen. */
function Phone({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg className={styles.illustration} viewBox="0 0 120 126" role="img" aria-label={label}>
      <rect x="30" y="4" width="60" height="118" rx="9" fill="#12141b" stroke={LINE} strokeWidth="2" />
      <rect x="35" y="14" width="50" height="98" rx="3" fill={SCREEN} />
      <rect x="52" y="8" width="16" height="2.5" rx="1.25" fill={LINE} />
      {children}
    </svg>
  );
}

function Qr() {
  const cells = [
    [0, 0],
    [2, 0],
    [4, 1],
    [1, 2],
    [3, 2],
    [0, 4],
    [2, 3],
    [4, 4],
    [3, 4],
  ];
  return (
    <g>
      <rect x="44" y="24" width="32" height="32" rx="2" fill="#fff" />
      {cells.map(([x, y]) => (
        <rect
          key={`${x}-${y}`}
          x={47 + (x ?? 0) * 5.4}
          y={27 + (y ?? 0) * 5.4}
          width="4.6"
          height="4.6"
          fill="#111"
        />
      ))}
    </g>
  );
}

/** A menu or share-sheet row; the highlighted one is what the player taps. */
function Row({ y, highlighted = false }: { y: number; highlighted?: boolean }) {
  return (
    <g>
      <rect
        x="39"
        y={y}
        width="42"
        height="9"
        rx="2"
        fill={highlighted ? '#3a3322' : '#2c313e'}
        stroke={highlighted ? ACCENT : 'none'}
        strokeWidth="1.2"
      />
      <rect x="42" y={y + 2.5} width="4" height="4" rx="1" fill="none" stroke={highlighted ? ACCENT : TEXT} />
      <rect x="49" y={y + 3.5} width="22" height="2" rx="1" fill={highlighted ? ACCENT : LINE} />
    </g>
  );
}

/** Inline pictures of the four install steps (no image downloads, crisp at any density). */
export const STEP_PICTURES: ReactNode[] = [
  <Phone key="open-in-browser" label="用浏览器扫码打开网页版">
    <rect x="38" y="16.5" width="44" height="5" rx="2.5" fill="#2c313e" />
    <Qr />
    <rect x="42" y="66" width="36" height="9" rx="4.5" fill={ACCENT} />
    <rect x="44" y="84" width="32" height="3" rx="1.5" fill={LINE} />
    <rect x="48" y="91" width="24" height="3" rx="1.5" fill={LINE} />
  </Phone>,
  <Phone key="ios-share" label="Safari：分享 → 添加到主屏幕">
    <rect x="39" y="19" width="42" height="3" rx="1.5" fill={LINE} />
    <rect x="39" y="26" width="30" height="3" rx="1.5" fill={LINE} />
    <rect x="35" y="14" width="50" height="98" rx="3" fill="rgba(0,0,0,0.45)" />
    <rect x="36" y="50" width="48" height="50" rx="4" fill="#232733" />
    <Row y={55} />
    <Row y={67} />
    <Row y={79} highlighted />
    <rect x="35" y="102" width="50" height="10" rx="2" fill="#2c313e" />
    <path
      d="M57 105.5h-1v5.5h8v-5.5h-1M60 109v-6.5m-2 2 2-2 2 2"
      stroke={ACCENT}
      strokeWidth="1.1"
      fill="none"
      strokeLinecap="round"
    />
  </Phone>,
  <Phone key="android-menu" label="Chrome：菜单 → 添加到主屏幕">
    <rect x="35" y="14" width="50" height="11" rx="2" fill="#2c313e" />
    <rect x="38" y="17" width="36" height="5" rx="2.5" fill={SCREEN} />
    {[16.8, 19.5, 22.2].map((cy) => (
      <circle key={cy} cx="79.5" cy={cy} r="1" fill={ACCENT} />
    ))}
    <rect x="39" y="32" width="30" height="3" rx="1.5" fill={LINE} />
    <rect x="39" y="39" width="22" height="3" rx="1.5" fill={LINE} />
    <rect x="36" y="27" width="48" height="50" rx="4" fill="#232733" />
    <Row y={31} />
    <Row y={43} />
    <Row y={55} highlighted />
    <Row y={67} />
  </Phone>,
  <Phone key="home-screen" label="从桌面图标打开并登录">
    {[0, 1, 2, 3, 4, 5].map((index) => (
      <rect
        key={index}
        x={40 + (index % 3) * 14}
        y={24 + Math.floor(index / 3) * 16}
        width="10"
        height="10"
        rx="3"
        fill={LINE}
      />
    ))}
    <rect x="47" y="62" width="26" height="26" rx="7" fill={ACCENT} />
    <text x="60" y="80" textAnchor="middle" fontSize="13" fontWeight="800" fill="#1a1200">
      星
    </text>
    <circle cx="73" cy="62" r="5" fill="#22c55e" />
  </Phone>,
];
