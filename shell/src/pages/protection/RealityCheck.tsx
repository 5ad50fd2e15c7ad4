import { Dialog, formatYuan, useSession } from '@app/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { protectionApi, type SessionSummary } from './protectionApi';
import { useRealityCheckMinutes } from './realityCheckStore';

const quiet = { silent: true };

/**
 * Mounted once in the app frame: every N minutes of the session (the player's choice on 理性投注) shows how
 * long they have played and what they won or lost since signing in, with 继续 or 退出 (signs out).
 */
export function RealityCheck() {
  const navigate = useNavigate();
  const userId = useSession((state) => state.user?.id);
  const logout = useSession((state) => state.logout);
  const minutes = useRealityCheckMinutes((state) => state.minutes);
  const setMinutes = useRealityCheckMinutes((state) => state.set);
  const [shown, setShown] = useState<SessionSummary | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (userId === undefined) return;
    protectionApi
      .read(quiet)
      .then((protection) => setMinutes(protection.reality_check_minutes))
      .catch(() => undefined);
  }, [userId, setMinutes]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` re-arms the reminder after 继续.
  useEffect(() => {
    if (userId === undefined || !minutes) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const period = minutes * 60_000;
    protectionApi
      .session(quiet)
      .then((session) => {
        if (cancelled) return;
        // The next whole multiple of the interval since sign-in.
        const elapsed = Math.max(0, Date.now() - Date.parse(session.started_at));
        timer = setTimeout(
          async () => {
            const summary = await protectionApi.session(quiet).catch(() => null);
            if (!cancelled && summary) setShown(summary);
          },
          period - (elapsed % period),
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [userId, minutes, round]);

  async function leave() {
    setShown(null);
    await logout();
    navigate('/pages/home/home', { replace: true });
  }

  if (!shown) return null;
  const lost = shown.net.startsWith('-');
  const result = /^-?0(\.0+)?$/.test(shown.net)
    ? '输赢持平'
    : `${lost ? '输' : '赢'} ${formatYuan(shown.net.replace(/^-/, ''))} 元`;
  return (
    <Dialog
      open
      title="理性投注提醒"
      confirmText="继续"
      cancelText="退出"
      onConfirm={() => {
        setShown(null);
        setRound((value) => value + 1);
      }}
      onCancel={leave}
    >
      <span data-testid="reality-check">
        您本次登录已 {shown.minutes} 分钟，{result}。请合理安排时间，理性投注。
      </span>
    </Dialog>
  );
}
