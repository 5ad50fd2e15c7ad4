import { Page } from '@app/shared';
import { Link } from 'react-router-dom';
import { STEP_PICTURES } from './components/StepIllustration';
import styles from './download.module.css';

// What this product serves is a web app (web manifest + service worker): it is "installed" by adding it to the
// home screen from the browser, so there is no package to download and no certificate to trust.
export const INSTALL_STEPS: { title: string; text: string }[] = [
  {
    title: '用手机浏览器打开网页版',
    text: '在下载页用手机相机扫描二维码，或直接输入网址。iPhone 请用 Safari 打开，Android 请用 Chrome 等浏览器打开。',
  },
  {
    title: 'iPhone：分享 → 添加到主屏幕',
    text: '在 Safari 底部点击分享按钮（方框加向上箭头），在列表中选择“添加到主屏幕”，再点右上角“添加”。',
  },
  {
    title: 'Android：菜单 → 添加到主屏幕',
    text: '在 Chrome 右上角点击菜单（⋮），选择“添加到主屏幕”或“安装应用”，再点“安装”。',
  },
  {
    title: '从桌面图标打开并登录',
    text: '桌面上会出现应用图标，点击即可全屏打开。使用原账号密码登录，余额与记录与网页版同步。',
  },
];

/** /install-tutorial: how to add the web app to the home screen on iPhone and Android. */
export function InstallTutorialPage() {
  return (
    <Page title="安装教程">
      <div className={styles.download}>
        <ol className={styles.steps}>
          {INSTALL_STEPS.map((step, index) => (
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
