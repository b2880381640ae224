// Plain data without zod, so that the admin's client components can import it: zod probes for eval when it loads,
// which the admin's script-src refuses (docs/security.md).

/**
 * The stability matrix's vocabulary. Each list is the CMS's select options and the portal's labels, in the order the
 * portal shows them (temperatures from coldest to warmest, so sorting by temperature follows this order).
 */
export const STABILITY_FORMS = [
  { value: 'powder-solution-injection-infusion', label: 'Powder for solution for injection or infusion' },
  { value: 'powder-concentrate-infusion', label: 'Powder for concentrate for solution for infusion' },
  { value: 'concentrate-infusion', label: 'Concentrate for solution for infusion' },
  { value: 'solution-injection', label: 'Solution for injection' },
  { value: 'solution-infusion', label: 'Solution for infusion' },
  { value: 'solution-injection-infusion', label: 'Solution for injection or infusion' },
  { value: 'emulsion-infusion', label: 'Emulsion for infusion' },
] as const;

export const STABILITY_DILUENTS = [
  { value: 'sodium-chloride-0-9', label: 'Sodium chloride 0.9%' },
  { value: 'sodium-chloride-0-45', label: 'Sodium chloride 0.45%' },
  { value: 'glucose-5', label: 'Glucose 5%' },
  { value: 'glucose-10', label: 'Glucose 10%' },
  { value: 'glucose-4-sodium-chloride-0-18', label: 'Glucose 4% and sodium chloride 0.18%' },
  { value: 'compound-sodium-lactate', label: 'Compound sodium lactate' },
  { value: 'water-for-injections', label: 'Water for injections' },
  { value: 'undiluted', label: 'Undiluted' },
] as const;

export const STABILITY_CONTAINERS = [
  { value: 'pvc-bag', label: 'PVC bag' },
  { value: 'polyolefin-bag', label: 'Polyolefin bag' },
  { value: 'eva-bag', label: 'EVA bag' },
  { value: 'glass-vial-reconstituted', label: 'Glass vial (reconstituted)' },
  { value: 'glass-bottle', label: 'Glass bottle' },
  { value: 'polypropylene-syringe', label: 'Polypropylene syringe' },
  { value: 'elastomeric-device', label: 'Elastomeric device' },
] as const;

export const STORAGE_TEMPERATURES = [
  { value: 'frozen-minus-20', label: '−20 °C (frozen)' },
  { value: 'refrigerated-2-8', label: '2–8 °C (refrigerated)' },
  { value: 'room-15-25', label: '15–25 °C (room temperature)' },
  { value: 'at-25', label: '25 °C' },
  { value: 'at-30', label: '30 °C' },
] as const;

/** How well a shelf life is supported: the portal explains each level under the matrix. */
export const EVIDENCE_LEVELS = [
  {
    value: 'A',
    label: 'A: published study',
    description: 'A peer-reviewed study of this product in this preparation, container and temperature.',
  },
  {
    value: 'B',
    label: 'B: manufacturer data',
    description: 'Stability testing by the manufacturer, on file and available on request.',
  },
  {
    value: 'C',
    label: 'C: extrapolated',
    description:
      'Extrapolated from data for a neighbouring concentration, container or temperature; apply local clinical and pharmaceutical judgement.',
  },
] as const;

export const CONCENTRATION_UNITS = [
  { value: 'mg-per-ml', label: 'mg/mL' },
  { value: 'microgram-per-ml', label: 'micrograms/mL' },
  { value: 'units-per-ml', label: 'units/mL' },
] as const;

export const SHELF_LIFE_UNITS = ['hours', 'days'] as const;
