import { storage, useSession } from '@app/shared';
import { useState } from 'react';
import { INDEX_MODAL_SEEN_KEY, indexModalContent } from './indexModalContent';
import styles from './widgets.module.css';

/**
 * The operator's home popup (appinfo.index_modal + index_modal_images), shown once per change: closing it
 * remembers a hash of its content, and only different content opens it again.
 */
export function IndexModal() {
  const content = indexModalContent(useSession((state) => state.appInfo));
  const [seen, setSeen] = useState(() => storage.getItem<string>(INDEX_MODAL_SEEN_KEY));
  if (!content || seen === content.hash) return null;
  const close = () => {
    storage.setItem(INDEX_MODAL_SEEN_KEY, content.hash);
    setSeen(content.hash);
  };
  return (
    <div className={styles.overlay} data-testid="index-modal" role="dialog" aria-modal="true">
      <div className={styles.modal}>
        {content.images.map((src) => (
          <img key={src} src={src} alt="活动公告" className={styles.modalImage} />
        ))}
        {content.text ? <p className={styles.modalText}>{content.text}</p> : null}
        <button type="button" className={styles.modalConfirm} onClick={close} data-testid="index-modal-ok">
          我知道了
        </button>
        <button type="button" className={styles.close} onClick={close} aria-label="关闭">
          ×
        </button>
      </div>
    </div>
  );
}
