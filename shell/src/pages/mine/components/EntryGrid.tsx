import { useAppConfig } from '@app/shared';
import { Link } from 'react-router-dom';
import { closedAreaOf } from '../../../layout/tabs';
import styles from '../mine.module.css';
import { MINE_SECTIONS } from './mineEntries';

export function EntryGrid({ isAgent }: { isAgent: boolean }) {
  const config = useAppConfig((state) => state.config);
  return (
    <>
      {MINE_SECTIONS.map((section) => (
        <section key={section.title} className={styles.card}>
          <h2 className={styles.cardTitle}>{section.title}</h2>
          <div className={styles.entryGrid}>
            {section.entries
              .filter((entry) => (isAgent || !entry.agentOnly) && !closedAreaOf(entry.path, config))
              .map((entry) => (
                <Link key={entry.path} to={entry.path} className={styles.entry}>
                  <span aria-hidden="true" className={styles.entryIcon}>
                    {entry.glyph}
                  </span>
                  <span className={styles.entryTitle}>{entry.title}</span>
                </Link>
              ))}
          </div>
        </section>
      ))}
    </>
  );
}
