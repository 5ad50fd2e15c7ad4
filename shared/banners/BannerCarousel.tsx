import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Skeleton } from '../ui/components/Skeleton';
import type { Banner } from './api';
import styles from './BannerCarousel.module.css';

const AUTOPLAY_MS = 4000;

function useAutoplay(count: number): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count]);
  return [count ? index % count : 0, setIndex];
}

/** Banners as auto-advancing slides with dots; a tap follows the banner's link (in-app path or webview). */
export function BannerCarousel({
  banners,
  loading,
  pageType = 1,
}: {
  banners: Banner[];
  loading: boolean;
  pageType?: number;
}) {
  const navigate = useNavigate();
  const [index, setIndex] = useAutoplay(banners.length);
  if (loading && !banners.length) {
    return (
      <div className={styles.bannerSkeleton}>
        <Skeleton rows={2} />
      </div>
    );
  }
  if (!banners.length) return null;

  function open(banner: Banner) {
    if (/^https?:\/\//i.test(banner.link))
      navigate(`/pages/webview/webview?url=${encodeURIComponent(banner.link)}`);
    else if (banner.link.startsWith('/')) navigate(banner.link);
  }

  return (
    <div
      className={styles.banner}
      data-testid={pageType === 1 ? 'home-banners' : 'page-banners'}
      data-page-type={pageType}
    >
      <div className={styles.bannerTrack} style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners.map((banner) => (
          <button key={banner.id} type="button" className={styles.bannerSlide} onClick={() => open(banner)}>
            <img src={banner.image} alt={banner.title} draggable={false} />
          </button>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className={styles.bannerDots}>
          {banners.map((banner, dot) => (
            <button
              key={banner.id}
              type="button"
              aria-label={`第${dot + 1}张`}
              className={dot === index ? styles.dotActive : styles.dot}
              onClick={() => setIndex(dot)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
