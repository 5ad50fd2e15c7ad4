import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<K extends string | number = string> {
  key: K;
  title: ReactNode;
}

export interface TabsProps<K extends string | number> {
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
}

export function Tabs<K extends string | number>({ items, active, onChange }: TabsProps<K>) {
  return (
    <div className={styles.tabs} role="tablist">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          className={`${styles.tab} ${item.key === active ? styles.active : ''}`}
          onClick={() => onChange(item.key)}
        >
          {item.title}
        </button>
      ))}
    </div>
  );
}
