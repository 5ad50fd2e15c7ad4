import { Page } from '@app/shared';
import { Link } from 'react-router-dom';
import { STEP_PICTURES } from './components/StepIllustration';
import styles from './download.module.css';

const STEPS: { title: string; text: string }[] = [
  {
    title: '下载安装包',
    text: '在下载页扫描二维码或点击下载按钮，iOS 用 Safari 打开，Android 用系统浏览器打开。',
  },
  { title: '允许安装', text: 'Android：在提示中允许“安装未知来源应用”。iOS：安装描述文件后继续。' },
  {
    title: '信任企业证书（iOS）',
    text: '打开 设置 → 通用 → VPN与设备管理，点击对应的企业级应用，选择“信任”。',
  },
  { title: '打开应用并登录', text: '回到桌面打开应用，使用网页版的账号密码直接登录，余额与记录保持同步。' },
];

/** /install-tutorial: step-by-step install help for both platforms. */
export function InstallTutorialPage() {
  return (
    <Page title="安装教程">
      <div className={styles.download}>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step} data-testid="install-step">
              <span className={styles.stepNumber}>{index + 1}</span>
              <div className={styles.stepBody}>
                <div className={styles.stepTitle}>{step.title}</div>
                <div className={styles.stepText}>{step.text}</div>
                {STEP_PICTURES[index]}
              </div>
            </li>
          ))}
        </ol>
        <Link className={styles.tutorialLink} to="/pages/download/download">
          前往下载页
        </Link>
      </div>
    </Page>
  );
}
