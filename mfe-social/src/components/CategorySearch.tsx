import { type Requested, Tabs } from '@app/shared';
import { type FormEvent, useState } from 'react';
import type { ArticleCategory, LotteryCategory } from '../api/experts';
import styles from '../pages/experts/experts.module.css';

interface CategorySearchProps {
  categories: Requested<Array<ArticleCategory | LotteryCategory>>;
  /** 0 is 全部. */
  category: number;
  onCategory: (id: number) => void;
  /** The trimmed keyword, when the player submits the search box. */
  onSearch: (keyword: string) => void;
  placeholder: string;
  label: string;
}

/** The category tabs (全部 first) and the search box above the expert and recommendation lists. */
export function CategorySearch({
  categories,
  category,
  onCategory,
  onSearch,
  placeholder,
  label,
}: CategorySearchProps) {
  const [draft, setDraft] = useState('');
  const tabs = [
    { key: 0, title: '全部' },
    ...(categories.status === 'ready' ? categories.data : []).map((item) => ({
      key: item.id,
      title: item.name,
    })),
  ];
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <>
      <Tabs items={tabs} active={category} onChange={onCategory} />
      <form className={styles.search} onSubmit={search}>
        <input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          aria-label={label}
          maxLength={50}
        />
      </form>
    </>
  );
}
