import { BANNER_PAGE_TYPE, type Banner, bannersApi } from '@app/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './widgets.module.css';

/** Home widget: the sports banners (page_type 2) and the two ways into betting. */
export function HotMatches() {
  const [banners, setBanners] = useState<Banner[]>([]);
  useEffect(() => {
    bannersApi
      .byPageType(BANNER_PAGE_TYPE.sports)
      .then(setBanners)
      .catch(() => setBanners([]));
  }, []);
  return (
    <section className={styles.card} data-testid="hot-matches">
      {banners[0] && <p className={styles.headline}>{banners[0].title}</p>}
      <div className={styles.links}>
        <Link to="/betPages/football/index">
          足球竞猜<small>单关 · 串关</small>
        </Link>
        <Link to="/betPages/basketball/index">
          篮球竞猜<small>胜负 · 让分 · 大小分</small>
        </Link>
      </div>
    </section>
  );
}
