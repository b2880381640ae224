import { STABILITY_CONTAINERS, STABILITY_DILUENTS, STORAGE_TEMPERATURES } from '@hcp/contracts/stability-vocabulary';

/** A matrix row as the editor's form holds it: any part may still be empty while it is being filled in. */
export type PreparationDraft = {
  diluent?: string | null;
  container?: string | null;
  temperature?: string | null;
  shelfLife?: { value?: number | null; unit?: string | null } | null;
};

function labelIn(
  options: readonly { value: string; label: string }[],
  value: string | null | undefined,
): string | null {
  return options.find((option) => option.value === value)?.label ?? null;
}

function shelfLifeText(shelfLife: PreparationDraft['shelfLife']): string | null {
  const value = shelfLife?.value;
  if (typeof value !== 'number' || !(value > 0)) return null;
  const unit = shelfLife?.unit === 'days' ? 'day' : 'hour';
  return `${String(value)} ${unit}${value === 1 ? '' : 's'}`;
}

/**
 * A matrix row's label in the editor: "Glucose 5% · PVC bag · 2–8 °C · 14 days", from the parts filled in so far,
 * or "Preparation 03" while none is. The temperature drops its gloss ("2–8 °C (refrigerated)" reads "2–8 °C").
 */
export function preparationLabel(row: PreparationDraft | null | undefined, rowNumber: number): string {
  const temperature = labelIn(STORAGE_TEMPERATURES, row?.temperature)?.replace(/\s*\(.*\)$/, '') ?? null;
  const parts = [
    labelIn(STABILITY_DILUENTS, row?.diluent),
    labelIn(STABILITY_CONTAINERS, row?.container),
    temperature,
    shelfLifeText(row?.shelfLife),
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : `Preparation ${String(rowNumber).padStart(2, '0')}`;
}
