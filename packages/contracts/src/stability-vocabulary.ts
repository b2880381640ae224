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

/**
 * How well a shelf life is supported: the portal explains each level under the matrix. A level whose shelf lives are
 * not measured for that preparation is `extrapolated`: the portal marks its rows "Extrapolated".
 */
export const EVIDENCE_LEVELS = [
  {
    value: 'A',
    label: 'A: published study',
    description: 'A peer-reviewed study of this product in this preparation, container and temperature.',
    extrapolated: false,
  },
  {
    value: 'B',
    label: 'B: manufacturer data',
    description: 'Stability testing by the manufacturer, on file and available on request.',
    extrapolated: false,
  },
  {
    value: 'C',
    label: 'C: extrapolated',
    description:
      'Extrapolated from data for a neighbouring concentration, container or temperature; apply local clinical and pharmaceutical judgement.',
    extrapolated: true,
  },
] as const;

/** Whether a row of this evidence level carries a shelf life extrapolated rather than measured. */
export function isExtrapolated(evidence: (typeof EVIDENCE_LEVELS)[number]['value']): boolean {
  return EVIDENCE_LEVELS.some((level) => level.value === evidence && level.extrapolated);
}

/**
 * The kinds of handling warning an editor gives a product: each is drawn as a warning callout above the matrix,
 * headed by its `label`.
 */
export const STABILITY_WARNING_KINDS = [
  { value: 'incompatibility', label: 'Incompatibility' },
  { value: 'use-immediately', label: 'Use immediately (microbiological)' },
  { value: 'light-protection', label: 'Protect from light' },
  { value: 'other', label: 'Handling' },
] as const;

export const CONCENTRATION_UNITS = [
  { value: 'mg-per-ml', label: 'mg/mL' },
  { value: 'microgram-per-ml', label: 'micrograms/mL' },
  { value: 'units-per-ml', label: 'units/mL' },
] as const;

export const SHELF_LIFE_UNITS = ['hours', 'days'] as const;

/**
 * How a study tested a preparation or a combination: a stability row's and a Y-site record's `methods`. A study
 * usually reports several; the portal lists them in this order.
 */
export const TEST_METHODS = [
  { value: 'visual', label: 'Visual inspection' },
  { value: 'turbidity', label: 'Turbidity' },
  { value: 'particle-count', label: 'Particle count' },
  { value: 'hplc', label: 'HPLC assay' },
  { value: 'ph', label: 'pH' },
] as const;

/**
 * What a Y-site study found for two drugs meeting in one line. `conflicting`: studies disagree, so the portal treats
 * it as not shown to be compatible. Each result has a word and an icon on screen, never a colour alone.
 */
export const Y_SITE_RESULTS = [
  { value: 'compatible', label: 'Compatible' },
  { value: 'incompatible', label: 'Incompatible' },
  { value: 'conflicting', label: 'Conflicting data' },
] as const;

/** The light a Y-site combination was kept in during its contact time. */
export const Y_SITE_LIGHT = [
  { value: 'ambient', label: 'Ambient light' },
  { value: 'protected', label: 'Protected from light' },
] as const;

/** How much of a drug a vial holds, and the dose units the preparation calculator takes. */
export const AMOUNT_UNITS = [
  { value: 'g', label: 'g' },
  { value: 'mg', label: 'mg' },
  { value: 'microgram', label: 'micrograms' },
  { value: 'units', label: 'units' },
] as const;
