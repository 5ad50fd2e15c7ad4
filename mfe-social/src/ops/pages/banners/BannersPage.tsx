import { Button, toast, useRequest } from '@app/shared';
import { useState } from 'react';
import { type BannerChange, type BannerDraft, type OpsBanner, opsBannersApi } from '../../api/banners';
import { FilterChips, OpsCard, OpsPanel } from '../../components/OpsPanel';
import styles from '../../components/ops.module.css';
import { alreadyToasted } from '../../components/toasted';
import { BannerUploadForm, imageProblem } from './BannerUploadForm';

/** One banner in the list: its picture, target, order (saved when the field is left) and switches. */
function BannerRow({
  banner,
  onChange,
  onReplace,
}: {
  banner: OpsBanner;
  onChange: (change: BannerChange, done: string) => void;
  onReplace: (image: File) => void;
}) {
  const [sort, setSort] = useState(String(banner.sort));
  const saveSort = () => {
    const value = Number(sort);
    if (!Number.isInteger(value) || value < 0 || value > 9999) {
      toast.error('排序须为0到9999的整数');
      setSort(String(banner.sort));
    } else if (value !== banner.sort) onChange({ sort: value }, '顺序已保存');
  };
  return (
    <tr data-testid="banner-row" data-muted={!banner.enabled}>
      <td>
        <img className={styles.thumb} src={banner.image} alt={banner.title} />
      </td>
      <td className={styles.grow}>
        {banner.title}
        <div className={`${styles.hint} ${styles.clip}`}>{banner.link || '无跳转'}</div>
      </td>
      <td>{banner.page_type_name}</td>
      <td>
        <input
          className={`${styles.input} ${styles.order}`}
          type="number"
          aria-label={`${banner.title} 排序`}
          value={sort}
          onChange={(event) => setSort(event.target.value)}
          onBlur={saveSort}
        />
      </td>
      <td>
        <span className={styles.badge} data-tone={banner.enabled ? 'on' : 'off'}>
          {banner.enabled ? '已启用' : '已停用'}
        </span>
      </td>
      <td>
        <div className={styles.actions}>
          <label className={`${styles.chip} ${styles.small}`}>
            换图
            <input
              type="file"
              hidden
              accept="image/png,image/jpeg,image/webp"
              aria-label={`${banner.title} 换图`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onReplace(file);
              }}
            />
          </label>
          <Button
            variant={banner.enabled ? 'danger' : 'primary'}
            className={styles.small}
            onClick={() => onChange({ enabled: !banner.enabled }, banner.enabled ? '已停用' : '已启用')}
          >
            {banner.enabled ? '停用' : '启用'}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** 轮播图: upload with preview, link target, order, enable and disable; players' pages follow at once. */
export function BannersPage() {
  const [pageType, setPageType] = useState(0);
  const pageTypes = useRequest(() => opsBannersApi.pageTypes(), 'page-types');
  const banners = useRequest(() => opsBannersApi.list(pageType || undefined), String(pageType));

  const upload = async (draft: BannerDraft, image: File) => {
    await opsBannersApi.create(draft, image);
    toast.success(draft.enabled ? '轮播图已上传并启用' : '轮播图已上传（未启用）');
    banners.reload();
  };
  const change = (banner: OpsBanner) => (patch: BannerChange, done: string) =>
    opsBannersApi.edit(banner.id, patch).then(() => {
      toast.success(done);
      banners.reload();
    }, alreadyToasted);
  const replace = (banner: OpsBanner) => (image: File) => {
    const problem = imageProblem(image);
    if (problem) {
      toast.error(problem);
      return;
    }
    opsBannersApi.replaceImage(banner.id, image).then(() => {
      toast.success('图片已更换');
      banners.reload();
    }, alreadyToasted);
  };

  const types = pageTypes.status === 'ready' ? pageTypes.data : [];
  return (
    <OpsPanel
      title="轮播图"
      hint="玩家首页、体育页与文章页顶部的轮播图；按排序从小到大展示，停用后立即下线。"
    >
      <div className={styles.columns}>
        <OpsCard>
          <FilterChips
            label="展示页面"
            value={pageType}
            onChange={setPageType}
            options={[
              { value: 0, name: '全部页面' },
              ...types.map((type) => ({ value: type.id, name: type.name })),
            ]}
          />
          {banners.status === 'ready' && banners.data.length === 0 && (
            <p className={styles.empty}>暂无轮播图</p>
          )}
          {banners.status === 'ready' && banners.data.length > 0 && (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>图片</th>
                  <th>标题与链接</th>
                  <th>页面</th>
                  <th>排序</th>
                  <th>状态</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {banners.data.map((banner) => (
                  <BannerRow
                    key={`${banner.id}:${banner.sort}`}
                    banner={banner}
                    onChange={change(banner)}
                    onReplace={replace(banner)}
                  />
                ))}
              </tbody>
            </table>
          )}
        </OpsCard>
        <OpsCard title="上传轮播图">
          {types.length > 0 && <BannerUploadForm pageTypes={types} onUpload={upload} />}
        </OpsCard>
      </div>
    </OpsPanel>
  );
}
