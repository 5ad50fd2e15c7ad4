import { Dialog, toast } from '@app/shared';
import { useState } from 'react';
import { type SyndicateDetail, syndicatesApi } from '../../api/syndicates';
import styles from './syndicates.module.css';

interface InitiatorToolsProps {
  syndicate: SyndicateDetail;
  selling: boolean;
  onCancelled: () => void;
}

/**
 * What only the initiator sees: the share link of a private syndicate (its code opens it), and 撤销合买 while
 * sales are open and less than half is sold (the server holds the same rule).
 */
export function InitiatorTools({ syndicate, selling, onCancelled }: InitiatorToolsProps) {
  const [confirming, setConfirming] = useState(false);
  const link = syndicate.share_code
    ? `${location.origin}${location.pathname}#/syndicatePages/detail?id=${syndicate.id}&code=${syndicate.share_code}`
    : null;
  const cancel = async () => {
    setConfirming(false);
    try {
      await syndicatesApi.cancel(syndicate.id);
      toast.success('合买已撤销，认购金额已退回');
      onCancelled();
    } catch {
      // The http client has toasted why.
    }
  };
  return (
    <>
      {link && !syndicate.is_public && (
        <p className={styles.share} data-testid="share-link">
          私密合买，分享此链接邀请好友：{link}
        </p>
      )}
      {selling && syndicate.progress < 50 && (
        <button type="button" className={styles.cancel} onClick={() => setConfirming(true)}>
          撤销合买
        </button>
      )}
      <Dialog
        open={confirming}
        title="撤销合买"
        cancelText="再想想"
        confirmText="确认撤销"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void cancel()}
      >
        撤销后所有认购和保底金额原路退回，且不能恢复。
      </Dialog>
    </>
  );
}
