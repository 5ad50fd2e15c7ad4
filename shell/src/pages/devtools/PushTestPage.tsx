import { Button, Page, toast } from '@app/shared';
import { useState } from 'react';
import { DevSection, InfoRow } from './DevSection';
import styles from './devtools.module.css';

const PERMISSION_TEXT: Record<NotificationPermission, string> = {
  default: '未请求',
  granted: '已允许',
  denied: '已拒绝',
};

/** /pages/test/push: browser notification permission and a local notification, plus the in-app fallback. */
export function PushTestPage() {
  const supported = typeof window !== 'undefined' && 'Notification' in window;
  const [permission, setPermission] = useState<NotificationPermission>(
    supported ? Notification.permission : 'denied',
  );

  async function request() {
    if (!supported) return;
    setPermission(await Notification.requestPermission());
  }

  function notify() {
    if (supported && permission === 'granted') {
      new Notification('测试推送', { body: '这是一条本地推送通知' });
    } else {
      toast.show('通知未授权，已用应用内提示代替', 4000);
    }
  }

  return (
    <Page title="推送测试">
      <div className={styles.body}>
        <DevSection title="系统通知">
          <InfoRow label="浏览器支持" value={supported ? '支持' : '不支持'} />
          <InfoRow label="通知权限" value={PERMISSION_TEXT[permission]} />
          <div className={styles.buttons}>
            <Button variant="ghost" onClick={request} disabled={!supported}>
              请求权限
            </Button>
            <Button onClick={notify}>发送测试通知</Button>
          </div>
        </DevSection>
      </div>
    </Page>
  );
}
