import { escapeHtml, paragraphsToHtml } from '../text/html.ts';
import type { ReviewView } from './review-views.ts';

/**
 * The markup of a review, as HTML strings: the one implementation behind the Astro components that show reviews
 * (StarRating, ReviewCard) and behind the review pages the build stamps without Astro (src/build/page-stamper.ts).
 */

/**
 * Five stars filled to a rating (whole or fractional), with a text alternative ("Rated 4 out of 5") for assistive
 * technology. The stars are drawn by CSS (a star-shaped mask repeated five times, see .stars in site.css): two
 * layers, the filled one clipped to the rating's share of the width. No markup per star keeps long listings light.
 */
export function starRatingHtml(value: number, size: 'small' | 'large' = 'small'): string {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  const fill = `${Math.max(0, Math.min(100, (value / 5) * 100)).toFixed(1)}%`;
  return (
    `<span class="stars stars-${size}" role="img" aria-label="Rated ${shown} out of 5">` +
    `<span class="stars-filled" style="width:${fill}"></span></span>`
  );
}

/** What a review says, on a card and on its own page: its text (or the rating-only line), mentions, the reply. */
export function reviewBodyHtml(view: ReviewView, businessName: string, large = false): string {
  const { review } = view;
  const text = review.text
    ? `<div class="${large ? 'review-text review-text-large' : 'review-text'}">${paragraphsToHtml(review.text)}</div>`
    : `<p class="review-text review-empty">Rated ${review.rating} out of 5 with no written review.</p>`;
  const reply =
    review.owner_reply && view.replyDateLabel
      ? ownerReplyHtml(review.owner_reply.text, review.owner_reply.date, view.replyDateLabel, businessName)
      : '';
  return text + mentionListHtml(view) + reply;
}

/** The technicians, services and areas a review mentions, by name. Nothing when it mentions none. */
function mentionListHtml(view: ReviewView): string {
  const groups = [
    { label: 'Team', names: view.technicians, kind: 'person' },
    { label: 'Services', names: view.services, kind: 'service' },
    { label: 'Area', names: view.serviceAreas, kind: 'area' },
  ].filter((group) => group.names.length > 0);
  if (groups.length === 0) return '';
  const group = ({ label, names, kind }: (typeof groups)[number]) =>
    `<div class="mention-group"><dt>${label}</dt>` +
    names.map((name) => `<dd class="tag tag-${kind}">${escapeHtml(name)}</dd>`).join('') +
    '</div>';
  return `<dl class="mentions">${groups.map(group).join('')}</dl>`;
}

/** The business's public reply under a review. */
function ownerReplyHtml(text: string, date: string, dateLabel: string, businessName: string): string {
  const name = escapeHtml(businessName);
  return (
    `<aside class="owner-reply" aria-label="Reply from ${name}">` +
    `<p class="owner-reply-meta"><strong>Reply from ${name}</strong> · ` +
    `<time datetime="${escapeHtml(date)}">${escapeHtml(dateLabel)}</time></p>` +
    `<div class="owner-reply-text">${paragraphsToHtml(text)}</div></aside>`
  );
}

/** One review in a list (home page, listing pages), linking to its own page. */
export function reviewCardHtml(view: ReviewView, businessName: string, headingLevel: 2 | 3 = 2): string {
  const { review } = view;
  const initial = Array.from(review.author.trim())[0]?.toUpperCase() ?? '?';
  const verified = review.verified ? '<span class="verified"> · Verified</span>' : '';
  return (
    '<article class="review-card"><header class="review-head">' +
    `<span class="avatar" aria-hidden="true">${escapeHtml(initial)}</span>` +
    `<div class="review-who"><h${headingLevel} class="review-author">` +
    `<a href="${escapeHtml(view.url)}">${escapeHtml(review.author)}</a></h${headingLevel}>` +
    `<p class="review-meta">${reviewDateHtml(view)} · on ${escapeHtml(view.sourceLabel)}${verified}` +
    `${correctedHtml(view)}</p></div>${starRatingHtml(review.rating)}</header>` +
    `${reviewBodyHtml(view, businessName)}</article>`
  );
}

const reviewDateHtml = (view: ReviewView) =>
  `<time datetime="${escapeHtml(view.review.date)}">${escapeHtml(view.dateLabel)}</time>`;

/** " · corrected on <date>" when an editor corrected the review. */
function correctedHtml(view: ReviewView): string {
  const { corrected_on: correctedOn } = view.review;
  if (!correctedOn || !view.correctedLabel) return '';
  return (
    `<span class="corrected"> · corrected on <time datetime="${escapeHtml(correctedOn)}">` +
    `${escapeHtml(view.correctedLabel)}</time></span>`
  );
}

/** A review's own page inside the layout: breadcrumbs, the review in full, links to its neighbours. */
export function reviewPageMainHtml(view: ReviewView, businessName: string, listPageUrl: string): string {
  const { review } = view;
  const author = escapeHtml(review.author);
  const source = escapeHtml(view.sourceLabel);
  const link = (href: string, rest: string) => `<a href="${escapeHtml(href)}"${rest}`;
  const verified = review.verified ? '<span class="verified"> · Verified customer</span>' : '';
  const sourceLink = review.source_url
    ? `<p class="review-source">${link(review.source_url, ' rel="external noopener">')}Read it on ${source}</a></p>\n`
    : '';
  const newer = view.newer
    ? `${link(view.newer.url, ' class="page-step" rel="prev">')}← Newer: ${escapeHtml(view.newer.author)}</a>`
    : '<span></span>';
  const older = view.older
    ? `${link(view.older.url, ' class="page-step" rel="next">')}Older: ${escapeHtml(view.older.author)} →</a>`
    : '<span></span>';
  return (
    '<div class="container section narrow">\n' +
    '<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li>' +
    `<li>${link(listPageUrl, '>')}Reviews</a></li>` +
    `<li>${link(view.url, ' aria-current="page">')}Review by ${author}</a></li></ol></nav>\n` +
    '<article class="review-full">\n' +
    `<header class="review-full-head"><h1>Review by ${author}</h1>${starRatingHtml(review.rating, 'large')}` +
    `<p class="review-meta">${reviewDateHtml(view)} · posted on ${source}${verified}${correctedHtml(view)}</p>` +
    '</header>\n' +
    `${reviewBodyHtml(view, businessName, true)}\n` +
    sourceLink +
    '</article>\n' +
    `<nav class="review-steps" aria-label="More reviews">${newer}` +
    `${link(listPageUrl, ' class="page-step">')}All reviews</a>${older}</nav>\n` +
    '</div>'
  );
}
