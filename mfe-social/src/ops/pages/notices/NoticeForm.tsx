import { Field, kit, OpsForm, useAction } from '@app/shared/ops-ui';
import { useState } from 'react';
import type { NoticeCategory, NoticeDraft, OpsNotice } from '../../api/notices';

const emptyDraft = (categoryId: number): NoticeDraft => ({
  category_id: categoryId,
  title: '',
  content: '',
  is_hot: false,
  sort: 0,
});

const draftOf = (notice: OpsNotice): NoticeDraft => ({
  category_id: notice.category_id,
  title: notice.title,
  content: notice.content,
  is_hot: notice.is_hot === 1,
  sort: notice.sort,
});

/** The same limits the server keeps, checked before sending so the operator fixes them in place. */
function problemOf(draft: NoticeDraft): string | null {
  if (!draft.title.trim()) return '请输入公告标题';
  if (draft.title.trim().length > 60) return '公告标题不能超过60个字';
  if (!draft.content.trim()) return '请输入公告内容';
  if (draft.content.trim().length > 2000) return '公告内容不能超过2000个字';
  return null;
}

/** Publishes a new notice, or saves the one being edited (`editing`). */
export function NoticeForm({
  categories,
  editing,
  onSubmit,
  onCancel,
}: {
  categories: NoticeCategory[];
  editing: OpsNotice | null;
  /** The write, with its success toast; the form empties after a new notice is published. */
  onSubmit: (draft: NoticeDraft) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<NoticeDraft>(() =>
    editing ? draftOf(editing) : emptyDraft(categories[0]?.id ?? 1),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useAction();
  const change = (patch: Partial<NoticeDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const found = problemOf(draft);
    setProblem(found);
    if (found) return;
    const sent = await run(() =>
      onSubmit({ ...draft, title: draft.title.trim(), content: draft.content.trim() }),
    );
    if (sent && !editing) setDraft(emptyDraft(draft.category_id));
  };

  return (
    <OpsForm
      label={editing ? '编辑公告' : '发布公告'}
      title={editing ? `编辑公告 #${editing.id}` : '发布公告'}
      submitText={editing ? '保存修改' : '发布公告'}
      problem={problem}
      busy={busy}
      onSubmit={submit}
      onCancel={editing ? onCancel : undefined}
      revealOnOpen={editing !== null}
    >
      <Field label="分类">
        <select
          className={kit.select}
          value={draft.category_id}
          onChange={(event) => change({ category_id: Number(event.target.value) })}
        >
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="标题">
        <input
          className={kit.input}
          value={draft.title}
          maxLength={60}
          placeholder="不超过60个字"
          onChange={(event) => change({ title: event.target.value })}
        />
      </Field>
      <Field label="排序（越大越靠前）">
        <input
          className={kit.input}
          type="number"
          min={0}
          max={9999}
          value={draft.sort}
          onChange={(event) => change({ sort: Number(event.target.value) || 0 })}
        />
      </Field>
      <label className={kit.check}>
        <input
          type="checkbox"
          checked={draft.is_hot}
          onChange={(event) => change({ is_hot: event.target.checked })}
        />
        热门公告
      </label>
      <Field label="内容（纯文本）" full>
        <textarea
          className={kit.textarea}
          value={draft.content}
          maxLength={2000}
          onChange={(event) => change({ content: event.target.value })}
        />
      </Field>
    </OpsForm>
  );
}
