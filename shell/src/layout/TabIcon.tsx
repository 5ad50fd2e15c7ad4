import type { TabId } from './tabs';

const PATHS: Record<TabId, string> = {
  home: 'M4 11.5L12 5l8 6.5V20a1 1 0 0 1-1 1h-4.5v-5.5h-5V21H5a1 1 0 0 1-1-1z',
  activity:
    'M4 9h16v4H4zM5.5 13h13v8h-13zM12 9v12M12 9c-1.5-3-5-4-5.5-1.5S10 9 12 9zm0 0c1.5-3 5-4 5.5-1.5S14 9 12 9z',
  gameplay:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4.5l3.6 2.6-1.4 4.2H9.8l-1.4-4.2zM12 3v4.5M20.6 9.7l-5 .4M17.4 19.4l-3.2-5.1M6.6 19.4l3.2-5.1M3.4 9.7l5 .4',
  customer:
    'M4.5 13v-1a7.5 7.5 0 0 1 15 0v1M4.5 13h2.5v5H5.5a1 1 0 0 1-1-1zM19.5 13H17v5h1.5a1 1 0 0 0 1-1zM17 18c0 1.7-1.8 2.5-5 2.5',
  mine: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4.5 20.5c.8-3.6 3.8-6 7.5-6s6.7 2.4 7.5 6',
};

export function TabIcon({ id }: { id: TabId }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={PATHS[id]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
