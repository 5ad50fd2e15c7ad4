import { count } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { expertArticles, expertCategories, experts, lotteryArticles, lotteryCategories } from '../db/schema';
import { sanitizeArticleHtml } from '../domain/articles/sanitize';
import {
  EXPERT_ARTICLES,
  EXPERT_CATEGORIES,
  EXPERTS,
  type ExpertArticleFixture,
  LOTTERY_ARTICLES,
  LOTTERY_CATEGORIES,
  type LotteryArticleFixture,
} from './community-fixtures';
import { PAST_PICKS, type PastPick } from './community-history';

const HOUR_MS = 3_600_000;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeText(line)}</p>`).join('');
const row = (cells: string[], tag: 'th' | 'td') =>
  `<tr>${cells.map((cell) => `<${tag}>${escapeText(cell)}</${tag}>`).join('')}</tr>`;

/** A match analysis as the editors write it: analysis, a data table, the pick and the usual caution. */
export function expertArticleHtml(fixture: ExpertArticleFixture, isLottery: boolean): string {
  const [first, ...rest] = fixture.table;
  const header = isLottery && first ? first : ['数据', '主队', '客队'];
  const body = isLottery ? rest : fixture.table;
  return sanitizeArticleHtml(
    `<h3>赛事分析</h3>${paragraphs(fixture.analysis)}` +
      `<h3>数据对比</h3><table><thead>${row(header, 'th')}</thead><tbody>${body.map((cells) => row(cells, 'td')).join('')}</tbody></table>` +
      `<h3>专家推荐</h3><p><strong>${escapeText(fixture.pick)}</strong></p>` +
      '<blockquote>以上分析仅供参考，请理性购彩，量力而行。</blockquote>',
  );
}

export function lotteryArticleHtml(fixture: LotteryArticleFixture): string {
  return sanitizeArticleHtml(
    `<h3>走势分析</h3>${paragraphs(fixture.paragraphs)}` +
      `<h3>本期推荐</h3><p><strong>${escapeText(fixture.numbers)}</strong></p>` +
      '<blockquote>彩票有风险，投注需谨慎。</blockquote>',
  );
}

const DAY_MS = 24 * HOUR_MS;

/** A short settled analysis of an earlier day: fixture, the pick and the caution. */
function pastPickHtml([, matchInfo, pick]: PastPick): string {
  return sanitizeArticleHtml(
    `<h3>赛前分析</h3><p>${escapeText(matchInfo)}：结合近期状态、伤停与盘口变化给出推荐。</p>` +
      `<h3>专家推荐</h3><p><strong>${escapeText(pick)}</strong></p>` +
      '<blockquote>以上分析仅供参考，请理性购彩，量力而行。</blockquote>',
  );
}

async function isEmpty(db: Queryable, table: typeof expertArticles | typeof lotteryArticles) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Expert and lottery recommendation content; each part only when missing (idempotent). */
export async function seedCommunity(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(expertCategories).values(EXPERT_CATEGORIES).onConflictDoNothing();
    const categories = await tx.select().from(expertCategories);
    const categoryId = (name: string) => categories.find((category) => category.name === name)?.id ?? 0;
    await tx
      .insert(experts)
      .values(
        EXPERTS.map((expert, index) => ({
          name: expert.name,
          categoryId: categoryId(expert.category),
          title: expert.title,
          intro: expert.intro,
          followers: expert.followers,
          isHot: expert.isHot,
          sort: index,
        })),
      )
      .onConflictDoNothing();

    if (await isEmpty(tx, expertArticles)) {
      const expertRows = await tx.select().from(experts);
      const values = EXPERT_ARTICLES.map((fixture, index) => {
        const expert = expertRows.find((candidate) => candidate.name === fixture.expert);
        const category = categories.find((candidate) => candidate.id === expert?.categoryId);
        const matchTime = new Date(now.getTime() + fixture.matchInHours * HOUR_MS);
        // Published the day before kick-off (or a few hours before, for the next fixtures).
        const publishedAt = new Date(
          Math.min(now.getTime() - (index + 1) * 60_000, matchTime.getTime() - 6 * HOUR_MS),
        );
        return {
          expertId: expert?.id ?? 0,
          categoryId: category?.id ?? 0,
          title: fixture.title,
          summary: fixture.summary,
          content: expertArticleHtml(fixture, category?.name === '彩票'),
          matchInfo: fixture.matchInfo,
          matchTime,
          badge: fixture.badge,
          isHot: fixture.isHot,
          isRecommended: fixture.isRecommended,
          result: fixture.result,
          views: fixture.views,
          publishedAt,
        };
      });
      // Earlier settled picks, one per day back from three days ago, for each expert's record.
      const past = PAST_PICKS.map((entry, index) => {
        const [name, matchInfo, pick, result] = entry;
        const expert = expertRows.find((candidate) => candidate.name === name);
        const previous = PAST_PICKS.slice(0, index).filter(([other]) => other === name).length;
        const matchTime = new Date(now.getTime() - (3 + previous) * DAY_MS);
        return {
          expertId: expert?.id ?? 0,
          categoryId: expert?.categoryId ?? 0,
          title: `${matchInfo}：${pick}`,
          summary: `${name}推荐 ${pick}`,
          content: pastPickHtml(entry),
          matchInfo,
          matchTime,
          result,
          views: 800 + ((index * 379) % 2400),
          publishedAt: new Date(matchTime.getTime() - 8 * HOUR_MS),
        };
      });
      await tx.insert(expertArticles).values([...values, ...past]);
    }

    await tx.insert(lotteryCategories).values(LOTTERY_CATEGORIES).onConflictDoNothing();
    if (await isEmpty(tx, lotteryArticles)) {
      const lotteryRows = await tx.select().from(lotteryCategories);
      await tx.insert(lotteryArticles).values(
        LOTTERY_ARTICLES.map((fixture) => ({
          categoryId: lotteryRows.find((category) => category.name === fixture.category)?.id ?? 0,
          title: fixture.title,
          summary: fixture.summary,
          content: lotteryArticleHtml(fixture),
          author: fixture.author,
          expect: fixture.expect,
          badge: fixture.badge,
          isHot: fixture.isHot,
          isRecommended: fixture.isRecommended,
          views: fixture.views,
          publishedAt: new Date(now.getTime() - fixture.hoursAgo * HOUR_MS),
        })),
      );
    }
  });
}
