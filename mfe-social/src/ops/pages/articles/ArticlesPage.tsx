import { Button, formatDateTime, toast, useRequest } from '@app/shared';
import { useState } from 'react';
import { type ArticleDraft, type OpsArticle, opsArticlesApi } from '../../api/articles';
import { OpsCard, OpsPanel } from '../../components/OpsPanel';
import styles from '../../components/ops.module.css';
import { Pager } from '../../components/Pager';
import { ArticleEditor } from './ArticleEditor';

/** 专家文章: publish under an expert's name and edit; the HTML players get is the server-sanitised one. */
export function ArticlesPage() {
  const [editing, setEditing] = useState<OpsArticle | null>(null);
  const [page, setPage] = useState(1);
  const options = useRequest(() => opsArticlesApi.options(), 'options');
  const articles = useRequest(() => opsArticlesApi.list(page), String(page));

  const save = async (draft: ArticleDraft) => {
    if (editing) {
      await opsArticlesApi.edit(editing.id, draft);
      toast.success('文章已保存');
      setEditing(null);
    } else {
      await opsArticlesApi.publish(draft);
      toast.success('文章已发布');
    }
    articles.reload();
  };

  return (
    <OpsPanel title="专家文章" hint="以专家名义发布分析文章；正文 HTML 由服务端清理后展示给玩家。">
      <div className={styles.halves}>
        <OpsCard title="最新文章">
          {articles.status === 'ready' && articles.data.list.length === 0 && (
            <p className={styles.empty}>暂无文章</p>
          )}
          {articles.status === 'ready' && articles.data.list.length > 0 && (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>标题</th>
                  <th>专家</th>
                  <th>阅读</th>
                  <th>发布时间</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {articles.data.list.map((article) => (
                  <tr key={article.id} data-testid="article-row">
                    <td className={`${styles.clip} ${styles.grow}`} title={article.summary}>
                      {article.title}
                    </td>
                    <td>{article.expert_name}</td>
                    <td>{article.views}</td>
                    <td>{formatDateTime(article.published_at)}</td>
                    <td>
                      <div className={styles.actions}>
                        <Button variant="ghost" className={styles.small} onClick={() => setEditing(article)}>
                          编辑
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {articles.status === 'ready' && (
            <Pager
              page={page}
              perPage={articles.data.per_page}
              total={articles.data.total}
              onPage={setPage}
            />
          )}
        </OpsCard>
        <OpsCard title={editing ? `编辑文章 #${editing.id}` : '发布文章'}>
          {options.status === 'ready' && (
            <ArticleEditor
              key={editing?.id ?? 'new'}
              options={options.data}
              editing={editing}
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          )}
        </OpsCard>
      </div>
    </OpsPanel>
  );
}
