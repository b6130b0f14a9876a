import type { ContentProblem } from '../content-error.ts';
import { dayOfTimestamp, type ImportedReview, type ImportRead } from './imported.ts';

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

/**
 * Google's machine translation keeps both languages in one comment: "(Translated by Google) <translation>\n\n
 * (Original)\n<original>", or the original first and "(Translated by Google)" after it. The import keeps only what
 * the reviewer wrote: the original.
 */
export function originalText(comment: string): string {
  const translatedFirst = /^\(Translated by Google\)[\s\S]*?\n\s*\(Original\)\s*([\s\S]*)$/.exec(comment);
  if (translatedFirst) return translatedFirst[1]!.trim();
  const originalFirst = /^([\s\S]*?)\s*\n\s*\(Translated by Google\)[\s\S]*$/.exec(comment);
  if (originalFirst) return originalFirst[1]!.trim();
  return comment.trim();
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? originalText(value) : null);

/**
 * Reads a Google Business Profile reviews list as the API returns it ({ reviews: [...] , averageRating, ... }, or a
 * bare array of its review objects).
 */
export function readGoogleReviews(json: string, file: string): ImportRead {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return { reviews: [], problems: [{ file, message: `cannot be read as JSON: ${(error as Error).message}` }], refused: 0 };
  }
  const list = Array.isArray(data) ? data : (data as { reviews?: unknown } | null)?.reviews;
  if (!Array.isArray(list)) {
    return { reviews: [], problems: [{ file, message: 'must hold a "reviews" array or be an array of reviews' }], refused: 0 };
  }
  const reviews: ImportedReview[] = [];
  const problems: ContentProblem[] = [];
  let refused = 0;
  list.forEach((raw, index) => {
    const r = (raw ?? {}) as Record<string, unknown>;
    const sourceId = typeof r.reviewId === 'string' && r.reviewId ? r.reviewId : typeof r.name === 'string' && r.name ? r.name : null;
    const record = `record ${index}${sourceId ? ` (reviewId ${sourceId})` : ''}`;
    const mine: ContentProblem[] = [];
    const problem = (field: string, message: string) => mine.push({ file, record, field, message });

    if (!sourceId) problem('reviewId', 'is missing (and so is name)');
    const rating = STARS[r.starRating as string];
    if (!rating) problem('starRating', `must be ONE, TWO, THREE, FOUR or FIVE (got ${JSON.stringify(r.starRating ?? null)})`);
    const created = dayOfTimestamp(r.createTime);
    if ('error' in created) problem('createTime', created.error);
    const updated = r.updateTime === undefined ? null : dayOfTimestamp(r.updateTime);
    if (updated && 'error' in updated) problem('updateTime', updated.error);
    let reply: { text: string; date: string } | null = null;
    let replyDay: string | null = null;
    if (r.reviewReply != null) {
      const givenReply = r.reviewReply as Record<string, unknown>;
      const replied = dayOfTimestamp(givenReply.updateTime);
      if ('error' in replied) problem('reviewReply.updateTime', replied.error);
      else replyDay = replied.day;
      const replyText = text(givenReply.comment);
      if (!replyText) problem('reviewReply.comment', 'is missing or empty');
      if (replyText && replyDay) reply = { text: replyText, date: replyDay };
    }
    const reviewer = (r.reviewer ?? {}) as Record<string, unknown>;
    const author = typeof reviewer.displayName === 'string' && reviewer.displayName.trim()
      ? reviewer.displayName.trim()
      : reviewer.isAnonymous ? 'A Google user' : null;
    if (!author) problem('reviewer.displayName', 'is missing');

    if (mine.length || 'error' in created || !rating || !author || !sourceId) {
      problems.push(...mine);
      refused++;
      return;
    }
    const changes = [updated && 'day' in updated ? updated.day : null, replyDay].filter((d): d is string => !!d).sort();
    reviews.push({
      where: `${file}, ${record}`,
      sourceId,
      changedOn: changes.at(-1) ?? null,
      fields: {
        author,
        author_avatar_url: typeof reviewer.profilePhotoUrl === 'string' && reviewer.profilePhotoUrl ? reviewer.profilePhotoUrl : null,
        rating,
        date: created.day,
        text: text(r.comment),
        source: 'google',
        source_url: null,
        owner_reply: reply,
      },
    });
  });
  return { reviews, problems, refused };
}
