import { formatDateTime } from '@app/shared';
import { Link } from 'react-router-dom';
import type { ExpertArticle, LotteryArticle } from '../api/experts';
import { Avatar } from './Avatar';
import styles from './components.module.css';

const RESULT_CLASS: Record<number, string | undefined> = { 1: styles.red, 2: styles.black };

/** One expert analysis in a feed: expert, record, fixture, title and how it went. */
export function ArticleCard({ article }: { article: ExpertArticle }) {
  return (
    <Link
      to={`/expertPages/ExpertDetail?id=${article.id}`}
      className={styles.card}
      data-testid="expert-article-card"
    >
      <div className={styles.cardHead}>
        <Avatar name={article.expert.name} size={32} />
        <span className={styles.cardExpert}>
          <b>{article.expert.name}</b>
          <span className={styles.muted}>{article.expert.title}</span>
        </span>
        {article.expert.recent_label && (
          <span className={styles.hitBadge}>{article.expert.recent_label}</span>
        )}
      </div>
      <div className={styles.cardTitle}>
        {article.badge && <span className={styles.badge}>{article.badge}</span>}
        {article.title}
      </div>
      <div className={styles.match}>{article.match_info}</div>
      <div className={styles.cardFoot}>
        <span>{formatDateTime(article.published_at)}</span>
        <span>阅读 {article.views}</span>
        <span>赞 {article.likes}</span>
        <span className={`${styles.result} ${RESULT_CLASS[article.result] ?? ''}`}>
          {article.result_text}
        </span>
      </div>
    </Link>
  );
}

export function LotteryArticleCard({ article }: { article: LotteryArticle }) {
  return (
    <Link to={`/expertPages/LotteryArticleDetail?id=${article.id}`} className={styles.card}>
      <div className={styles.cardTitle}>
        {article.badge && <span className={styles.badge}>{article.badge}</span>}
        {article.title}
      </div>
      <div className={styles.summary}>{article.summary}</div>
      <div className={styles.cardFoot}>
        <span className={styles.tag}>{article.category_name}</span>
        <span>{article.author}</span>
        <span>{article.expect}</span>
        <span>阅读 {article.views}</span>
      </div>
    </Link>
  );
}
