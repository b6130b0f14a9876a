import xmljs from 'xml-js';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAtomFeed } from '../../../src/artifacts/atom-feed.ts';
import { buildJsonFeed } from '../../../src/artifacts/json-feed.ts';
import { loadContent } from '../../../src/content/load-content.ts';
import { buildReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { JsonFeed } from '../../../src/schemas/json-feed.ts';
import { contentDirs } from '../../support/content-dir.ts';

/** The feeds as a reader parses them: entry titles, dates, and what a correction or a reply changes. */

const BASE = 'https://reviews.example';
const dirs = contentDirs();
afterEach(() => dirs.removeAll());

const review = (id: string, fields: Record<string, unknown> = {}) => ({
  id: `01JGZK3M2B8Q5WCX4T7N9RDF${id}`,
  author: 'Pat K.',
  rating: 5,
  date: '2025-06-14',
  text: 'Tidy crew.',
  source: 'google',
  ...fields,
});

function feedsOf(records: unknown[]) {
  const dataset = buildReviewsDataset(loadContent(dirs.make({ '2025.json': records })));
  return { atom: renderAtomFeed(dataset, BASE), json: JsonFeed.parse(buildJsonFeed(dataset, BASE)) };
}

interface Entry {
  id: string;
  title: string;
  titleType: string;
  updated: string;
  published: string;
  author: string;
}

/** The Atom document through a real XML parser (strict: invalid XML throws), entries keyed by review id. */
function atomEntries(xml: string): Map<string, Entry> {
  const doc = xmljs.xml2js(xml, { compact: false }) as xmljs.Element;
  const feed = doc.elements!.find((e) => e.name === 'feed')!;
  const text = (e: xmljs.Element | undefined) => (e?.elements ?? []).map((t) => t.text ?? t.cdata ?? '').join('');
  const child = (e: xmljs.Element, name: string) => e.elements?.find((c) => c.name === name);
  const entries = new Map<string, Entry>();
  for (const entry of feed.elements!.filter((e) => e.name === 'entry')) {
    const id = text(child(entry, 'id')).split('/').at(-2)!;
    entries.set(id, {
      id,
      title: text(child(entry, 'title')),
      titleType: String(child(entry, 'title')?.attributes?.type ?? 'text'),
      updated: text(child(entry, 'updated')),
      published: text(child(entry, 'published')),
      author: text(child(child(entry, 'author')!, 'name')),
    });
  }
  return entries;
}

/** What a reader displays for an Atom text construct (RFC 4287 section 3.1): html is decoded once more. */
const displayed = ({ title, titleType }: Entry) =>
  titleType === 'html'
    ? title
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
    : title;

describe('feed entries', () => {
  it('carry an author name as text in the Atom title: markup arrives as characters, not as an element', () => {
    const author = '<img src=x onerror=alert(1)> & "Bob" ]]>';
    const { atom, json } = feedsOf([review('01', { author })]);
    const entry = atomEntries(atom).get(review('01').id)!;
    expect(displayed(entry)).toBe(`5 out of 5 stars from ${author}`);
    expect(entry.author).toBe(author);
    expect(atom).not.toContain('<img');
    expect(json.items[0]!.title).toBe(`5 out of 5 stars from ${author}`);
  });

  it('date a corrected entry by its correction (Atom updated, JSON Feed date_modified), an untouched one by its date', () => {
    const { atom, json } = feedsOf([review('01'), review('02', { date: '2025-06-10', corrected_on: '2025-07-01' })]);
    const entries = atomEntries(atom);
    expect(entries.get(review('01').id)).toMatchObject({
      published: '2025-06-14T00:00:00.000Z',
      updated: '2025-06-14T00:00:00.000Z',
    });
    expect(entries.get(review('02').id)).toMatchObject({
      published: '2025-06-10T00:00:00.000Z',
      updated: '2025-07-01T00:00:00.000Z',
    });
    const items = new Map(json.items.map((item) => [item.id, item]));
    expect(items.get(review('01').id)).not.toHaveProperty('date_modified');
    expect(items.get(review('02').id)).toMatchObject({
      date_published: '2025-06-10T00:00:00.000Z',
      date_modified: '2025-07-01T00:00:00.000Z',
    });
    expect(items.get(review('02').id)!._review.corrected_on).toBe('2025-07-01');
  });

  it('count an owner reply added later as a change of the entry, and take the newest of reply and correction', () => {
    const reply = (date: string) => ({ owner_reply: { text: 'Thank you!', date } });
    const { atom, json } = feedsOf([
      review('01', reply('2025-06-20')),
      review('02', { ...reply('2025-06-25'), corrected_on: '2025-06-21' }),
      review('03', reply('2025-06-14')),
    ]);
    const entries = atomEntries(atom);
    const items = new Map(json.items.map((item) => [item.id, item]));
    for (const [id, day] of [
      ['01', '2025-06-20'],
      ['02', '2025-06-25'],
    ] as const) {
      expect(entries.get(review(id).id)!.updated).toBe(`${day}T00:00:00.000Z`);
      expect(items.get(review(id).id)!.date_modified).toBe(`${day}T00:00:00.000Z`);
    }
    // A same-day reply is part of the entry as first published.
    expect(items.get(review('03').id)).not.toHaveProperty('date_modified');
  });
});
