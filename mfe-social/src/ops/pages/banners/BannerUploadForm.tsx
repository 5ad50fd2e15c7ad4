import { Button } from '@app/shared';
import { type FormEvent, useEffect, useState } from 'react';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  type BannerDraft,
  type BannerPageType,
} from '../../api/banners';
import styles from '../../components/ops.module.css';
import { alreadyToasted } from '../../components/toasted';

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
  onUpload: (draft: BannerDraft, image: File) => Promise<void>;
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
  const [busy, setBusy] = useState(false);
  // A new key empties the file input after an upload (its value cannot be set).
  const [uploads, setUploads] = useState(0);
  const preview = usePreview(file);
  const change = (patch: Partial<BannerDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const pick = (picked: File | null) => {
    setProblem(picked ? imageProblem(picked) : null);
    setFile(picked && !imageProblem(picked) ? picked : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = imageProblem(file) ?? draftProblem(draft);
    setProblem(found);
    if (found || !file) return;
    setBusy(true);
    await onUpload({ ...draft, title: draft.title.trim(), link: draft.link.trim() }, file).then(() => {
      setDraft(blank);
      setFile(null);
      setUploads((count) => count + 1);
    }, alreadyToasted);
    setBusy(false);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="上传轮播图">
      <label className={styles.label}>
        图片（PNG、JPEG、WebP，不超过2MB，建议 750×300）
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
      </label>
      {preview && <img className={styles.preview} src={preview} alt="图片预览" />}
      <label className={styles.label}>
        标题
        <input
          className={styles.input}
          value={draft.title}
          maxLength={40}
          placeholder="不超过40个字"
          onChange={(event) => change({ title: event.target.value })}
        />
      </label>
      <label className={styles.label}>
        跳转链接（站内路径如 /activityPages/detail?id=1，或 https 地址；可留空）
        <input
          className={styles.input}
          value={draft.link}
          onChange={(event) => change({ link: event.target.value })}
        />
      </label>
      <label className={styles.label}>
        展示页面
        <select
          className={styles.input}
          value={draft.page_type}
          onChange={(event) => change({ page_type: Number(event.target.value) })}
        >
          {pageTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.label}>
        排序（越小越靠前）
        <input
          className={styles.input}
          type="number"
          min={0}
          max={9999}
          value={draft.sort}
          onChange={(event) => change({ sort: Number(event.target.value) || 0 })}
        />
      </label>
      <label className={styles.inline}>
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        上传后立即启用
      </label>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" loading={busy}>
        上传轮播图
      </Button>
    </form>
  );
}
