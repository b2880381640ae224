import { AREA_KEYS, AREAS } from '@hcp/contracts/areas';
import type { Capability } from '@hcp/contracts/capabilities';

/**
 * The content areas documents can be filed under (areas.ts), by the capability that opens each: documents are
 * downloadable by that capability's holders.
 */
export const CONTENT_AREA_OPTIONS: { label: string; value: Capability }[] = AREA_KEYS.filter(
  (area) => AREAS[area].documents,
).map((area) => ({ label: AREAS[area].name, value: AREAS[area].capability }));

const DOCUMENT_AREAS = new Set<Capability>(CONTENT_AREA_OPTIONS.map((option) => option.value));

/** The content areas among `capabilities` (the capabilities a document's `area` can hold). */
export function contentAreasAmong(capabilities: readonly Capability[]): Capability[] {
  return capabilities.filter((capability) => DOCUMENT_AREAS.has(capability));
}
