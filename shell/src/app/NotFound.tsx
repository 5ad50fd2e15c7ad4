import { Link } from 'react-router-dom';
import styles from './app.module.css';
import { HOME_PATH } from './launch';

export function NotFound() {
  return (
    <div className={styles.notFound} data-testid="not-found">
      <p className={styles.notFoundCode}>404</p>
      <p>页面不存在或已下线</p>
      <Link className={styles.homeLink} to={HOME_PATH} replace>
        返回首页
      </Link>
    </div>
  );
}
