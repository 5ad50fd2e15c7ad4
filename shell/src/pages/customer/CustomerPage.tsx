import { Button, Page, Skeleton } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppInfo } from '../common/useAppInfo';
import { safeWebUrl } from '../webview/safeUrl';
import styles from './customer.module.css';
import { FAQ } from './faq';
import { SupportMessages } from './SupportMessages';

/** Customer service tab: opens the kf_url of app info in the in-app webview, 留言给客服, and the common answers. */
export function CustomerPage() {
  const navigate = useNavigate();
  const { appInfo, loading } = useAppInfo();
  const [openQuestion, setOpenQuestion] = useState<string | null>(null);
  const url = safeWebUrl(appInfo?.kf_url);

  function openChat() {
    if (url) navigate(`/pages/webview/webview?url=${encodeURIComponent(url)}&title=在线客服`);
  }

  return (
    <Page title="在线客服" back={false}>
      <div className={styles.customer}>
        <section className={styles.hero}>
          <div className={styles.heroIcon} aria-hidden="true">
            客
          </div>
          <h1 className={styles.heroTitle}>7×24 小时在线客服</h1>
          <p className={styles.heroText}>充值、提现、账户问题，专属客服随时为您解答</p>
          {loading ? (
            <Skeleton rows={1} />
          ) : url ? (
            <Button variant="primary" block onClick={openChat} data-testid="customer-open">
              联系在线客服
            </Button>
          ) : (
            <p className={styles.heroText}>客服暂未上线，请稍后再试</p>
          )}
        </section>
        <SupportMessages />
        <section className={styles.faq}>
          <h2 className={styles.faqTitle}>常见问题</h2>
          {FAQ.map((item) => {
            const open = openQuestion === item.question;
            return (
              <div key={item.question} className={styles.faqItem}>
                <button
                  type="button"
                  className={styles.question}
                  aria-expanded={open}
                  onClick={() => setOpenQuestion(open ? null : item.question)}
                >
                  <span>{item.question}</span>
                  <span className={open ? styles.chevronOpen : styles.chevron} aria-hidden="true" />
                </button>
                {open ? <p className={styles.answer}>{item.answer}</p> : null}
              </div>
            );
          })}
        </section>
      </div>
    </Page>
  );
}
