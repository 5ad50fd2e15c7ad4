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

/** Inline pictures of the four install steps (no image downloads, crisp at any density). */
export const STEP_PICTURES: ReactNode[] = [
  <Phone key="download" label="扫码或点击下载">
    <Qr />
    <rect x="42" y="66" width="36" height="9" rx="4.5" fill={ACCENT} />
    <rect x="44" y="84" width="32" height="3" rx="1.5" fill={LINE} />
    <rect x="48" y="91" width="24" height="3" rx="1.5" fill={LINE} />
    <path d="M60 100v8m-4-4 4 4 4-4" stroke={ACCENT} strokeWidth="2" fill="none" strokeLinecap="round" />
  </Phone>,
  <Phone key="allow" label="允许安装">
    <rect x="35" y="14" width="50" height="98" rx="3" fill="rgba(0,0,0,0.45)" />
    <rect x="38" y="44" width="44" height="40" rx="5" fill="#2c313e" />
    <rect x="43" y="50" width="34" height="3" rx="1.5" fill={TEXT} />
    <rect x="43" y="57" width="26" height="3" rx="1.5" fill={LINE} />
    <rect x="42" y="70" width="17" height="8" rx="4" fill={LINE} />
    <rect x="61" y="70" width="17" height="8" rx="4" fill={ACCENT} />
  </Phone>,
  <Phone key="trust" label="信任企业证书">
    {[22, 36, 50].map((y) => (
      <g key={y}>
        <rect x="38" y={y} width="44" height="10" rx="2" fill="#2c313e" />
        <rect x="41" y={y + 3.5} width="22" height="3" rx="1.5" fill={y === 36 ? TEXT : LINE} />
      </g>
    ))}
    <rect x="46" y="72" width="28" height="10" rx="5" fill={ACCENT} />
    <path d="M54 77l3 3 6-6" stroke="#1a1200" strokeWidth="1.8" fill="none" strokeLinecap="round" />
  </Phone>,
  <Phone key="open" label="打开应用并登录">
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
