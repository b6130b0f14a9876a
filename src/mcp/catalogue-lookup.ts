import type { Business, Service, ServiceArea, Technician } from '../schemas/business.ts';
import { fold } from '../text/normalize.ts';

/**
 * Finds a catalogue entry by what a person would type, with the same rules as the search filters (decisions.md):
 * technicians by id, full name, first name or alias; services by id or label; service areas by id, name or alias.
 * Case- and accent-insensitive.
 */
const matches = (names: readonly string[], wanted: string) => names.some((n) => fold(n.trim()) === fold(wanted.trim()));

export const findTechnician = (business: Business, name: string): Technician | undefined =>
  business.technicians.find((t) => matches([t.id, t.name, t.name.split(/\s+/)[0]!, ...t.aliases], name));

export const findService = (business: Business, name: string): Service | undefined =>
  business.services.find((s) => matches([s.id, s.label], name));

export const findServiceArea = (business: Business, name: string): ServiceArea | undefined =>
  business.service_areas.find((a) => matches([a.id, a.name, ...a.aliases], name));
