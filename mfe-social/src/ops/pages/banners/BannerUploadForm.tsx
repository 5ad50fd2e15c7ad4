import { Field, kit, OpsForm, useAction } from '@app/shared/ops-ui';
import { useEffect, useState } from 'react';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  type BannerDraft,
  type BannerPageType,
} from '../../api/banners';
import styles from './banners.module.css';

/** The server's rules for a picture, checked at once so a wrong file is named before it is sent. */
export function imageProblem(file: File | null): string | null {
  if (!file) return '请选择图片';
  if (!BANNER_IMAGE_TYPES.includes(file.type)) return '图片格式仅支持 PNG、JPEG、WebP';
  if (file.size > BANNER_IMAGE_MAX_BYTES) return '图片不能超过2MB';
  return null;
}

const LINK = /^(\/(?!\/)\S*|https?:\/\/\S+)$/i;

function draftProblem(draft: BannerDraft): string | null {
  if (!draft.title.trim()) return '请输入轮播图标题';
  if (draft.title.trim().length > 40) return '标题不能超过40个字';
  if (draft.link.trim() && !LINK.test(draft.link.trim()))
    return '跳转链接须为站内路径（以 / 开头）或 http(s) 地址';
  return null;
}

/** A local preview of the picked file, released when another is picked or the form goes away. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** 上传轮播图: picture (with preview), title, link target, page and order. */
export function BannerUploadForm({
  pageTypes,
  onUpload,
}: {
  pageTypes: BannerPageType[];
  /** The upload, with its success toast; the form empties after it. */
  onUpload: (draft: BannerDraft, image: File) => Promise<unknown>;
}) {
  const blank: BannerDraft = {
    title: '',
    link: '',
    page_type: pageTypes[0]?.id ?? 1,
    sort: 0,
    enabled: true,
  };
  const [draft, setDraft] = useState<BannerDraft>(blank);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useAction();
  // A new key empties the file input after an upload (its value cannot be set).
  const [uploads, setUploads] = useState(0);
  const preview = usePreview(file);
  const change = (patch: Partial<BannerDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const pick = (picked: File | null) => {
    setProblem(picked ? imageProblem(picked) : null);
    setFile(picked && !imageProblem(picked) ? picked : null);
  };

  const submit = async () => {
    const found = imageProblem(file) ?? draftProblem(draft);
    setProblem(found);
    if (found || !file) return;
    const sent = await run(() =>
      onUpload({ ...draft, title: draft.title.trim(), link: draft.link.trim() }, file),
    );
    if (!sent) return;
    setDraft(blank);
    setFile(null);
    setUploads((count) => count + 1);
  };

  return (
    <OpsForm label="上传轮播图" submitText="上传轮播图" problem={problem} busy={busy} onSubmit={submit}>
      <Field label="图片（PNG、JPEG、WebP，不超过2MB，建议 750×300）">
        {/* The browser's own picker speaks the browser's language; this one speaks the console's. */}
        <span className={styles.filePicker}>
          <input
            key={uploads}
            className={styles.fileInput}
            type="file"
            accept={BANNER_IMAGE_TYPES.join(',')}
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
          />
          <span className={styles.fileButton} aria-hidden="true">
            选择图片
          </span>
          <span className={styles.fileName} aria-hidden="true">
            {file?.name ?? '未选择图片'}
          </span>
        </span>
      </Field>
      <Field label="标题">
        <input
          className={kit.input}
          value={draft.title}
          maxLength={40}
          placeholder="不超过40个字"
          onChange={(event) => change({ title: event.target.value })}
        />
      </Field>
      <Field label="展示页面">
        <select
          className={kit.select}
          value={draft.page_type}
          onChange={(event) => change({ page_type: Number(event.target.value) })}
        >
          {pageTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="排序（越小越靠前）">
        <input
          className={kit.input}
          type="number"
          min={0}
          max={9999}
          value={draft.sort}
          onChange={(event) => change({ sort: Number(event.target.value) || 0 })}
        />
      </Field>
      <Field label="跳转链接（站内路径如 /activityPages/detail?id=1，或 https 地址；可留空）" full>
        <input
          className={kit.input}
          value={draft.link}
          onChange={(event) => change({ link: event.target.value })}
        />
      </Field>
      <label className={kit.check}>
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        上传后立即启用
      </label>
      {preview && <img className={`${styles.preview} ${kit.full}`} src={preview} alt="图片预览" />}
    </OpsForm>
  );
}
