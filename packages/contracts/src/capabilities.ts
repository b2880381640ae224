import { z } from 'zod';

/** Every capability a portal role can grant (spec section 6), in the spec's order. */
export const CAPABILITIES = [
  'read',
  'wb_edit_current_user',
  'wb_read_product_catalogue',
  'wb_read_pricing_requests',
  'wb_read_stability_matrix',
  'wb_read_quick_links',
  'wb_read_key_contacts',
  'wb_read_report_issue',
  'wb_read_education',
  'wb_read_blog',
  'wb_read_clinical_requests',
  'wb_read_clinical_trials',
  'wb_read_clinical_resources',
] as const;

export const CapabilitySchema = z.enum(CAPABILITIES).meta({ id: 'Capability' });
export type Capability = z.infer<typeof CapabilitySchema>;

export function isCapability(value: string): value is Capability {
  return (CAPABILITIES as readonly string[]).includes(value);
}

/** A user's capabilities are the union of their roles' capabilities, in the canonical order. */
export function unionOfCapabilities(roles: readonly { capabilities?: readonly string[] | null }[]): Capability[] {
  const held = new Set<string>();
  for (const role of roles) for (const capability of role.capabilities ?? []) held.add(capability);
  return CAPABILITIES.filter((capability) => held.has(capability));
}
