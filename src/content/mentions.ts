import type { Business } from '../schemas/business.ts';
import type { Mentions } from '../schemas/review.ts';
import { escapeRegExp, fold } from '../text/normalize.ts';

interface Named {
  id: string;
  names: string[];
}

/** Finds the catalogue entries a text names, by whole words, case- and accent-insensitively. */
class PhraseMatcher {
  private readonly pattern: RegExp | null;
  private readonly idByPhrase = new Map<string, string>();

  constructor(entries: Named[]) {
    for (const entry of entries) {
      for (const name of entry.names) this.idByPhrase.set(fold(name).trim(), entry.id);
    }
    // Longest first, so "roof repair" wins over "roof" at the same position.
    const phrases = [...this.idByPhrase.keys()].filter(Boolean).sort((a, b) => b.length - a.length);
    this.pattern = phrases.length
      ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu')
      : null;
  }

  /** Ids in catalogue order of first appearance in the text. */
  match(foldedText: string): string[] {
    if (!this.pattern) return [];
    const ids = new Set<string>();
    for (const found of foldedText.matchAll(this.pattern)) ids.add(this.idByPhrase.get(found[0])!);
    return [...ids];
  }
}

/** Only the first name of a full name, when it is at least 3 letters (so "Al" alone does not match "al dente"). */
function firstName(fullName: string): string[] {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return first.length >= 3 ? [first] : [];
}

export interface MentionResolver {
  resolve(text: string | null, tags?: Partial<Mentions>): Mentions;
}

/** Resolves technicians (full name, first name, aliases), services (label, aliases) and areas (name, aliases). */
export function createMentionResolver(business: Business): MentionResolver {
  const technicians = new PhraseMatcher(
    business.technicians.map((t) => ({ id: t.id, names: [t.name, ...firstName(t.name), ...t.aliases] })),
  );
  const services = new PhraseMatcher(business.services.map((s) => ({ id: s.id, names: [s.label, ...s.aliases] })));
  const areas = new PhraseMatcher(business.service_areas.map((a) => ({ id: a.id, names: [a.name, ...a.aliases] })));
  const order = {
    technicians: business.technicians.map((t) => t.id),
    services: business.services.map((s) => s.id),
    service_areas: business.service_areas.map((a) => a.id),
  };
  const inCatalogueOrder = (key: keyof Mentions, found: string[], tagged: string[] = []) => {
    const ids = new Set([...found, ...tagged]);
    return order[key].filter((id) => ids.has(id));
  };

  return {
    resolve(text, tags = {}) {
      const folded = text ? fold(text) : '';
      return {
        technicians: inCatalogueOrder('technicians', technicians.match(folded), tags.technicians),
        services: inCatalogueOrder('services', services.match(folded), tags.services),
        service_areas: inCatalogueOrder('service_areas', areas.match(folded), tags.service_areas),
      };
    },
  };
}
