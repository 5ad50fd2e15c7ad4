import { Dialog } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import { APP_VERSION } from '../settings/appVersion';

/** The update component: tells the player a newer version exists and offers the download page. */
export function UpdatePrompt({
  latest,
  open,
  onClose,
}: {
  latest: string;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      title={`发现新版本 ${latest}`}
      confirmText="立即更新"
      cancelText="稍后"
      onConfirm={() => {
        onClose();
        navigate('/pages/download/download');
      }}
      onCancel={onClose}
    >
      当前版本 {APP_VERSION}，新版本已发布，建议立即更新以获得更好的体验。
    </Dialog>
  );
}
