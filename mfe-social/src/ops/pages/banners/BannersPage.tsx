import { toast, useRequest } from '@app/shared';
import {
  ActionButton,
  type Column,
  FilterChips,
  kit,
  OpsPage,
  StatusChip,
  Table,
  useAction,
} from '@app/shared/ops-ui';
import { useState } from 'react';
import { type BannerChange, type BannerDraft, type OpsBanner, opsBannersApi } from '../../api/banners';
import { BannerUploadForm, imageProblem } from './BannerUploadForm';
import styles from './banners.module.css';

/** A banner's order, saved when the field is left; a value out of range is refused and put back. */
function SortInput({ banner, onSave }: { banner: OpsBanner; onSave: (sort: number) => Promise<unknown> }) {
  const [sort, setSort] = useState(String(banner.sort));
  const { run } = useAction();
  const save = () => {
    const value = Number(sort);
    if (!Number.isInteger(value) || value < 0 || value > 9999) {
      toast.error('排序须为0到9999的整数');
      setSort(String(banner.sort));
    } else if (value !== banner.sort) run(() => onSave(value));
  };
  return (
    <input
      className={`${kit.input} ${styles.order}`}
      type="number"
      aria-label={`${banner.title} 排序`}
      value={sort}
      onChange={(event) => setSort(event.target.value)}
      onBlur={save}
    />
  );
}

/** 轮播图: upload with preview, link target, order, enable and disable; players' pages follow at once. */
export function BannersPage() {
  const [pageType, setPageType] = useState(0);
  const pageTypes = useRequest(() => opsBannersApi.pageTypes(), 'social:BannersPage:page-types');
  const banners = useRequest(
    () => opsBannersApi.list(pageType || undefined),
    `social:BannersPage:banners:${pageType}`,
  );

  const upload = async (draft: BannerDraft, image: File) => {
    await opsBannersApi.create(draft, image);
    toast.success(draft.enabled ? '轮播图已上传并启用' : '轮播图已上传（未启用）');
    banners.reload();
  };
  const change = (banner: OpsBanner, patch: BannerChange, done: string) =>
    opsBannersApi.edit(banner.id, patch).then(() => {
      toast.success(done);
      banners.reload();
    });
  const replacing = useAction(banners.reload);
  const replace = (banner: OpsBanner, image: File) => {
    const problem = imageProblem(image);
    if (problem) toast.error(problem);
    else
      replacing.run(
        () => opsBannersApi.replaceImage(banner.id, image),
        () => '图片已更换',
      );
  };

  const columns: Array<Column<OpsBanner>> = [
    {
      title: '图片',
      cell: (banner) => <img className={styles.thumb} src={banner.image} alt={banner.title} />,
    },
    {
      title: '标题与链接',
      cell: (banner) => (
        <>
          {banner.title}
          <div className={kit.muted}>{banner.link || '无跳转'}</div>
        </>
      ),
    },
    { title: '页面', nowrap: true, cell: (banner) => banner.page_type_name },
    {
      title: '排序',
      cell: (banner) => (
        <SortInput
          key={banner.sort}
          banner={banner}
          onSave={(sort) => change(banner, { sort }, '顺序已保存')}
        />
      ),
    },
    {
      title: '状态',
      cell: (banner) => (
        <StatusChip tone={banner.enabled ? 'ok' : 'quiet'}>{banner.enabled ? '已启用' : '已停用'}</StatusChip>
      ),
    },
    {
      title: '操作',
      nowrap: true,
      cell: (banner) => (
        <div className={kit.actions}>
          <label className={`${kit.small} ${styles.replace}`}>
            换图
            <input
              type="file"
              hidden
              accept="image/png,image/jpeg,image/webp"
              aria-label={`${banner.title} 换图`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) replace(banner, file);
              }}
            />
          </label>
          <ActionButton
            variant={banner.enabled ? 'danger' : 'primary'}
            onClick={() => change(banner, { enabled: !banner.enabled }, banner.enabled ? '已停用' : '已启用')}
          >
            {banner.enabled ? '停用' : '启用'}
          </ActionButton>
        </div>
      ),
    },
  ];

  const types = pageTypes.status === 'ready' ? pageTypes.data : [];
  return (
    <OpsPage
      title="轮播图"
      subtitle="玩家首页、体育页与文章页顶部的轮播图；按排序从小到大展示，停用后立即下线。"
    >
      {types.length > 0 && <BannerUploadForm pageTypes={types} onUpload={upload} />}
      <FilterChips
        label="展示页面"
        value={pageType}
        onChange={setPageType}
        options={[
          { value: 0, name: '全部页面' },
          ...types.map((type) => ({ value: type.id, name: type.name })),
        ]}
      />
      <Table
        label="轮播图列表"
        rows={banners.status === 'ready' ? banners.data : []}
        status={banners.status}
        columns={columns}
        rowKey={(banner) => banner.id}
        rowTestId={() => 'banner-row'}
        dimmed={(banner) => !banner.enabled}
        empty="暂无轮播图"
      />
    </OpsPage>
  );
}
