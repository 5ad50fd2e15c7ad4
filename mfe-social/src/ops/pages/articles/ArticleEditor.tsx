import { Field, kit, OpsForm, useAction } from '@app/shared/ops-ui';
import { useState } from 'react';
import { SafeHtml } from '../../../components/SafeHtml';
import { type ArticleDraft, type ArticleOptions, type OpsArticle, opsArticlesApi } from '../../api/articles';

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
  /** The write, with its success toast; the editor empties after a new article is published. */
  onSubmit: (draft: ArticleDraft) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<ArticleDraft>(() => (editing ? draftOf(editing) : blankDraft(options)));
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useAction();
  const previewing = useAction();
  const change = (patch: Partial<ArticleDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const showPreview = () => {
    if (!draft.content.trim()) {
      setProblem('请输入文章内容');
      return;
    }
    setProblem(null);
    previewing.run(async () => setPreview((await opsArticlesApi.preview(draft.content)).html));
  };
  const submit = async () => {
    const found = problemOf(draft);
    setProblem(found);
    if (found) return;
    const sent = await saving.run(() => onSubmit(draft));
    if (!sent || editing) return;
    setDraft(blankDraft(options));
    setPreview(null);
  };

  return (
    <OpsForm
      label={editing ? '编辑文章' : '发布文章'}
      title={editing ? `编辑文章 #${editing.id}` : '发布文章'}
      submitText={editing ? '保存修改' : '发布文章'}
      problem={problem}
      busy={saving.busy}
      onSubmit={submit}
      onCancel={editing ? onCancel : undefined}
      revealOnOpen={editing !== null}
      extraActions={
        <button type="button" className={kit.button} disabled={previewing.busy} onClick={showPreview}>
          预览
        </button>
      }
      footer={
        preview !== null && (
          <div className={kit.card} data-testid="article-preview">
            <h3 className={kit.cardTitle}>预览（玩家看到的内容）</h3>
            <SafeHtml html={preview} />
          </div>
        )
      }
    >
      <Field label="专家">
        <select
          className={kit.select}
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
      </Field>
      <Field label="分类">
        <select
          className={kit.select}
          value={draft.category_id}
          onChange={(event) => change({ category_id: Number(event.target.value) })}
        >
          {options.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="标题">
        <input
          className={kit.input}
          maxLength={80}
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
        />
      </Field>
      <Field label="赛事（可选，如 英超 曼城 vs 阿森纳）">
        <input
          className={kit.input}
          maxLength={100}
          value={draft.match_info}
          onChange={(event) => change({ match_info: event.target.value })}
        />
      </Field>
      <Field label="摘要（留空则取正文开头）" full>
        <input
          className={kit.input}
          maxLength={200}
          value={draft.summary}
          onChange={(event) => change({ summary: event.target.value })}
        />
      </Field>
      <Field label="正文 HTML（保存时由服务端清理：脚本、事件属性、非 http(s) 链接会被去除）" full>
        <textarea
          className={`${kit.textarea} ${kit.mono}`}
          rows={10}
          value={draft.content}
          onChange={(event) => {
            change({ content: event.target.value });
            setPreview(null);
          }}
        />
      </Field>
      <label className={kit.check}>
        <input
          type="checkbox"
          checked={draft.is_hot}
          onChange={(event) => change({ is_hot: event.target.checked })}
        />
        热门
      </label>
      <label className={kit.check}>
        <input
          type="checkbox"
          checked={draft.is_recommended}
          onChange={(event) => change({ is_recommended: event.target.checked })}
        />
        推荐
      </label>
    </OpsForm>
  );
}
