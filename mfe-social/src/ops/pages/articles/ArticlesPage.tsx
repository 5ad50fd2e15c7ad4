import { formatDateTime, toast, useRequest } from '@app/shared';
import { type Column, kit, OpsPage, Pager, Table } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type ArticleDraft, type OpsArticle, opsArticlesApi } from '../../api/articles';
import { ArticleEditor } from './ArticleEditor';

/** 专家文章: publish under an expert's name and edit; the HTML players get is the server-sanitised one. */
export function ArticlesPage() {
  const [editing, setEditing] = useState<OpsArticle | null>(null);
  const [page, setPage] = useState(1);
  const options = useRequest(() => opsArticlesApi.options(), 'social:ArticlesPage:options');
  const articles = useRequest(() => opsArticlesApi.list(page), `social:ArticlesPage:articles:${page}`);

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

  const columns: Array<Column<OpsArticle>> = [
    { title: '标题', cell: (article) => <span title={article.summary}>{article.title}</span> },
    { title: '专家', nowrap: true, cell: (article) => article.expert_name },
    { title: '阅读', numeric: true, cell: (article) => article.views },
    { title: '发布时间', nowrap: true, cell: (article) => formatDateTime(article.published_at) },
    {
      title: '操作',
      nowrap: true,
      cell: (article) => (
        <button type="button" className={kit.small} onClick={() => setEditing(article)}>
          编辑
        </button>
      ),
    },
  ];

  return (
    <OpsPage title="专家文章" subtitle="以专家名义发布分析文章；正文 HTML 由服务端清理后展示给玩家。">
      {options.status === 'ready' && (
        <ArticleEditor
          key={editing?.id ?? 'new'}
          options={options.data}
          editing={editing}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <h2 className={kit.subheading}>最新文章</h2>
      <Table
        label="最新文章"
        rows={articles.status === 'ready' ? articles.data.list : []}
        status={articles.status}
        columns={columns}
        rowKey={(article) => article.id}
        rowTestId={() => 'article-row'}
        empty="暂无文章"
      />
      {articles.status === 'ready' && (
        <Pager page={page} perPage={articles.data.per_page} total={articles.data.total} onPage={setPage} />
      )}
    </OpsPage>
  );
}
