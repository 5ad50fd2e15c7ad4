import { SiteLogo } from '../common/SiteLogo';
import styles from './auth.module.css';

/** The branded header of the login and registration forms. */
export function AuthHero({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className={styles.hero}>
      <SiteLogo className={styles.logo} />
      <h1 className={styles.heroTitle}>{title}</h1>
      <p className={styles.heroSubtitle}>{subtitle}</p>
    </div>
  );
}
