import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { bannerOrder } from '../content';
import { DomainError } from '../errors';
import { storeImage } from './images';

/** SPEC 3 banner page types: where a banner shows. */
export const BANNER_PAGE_TYPES = [
  { id: 1, name: '首页' },
  { id: 2, name: '体育' },
  { id: 3, name: '文章' },
] as const;

type BannerRow = typeof banners.$inferSelect;

export interface BannerInput {
  title: string;
  link: string;
  pageType: number;
  agentId: number;
  sort: number;
  enabled: boolean;
}

/** What the operators' console shows of a banner: the player's view plus its page name and switch. */
export const opsBannerJson = (row: BannerRow) => ({
  id: row.id,
  title: row.title,
  image: row.image,
  link: row.link,
  page_type: row.pageType,
  page_type_name: BANNER_PAGE_TYPES.find((type) => type.id === row.pageType)?.name ?? '',
  agent_id: row.agentId,
  sort: row.sort,
  enabled: row.enabled,
  created_at: row.createdAt.toISOString(),
});
export type OpsBanner = ReturnType<typeof opsBannerJson>;

/** Every banner, disabled ones too, grouped by page in the players' order. */
export async function listOpsBanners(db: Db, pageType?: number) {
  const rows = await db
    .select()
    .from(banners)
    .where(pageType ? eq(banners.pageType, pageType) : undefined)
    .orderBy(asc(banners.pageType), ...bannerOrder);
  return rows.map(opsBannerJson);
}

async function bannerRow(db: Db, id: number): Promise<BannerRow> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  if (!row) throw new DomainError(404, '轮播图不存在');
  return row;
}

/** A new banner with its uploaded image, both kept or neither. */
export async function createBanner(db: Db, input: BannerInput, image: Buffer, uploadedBy: string) {
  return db.transaction(async (tx) => {
    const url = await storeImage(tx, image, uploadedBy);
    const [row] = await tx
      .insert(banners)
      .values({ ...input, image: url })
      .returning();
    return opsBannerJson(row as BannerRow);
  });
}

/** Changes the given fields (title, link, page, order, on/off); players' banners follow at once. */
export async function editBanner(db: Db, id: number, change: Partial<BannerInput>) {
  const before = await bannerRow(db, id);
  const [row] = await db.update(banners).set(change).where(eq(banners.id, id)).returning();
  return { before: opsBannerJson(before), after: opsBannerJson(row as BannerRow) };
}

/** Swaps a banner's picture for a newly uploaded one. */
export async function replaceBannerImage(db: Db, id: number, image: Buffer, uploadedBy: string) {
  const before = await bannerRow(db, id);
  return db.transaction(async (tx) => {
    const url = await storeImage(tx, image, uploadedBy);
    const [row] = await tx.update(banners).set({ image: url }).where(eq(banners.id, id)).returning();
    return { before: opsBannerJson(before), after: opsBannerJson(row as BannerRow) };
  });
}
