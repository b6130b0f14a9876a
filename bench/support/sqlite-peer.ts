import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { ReviewIndex } from '../../src/query/review-index.ts';
import type { SearchParams, SearchResult } from '../../src/schemas/search.ts';
import { fold } from '../../src/text/normalize.ts';

/**
 * The peer the search is compared with: the same reviews in an in-memory SQLite table (node:sqlite), with B-tree
 * indexes on date and rating and join tables for mentions, queried with one prepared statement per filter shape.
 * Text search, same semantics as ours (substring of the folded text), in one of two ways:
 * - `instr`: instr() over a folded-text column (a scan);
 * - `fts5`: an FTS5 index with the trigram tokenizer over the folded text, which answers substring queries of three
 *   or more characters from the index (shorter ones fall back to instr(), as SQLite's trigram index cannot serve them).
 * Names resolve to ids in JS for both. Rows come back as positions and map to the same review objects, so only the
 * query engines differ.
 */
export function createSqlitePeer(index: ReviewIndex, text: 'instr' | 'fts5' = 'instr') {
  const db = new DatabaseSync(':memory:');
  db.exec(`
    CREATE TABLE reviews (pos INTEGER PRIMARY KEY, date TEXT NOT NULL, rating INTEGER NOT NULL, text_folded TEXT);
    CREATE TABLE review_technicians (technician TEXT NOT NULL, pos INTEGER NOT NULL, PRIMARY KEY (technician, pos)) WITHOUT ROWID;
    CREATE TABLE review_services (service TEXT NOT NULL, pos INTEGER NOT NULL, PRIMARY KEY (service, pos)) WITHOUT ROWID;
  `);
  const insert = db.prepare('INSERT INTO reviews VALUES (?, ?, ?, ?)');
  const insertTechnician = db.prepare('INSERT INTO review_technicians VALUES (?, ?)');
  const insertService = db.prepare('INSERT INTO review_services VALUES (?, ?)');
  db.exec('BEGIN');
  for (let pos = 0; pos < index.size; pos++) {
    const review = index.review(pos);
    insert.run(pos, review.date, review.rating, review.text === null ? null : fold(review.text));
    for (const id of review.mentions.technicians) insertTechnician.run(id, pos);
    for (const id of review.mentions.services) insertService.run(id, pos);
  }
  db.exec('COMMIT');
  db.exec('CREATE INDEX reviews_date ON reviews (date); CREATE INDEX reviews_rating ON reviews (rating); ANALYZE;');
  if (text === 'fts5') {
    db.exec(`CREATE VIRTUAL TABLE reviews_fts USING fts5(text_folded, content='reviews', content_rowid='pos', tokenize='trigram');
      INSERT INTO reviews_fts(reviews_fts) VALUES ('rebuild');`);
  }

  const statements = new Map<string, StatementSync>();
  const none = (limit: number): SearchResult => ({ matched: 0, returned: 0, limit, reviews: [] });

  return {
    search(params: SearchParams): SearchResult {
      const where: string[] = [];
      const args: (string | number)[] = [];
      const add = (clause: string, value: string | number) => {
        where.push(clause);
        args.push(value);
      };
      if (params.rating !== undefined) add('rating = ?', params.rating);
      if (params.min_rating !== undefined) add('rating >= ?', params.min_rating);
      if (params.since !== undefined) add('date >= ?', params.since);
      if (params.until !== undefined) add('date <= ?', params.until);
      if (params.query !== undefined) {
        const folded = fold(params.query);
        if (text === 'fts5' && [...folded].length >= 3) {
          add('pos IN (SELECT rowid FROM reviews_fts WHERE reviews_fts MATCH ?)', `"${folded.replaceAll('"', '""')}"`);
        } else add('instr(text_folded, ?) > 0', folded);
      }
      for (const [name, column, table, key] of [
        [params.mentions_technician, index.technicians, 'review_technicians', 'technician'],
        [params.mentions_service, index.services, 'review_services', 'service'],
      ] as const) {
        if (name === undefined) continue;
        const ids = column.byName.get(fold(name.trim()));
        if (!ids) return none(params.limit);
        where.push(`pos IN (SELECT pos FROM ${table} WHERE ${key} IN (${ids.map(() => '?').join(', ')}))`);
        args.push(...ids);
      }
      const sql = `SELECT pos, COUNT(*) OVER () AS matched FROM reviews ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY pos LIMIT ?`;
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = db.prepare(sql)));
      const rows = statement.all(...args, params.limit) as { pos: number; matched: number }[];
      const reviews = rows.map((row) => index.review(row.pos));
      return { matched: rows[0]?.matched ?? 0, returned: reviews.length, limit: params.limit, reviews };
    },
    close: () => db.close(),
  };
}
