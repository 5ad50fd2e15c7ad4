import { Button, Page, TOAST_DURATIONS, toast } from '@app/shared';
import { DevSection } from './DevSection';
import styles from './devtools.module.css';

interface ToastCase {
  key: string;
  label: string;
  ms: number;
  variant?: 'primary' | 'ghost' | 'danger';
  run: () => void;
}

/** SPEC 9 durations: 2 s default, 3 s error, warning, balance change and user info, 4 s notification. */
const CASES: ToastCase[] = [
  { key: 'info', label: '普通提示', ms: TOAST_DURATIONS.info, run: () => toast.show('这是一条普通提示') },
  { key: 'success', label: '成功提示', ms: TOAST_DURATIONS.success, run: () => toast.success('操作成功') },
  {
    key: 'error',
    label: '错误提示',
    ms: TOAST_DURATIONS.error,
    variant: 'danger',
    run: () => toast.error('操作失败，请重试'),
  },
  {
    key: 'warning',
    label: '警告提示',
    ms: TOAST_DURATIONS.warning,
    variant: 'ghost',
    run: () => toast.warning('余额不足，请先充值'),
  },
  {
    key: 'balance',
    label: '余额变动',
    ms: 3000,
    variant: 'ghost',
    run: () => toast.show('余额变动：+100.00，当前余额 10,100.00', 3000),
  },
  {
    key: 'userinfo',
    label: '用户信息',
    ms: 3000,
    variant: 'ghost',
    run: () => toast.show('打码量 120.00，总充值 500.00，流水 80.00，余额 10,100.00', 3000),
  },
  {
    key: 'notification',
    label: '站内通知',
    ms: TOAST_DURATIONS.notification,
    variant: 'ghost',
    run: () => toast.notification('您有一条新消息：活动奖励已到账'),
  },
];

/** /pages/test/toast: every toast kind of the app with its SPEC duration. */
export function ToastTestPage() {
  return (
    <Page title="Toast 测试">
      <div className={styles.body}>
        <DevSection title="提示类型">
          <div className={styles.buttons}>
            {CASES.map((item) => (
              <Button
                key={item.key}
                variant={item.variant ?? 'primary'}
                onClick={item.run}
                data-testid={`toast-${item.key}`}
              >
                {item.label} · {item.ms / 1000}秒
              </Button>
            ))}
          </div>
        </DevSection>
        <DevSection title="自定义时长">
          <div className={styles.buttons}>
            <Button variant="ghost" onClick={() => toast.show('显示 1 秒', 1000)}>
              1 秒
            </Button>
            <Button variant="ghost" onClick={() => toast.show('显示 5 秒', 5000)}>
              5 秒
            </Button>
          </div>
        </DevSection>
      </div>
    </Page>
  );
}
