import { Button, Dialog, useSession } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** 退出登录 with a confirmation; logout revokes the token on the server and clears the session. */
export function LogoutButton() {
  const navigate = useNavigate();
  const logout = useSession((state) => state.logout);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function confirm() {
    setConfirming(false);
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
    }
    navigate('/pages/home/home', { replace: true });
  }

  return (
    <>
      <Button
        variant="danger"
        block
        loading={leaving}
        onClick={() => setConfirming(true)}
        data-testid="logout"
      >
        退出登录
      </Button>
      <Dialog
        open={confirming}
        title="退出登录"
        confirmText="退出"
        cancelText="取消"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        确定要退出当前账号吗？
      </Dialog>
    </>
  );
}
