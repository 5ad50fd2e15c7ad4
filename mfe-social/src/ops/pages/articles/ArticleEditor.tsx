import { Button } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { SafeHtml } from '../../../components/SafeHtml';
import { type ArticleDraft, type ArticleOptions, type OpsArticle, opsArticlesApi } from '../../api/articles';
import styles from '../../components/ops.module.css';
import { alreadyToasted } from '../../components/toasted';

const draftOf = (article: OpsArticle): ArticleDraft => ({
  expert_id: article.expert_id,
  category_id: article.category_id,
  title: article.title,
  summary: article.summary,
  content: article.content,
  match_info: article.match_info,
  badge: article.badge,
  is_hot: article.is_hot,
  is_recommended: article.is_recommended,
});

function blankDraft(options: ArticleOptions): ArticleDraft {
  const expert = options.experts[0];
  return {
    expert_id: expert?.id ?? 0,
    category_id: expert?.category_id ?? options.categories[0]?.id ?? 0,
    title: '',
    summary: '',
    content: '',
    match_info: '',
    badge: '',
    is_hot: false,
    is_recommended: false,
  };
}

function problemOf(draft: ArticleDraft): string | null {
  if (!draft.expert_id) return '请选择专家';
  if (!draft.title.trim()) return '请输入文章标题';
  if (draft.title.trim().length > 80) return '文章标题不能超过80个字';
  if (!draft.content.trim()) return '请输入文章内容';
  return null;
}

/** Writes or edits an article: HTML in a textarea, previewed as the server's sanitiser leaves it. */
export function ArticleEditor({
  options,
  editing,
  onSubmit,
  onCancel,
}: {
  options: ArticleOptions;
  editing: OpsArticle | null;
  onSubmit: (draft: ArticleDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<ArticleDraft>(() => (editing ? draftOf(editing) : blankDraft(options)));
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<ArticleDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const showPreview = () => {
    if (!draft.content.trim()) {
      setProblem('请输入文章内容');
      return;
    }
    setProblem(null);
    opsArticlesApi.preview(draft.content).then((cleaned) => setPreview(cleaned.html), alreadyToasted);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(draft);
    setProblem(found);
    if (found) return;
    setBusy(true);
    await onSubmit(draft).then(() => {
      if (editing) return;
      setDraft(blankDraft(options));
      setPreview(null);
    }, alreadyToasted);
    setBusy(false);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={editing ? '编辑文章' : '发布文章'}>
      <label className={styles.label}>
        专家
        <select
          className={styles.input}
          value={draft.expert_id}
          onChange={(event) => {
            const expert = options.experts.find((candidate) => candidate.id === Number(event.target.value));
            change({
              expert_id: Number(event.target.value),
              ...(expert ? { category_id: expert.category_id } : {}),
            });
          }}
        >
          {options.experts.map((expert) => (
            <option key={expert.id} value={expert.id}>
              {expert.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.label}>
        分类
        <select
          className={styles.input}
          value={draft.category_id}
          onChange={(event) => change({ category_id: Number(event.target.value) })}
        >
          {options.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.label}>
        标题
        <input
          className={styles.input}
          maxLength={80}
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
        />
      </label>
      <label className={styles.label}>
        赛事（可选，如 英超 曼城 vs 阿森纳）
        <input
          className={styles.input}
          maxLength={100}
          value={draft.match_info}
          onChange={(event) => change({ match_info: event.target.value })}
        />
      </label>
      <label className={styles.label}>
        摘要（留空则取正文开头）
        <input
          className={styles.input}
          maxLength={200}
          value={draft.summary}
          onChange={(event) => change({ summary: event.target.value })}
        />
      </label>
      <label className={styles.label}>
        正文 HTML（保存时由服务端清理：脚本、事件属性、非 http(s) 链接会被去除）
        <textarea
          className={`${styles.input} ${styles.code}`}
          value={draft.content}
          onChange={(event) => {
            change({ content: event.target.value });
            setPreview(null);
          }}
        />
      </label>
      <div className={styles.inline}>
        <label className={styles.inline}>
          <input
            type="checkbox"
            checked={draft.is_hot}
            onChange={(event) => change({ is_hot: event.target.checked })}
          />
          热门
        </label>
        <label className={styles.inline}>
          <input
            type="checkbox"
            checked={draft.is_recommended}
            onChange={(event) => change({ is_recommended: event.target.checked })}
          />
          推荐
        </label>
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {preview !== null && (
        <div className={styles.card} data-testid="article-preview">
          <h3 className={styles.cardTitle}>预览（玩家看到的内容）</h3>
          <SafeHtml html={preview} />
        </div>
      )}
      <div className={styles.actions}>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button variant="ghost" onClick={showPreview}>
          预览
        </Button>
        <Button type="submit" loading={busy}>
          {editing ? '保存修改' : '发布文章'}
        </Button>
      </div>
    </form>
  );
}
