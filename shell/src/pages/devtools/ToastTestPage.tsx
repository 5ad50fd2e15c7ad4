import { Button, Page, toast } from '@app/shared';
import { DevSection } from './DevSection';
import styles from './devtools.module.css';

/** /pages/test/toast: every toast kind with its SPEC duration (2 s default, 3 s error and warning). */
export function ToastTestPage() {
  return (
    <Page title="Toast 测试">
      <div className={styles.body}>
        <DevSection title="提示类型">
          <div className={styles.buttons}>
            <Button onClick={() => toast.show('这是一条普通提示')}>普通提示</Button>
            <Button onClick={() => toast.success('操作成功')}>成功提示</Button>
            <Button variant="danger" onClick={() => toast.error('操作失败，请重试')}>
              错误提示
            </Button>
            <Button variant="ghost" onClick={() => toast.warning('余额不足，请先充值')}>
              警告提示
            </Button>
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
