import { useSession } from '@app/shared';
import { useState } from 'react';
import styles from './widgets.module.css';

// Shown once per page load: the operator's home popup (appinfo.index_modal + index_modal_images).
let dismissed = false;

export function IndexModal() {
  const appInfo = useSession((state) => state.appInfo);
  const [open, setOpen] = useState(!dismissed);
  const images = appInfo?.index_modal_images ?? [];
  if (!open || !appInfo || !Number(appInfo.index_modal) || images.length === 0) return null;
  const close = () => {
    dismissed = true;
    setOpen(false);
  };
  return (
    <div className={styles.overlay} data-testid="index-modal" role="dialog" aria-modal="true">
      <div className={styles.modal}>
        {images.map((src) => (
          <img key={src} src={src} alt="活动公告" className={styles.modalImage} />
        ))}
        <button type="button" className={styles.close} onClick={close} aria-label="关闭">
          ×
        </button>
      </div>
    </div>
  );
}
