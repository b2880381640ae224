import type { Capability } from '@hcp/contracts/capabilities';

/** The content areas, by the capability that opens each: documents are downloadable by that capability's holders. */
export const CONTENT_AREA_OPTIONS: { label: string; value: Capability }[] = [
  { label: 'Stability', value: 'wb_read_stability_matrix' },
  { label: 'Education', value: 'wb_read_education' },
  { label: 'Clinical resources', value: 'wb_read_clinical_resources' },
  { label: 'Clinical trials', value: 'wb_read_clinical_trials' },
  { label: 'Important updates', value: 'wb_read_blog' },
  { label: 'Meet the team', value: 'wb_read_key_contacts' },
  { label: 'Product catalogue', value: 'wb_read_product_catalogue' },
  { label: 'Quick links', value: 'wb_read_quick_links' },
];

const AREAS = new Set<Capability>(CONTENT_AREA_OPTIONS.map((option) => option.value));

/** The content areas among `capabilities` (the capabilities a document's `area` can hold). */
export function contentAreasAmong(capabilities: readonly Capability[]): Capability[] {
  return capabilities.filter((capability) => AREAS.has(capability));
}
