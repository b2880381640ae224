import {
  MAX_VIALS,
  MAX_WEIGHT_KG,
  type PreparationFigure,
  type PreparationInput,
  type PreparationRefusal,
  type PreparationResult,
} from './preparation';
import {
  AMOUNT_UNITS,
  CONCENTRATION_UNITS,
  labelOf,
  STABILITY_DILUENTS,
  STORAGE_TEMPERATURES,
  type AmountUnit,
  type ConcentrationUnit,
  type Reconstitution,
  type StabilityRow,
} from './stability';

/** The product as the calculator needs it: what it is called and how a vial is made up. */
export type PreparationProduct = {
  name: string;
  strength: string;
  reconstitution: Reconstitution | null;
};

/*
 * Arithmetic (docs/clinical-tools.md, "Rounding and units"): amounts are carried in a base unit, micrograms for
 * g/mg/micrograms and units for units, and volumes in mL. Every product or quotient is passed through `exact`, which
 * keeps 12 significant digits: that erases binary artefacts (0.1 × 3 is 0.30000000000000004 in floating point) before
 * any comparison, ceiling or rounding, while no real dose has 12 significant digits. Volumes and rates are then held
 * as whole tenths (integers), so that a subtraction of volumes is exact.
 */

/** How many base units (micrograms, or units) one of each amount unit is. */
const BASE_PER_AMOUNT: Record<AmountUnit, number> = { g: 1_000_000, mg: 1000, microgram: 1, units: 1 };
/** How many base units per mL one of each concentration unit is. */
const BASE_PER_CONCENTRATION: Record<ConcentrationUnit, number> = {
  'mg-per-ml': 1000,
  'microgram-per-ml': 1,
  'units-per-ml': 1,
};
/** The amount unit a concentration unit counts in, for the working: 50 mg/mL divides milligrams. */
const AMOUNT_OF_CONCENTRATION: Record<ConcentrationUnit, AmountUnit> = {
  'mg-per-ml': 'mg',
  'microgram-per-ml': 'microgram',
  'units-per-ml': 'units',
};
const MINUTES_PER_SHELF_LIFE_UNIT = { hours: 60, days: 1440 } as const;
const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';
/** The powder's stated concentration may differ from content ÷ volume by 1 part in this many (0.1 %), no more. */
const RECONSTITUTION_TOLERANCE = 1000;

const exact = (value: number): number => Number(value.toPrecision(12));
const format = (value: number): string => String(exact(value));
/** Whole tenths, to the nearest (a half rounds up): volumes to 0.1 mL, rates to 0.1 mL/h. */
const tenthsOf = (value: number): number => Math.round(exact(value * 10));
const threeFigures = (value: number): number => Number(value.toPrecision(3));
/**
 * A concentration outside the row's range [low, high], as a refusal names it: to three figures, said to be "about",
 * while the rounded figure still lies outside; the exact value when rounding would seem to bring it inside.
 */
const outsideValue = (value: number, low: number, high: number): string => {
  const rounded = threeFigures(value);
  if (rounded >= low && rounded <= high) return format(value);
  return rounded === value ? format(value) : `about ${format(rounded)}`;
};

const isUnits = (unit: AmountUnit | ConcentrationUnit): boolean => unit === 'units' || unit === 'units-per-ml';
const amountLabel = (unit: AmountUnit): string => labelOf(AMOUNT_UNITS, unit);
const concentrationLabel = (unit: ConcentrationUnit): string => labelOf(CONCENTRATION_UNITS, unit);
const amountIn = (base: number, unit: AmountUnit): string =>
  `${format(base / BASE_PER_AMOUNT[unit])} ${amountLabel(unit)}`;
/** An amount in its own unit, and in the unit the next sum divides when that differs: "1.5 g (1500 mg)". */
const amountFor = (base: number, unit: AmountUnit, divided: AmountUnit): string =>
  unit === divided ? amountIn(base, unit) : `${amountIn(base, unit)} (${amountIn(base, divided)})`;

function figure(value: number, unit: string, working: string): PreparationFigure {
  return { value, unit, working, roundedFrom: null };
}

/** A figure rounded from `exactValue`, the working ending with what it was rounded from and how. */
function rounded(exactValue: number, value: number, unit: string, sum: string, how: string): PreparationFigure {
  if (exact(exactValue) === value) return figure(value, unit, `${sum} = ${format(value)} ${unit}`);
  return {
    value,
    unit,
    working: `${sum} = ${format(exactValue)} ${unit}, rounded to ${format(value)} ${unit} (${how})`,
    roundedFrom: exact(exactValue),
  };
}

const toTenth = (exactValue: number, unit: string, sum: string): PreparationFigure =>
  rounded(exactValue, tenthsOf(exactValue) / 10, unit, sum, `nearest 0.1 ${unit}`);
const toThreeFigures = (exactValue: number, unit: string, sum: string): PreparationFigure =>
  rounded(exactValue, threeFigures(exactValue), unit, sum, '3 significant figures');

type LocalTime = {
  /** Minutes since 1970-01-01T00:00 of the local clock: the offset is applied only when written. */
  minutes: number;
  offset: string;
};

/** `preparedAt` to the minute, seconds dropped (a use-by never later than the true one), in its own offset. */
function parsePreparedAt(preparedAt: string): LocalTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(preparedAt);
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(local);
  // Date.UTC rolls 31 February into March and 24:00 into the next day: a time that does not exist is refused.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || minute > 59) return null;
  const zone = String(match[6]);
  return { minutes: local / 60_000, offset: zone === 'Z' ? '+00:00' : zone };
}

function writeTime(time: LocalTime): { iso: string; words: string } {
  const date = new Date(time.minutes * 60_000);
  const two = (value: number) => String(value).padStart(2, '0');
  const clock = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
  const iso = `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}T${clock}${time.offset}`;
  const words = `${date.getUTCDate()} ${MONTHS.slice(date.getUTCMonth() * 3, date.getUTCMonth() * 3 + 3)} ${date.getUTCFullYear()} ${clock} (UTC${time.offset})`;
  return { iso, words };
}

/**
 * The preparation a prescribed dose needs from one matrix row, every figure with its working; or the reasons it is
 * refused, each naming the safety rule of docs/clinical-tools.md it breaks. Pure: the portal runs it offline and the
 * API answers with it, so that both say the same.
 */
export function calculatePreparation(
  product: PreparationProduct,
  row: StabilityRow,
  input: PreparationInput,
): PreparationResult {
  const reasons: PreparationRefusal[] = [];
  const refuse = (code: PreparationRefusal['code'], field: PreparationRefusal['field'], message: string) => {
    reasons.push({ code, field, message });
  };
  const refused = (): PreparationResult => ({ outcome: 'refused', rowId: input.rowId, reasons });
  const productName = `${product.name} ${product.strength}`;
  const { dose, final, administration } = input;
  const finalField = final.kind === 'volume' ? 'final.volumeMl' : 'final.concentration.value';
  const administrationField =
    administration.kind === 'duration' ? 'administration.minutes' : 'administration.mlPerHour';

  // 1. Each input on its own, and the product's data: these refuse whatever the other inputs are.
  if (input.rowId !== row.id) refuse('row-mismatch', 'rowId', 'The preparation names another row of the matrix.');
  if (!(dose.value > 0)) refuse('dose-not-positive', 'dose.value', 'Enter a dose greater than zero.');
  const weight = input.basis === 'per-kg' ? input.weightKg : null;
  if (input.basis === 'per-kg') {
    if (weight === null) refuse('weight-required', 'weightKg', 'A dose per kg needs the patient’s weight.');
    else if (!(weight > 0)) refuse('weight-not-positive', 'weightKg', 'Enter a weight greater than zero.');
    else if (weight > MAX_WEIGHT_KG)
      refuse('weight-too-high', 'weightKg', `A weight above ${MAX_WEIGHT_KG} kg is refused: check that it is in kg.`);
  }
  if (final.kind === 'volume' && !(final.volumeMl > 0))
    refuse('volume-not-positive', finalField, 'Enter a final volume greater than zero.');
  if (final.kind === 'concentration' && !(final.concentration.value > 0))
    refuse('concentration-not-positive', finalField, 'Enter a final concentration greater than zero.');
  if (administration.kind === 'duration' && !(administration.minutes > 0))
    refuse('duration-not-positive', administrationField, 'Enter an infusion time greater than zero.');
  if (administration.kind === 'rate' && !(administration.mlPerHour > 0))
    refuse('rate-not-positive', administrationField, 'Enter a rate greater than zero.');
  const preparedAt = parsePreparedAt(input.preparedAt);
  if (preparedAt === null)
    refuse('prepared-at-invalid', 'preparedAt', 'Enter the preparation date and time, with its time zone.');

  const r = product.reconstitution;
  if (r === null) {
    refuse(
      'no-reconstitution',
      'product',
      `The calculator is not available for ${productName} until its reconstitution data is published.`,
    );
    return refused();
  }
  const vialBase = exact(r.vialContent.value * BASE_PER_AMOUNT[r.vialContent.unit]);
  const vialConcentrationBase = exact(r.concentration.value * BASE_PER_CONCENTRATION[r.concentration.unit]);
  const vialMl = exact(r.volumeAddedMl + r.displacementMl);
  const concentrationAmount = AMOUNT_OF_CONCENTRATION[r.concentration.unit];
  const inconsistent = (why: string) =>
    refuse(
      'reconstitution-inconsistent',
      'product',
      `The reconstitution data of ${productName} does not add up (${why}): the calculator is not available until it is corrected.`,
    );
  if (isUnits(r.vialContent.unit) !== isUnits(r.concentration.unit))
    inconsistent(`a vial of ${amountLabel(r.vialContent.unit)} made up to ${concentrationLabel(r.concentration.unit)}`);
  else if ((r.diluent === null) !== (r.volumeAddedMl === 0))
    inconsistent(r.diluent === null ? 'a volume is added but no diluent is named' : 'a diluent is named but no volume');
  else if (vialMl > 0) {
    const made = exact(vialBase / vialMl);
    if (Math.abs(made - vialConcentrationBase) * RECONSTITUTION_TOLERANCE > vialConcentrationBase)
      inconsistent(
        `${amountIn(vialBase, concentrationAmount)} ÷ (${format(r.volumeAddedMl)} mL + ${format(r.displacementMl)} mL) = ` +
          `${format(made / BASE_PER_CONCENTRATION[r.concentration.unit])} ${concentrationLabel(r.concentration.unit)}, ` +
          `not the stated ${format(r.concentration.value)} ${concentrationLabel(r.concentration.unit)}`,
      );
  }
  const kindWords = (units: boolean) => (units ? 'units' : 'g, mg or micrograms');
  if (isUnits(dose.unit) !== isUnits(r.vialContent.unit))
    refuse(
      'unit-mismatch',
      'dose.unit',
      `${productName} is measured in ${kindWords(isUnits(r.vialContent.unit))}: a dose in ${amountLabel(dose.unit)} cannot be converted to it.`,
    );
  if (final.kind === 'concentration' && isUnits(final.concentration.unit) !== isUnits(r.concentration.unit))
    refuse(
      'unit-mismatch',
      'final.concentration.unit',
      `${productName} is measured in ${kindWords(isUnits(r.concentration.unit))}: a concentration in ${concentrationLabel(final.concentration.unit)} cannot be converted to it.`,
    );
  if (isUnits(row.concentration.unit) !== isUnits(r.concentration.unit))
    refuse(
      'unit-mismatch',
      'product',
      `This row’s concentration is in ${concentrationLabel(row.concentration.unit)}, which cannot be compared with ${productName}’s ${concentrationLabel(r.concentration.unit)}.`,
    );
  // Stryker disable next-line ConditionalExpression: equivalent, a null preparedAt has put its reason in `reasons` already; the test narrows its type
  if (reasons.length > 0 || preparedAt === null) return refused();

  // 2. The preparation, each figure with its working; a limit it reaches is a reason.
  const doseUnit = amountLabel(dose.unit);
  const totalBase = exact(dose.value * BASE_PER_AMOUNT[dose.unit] * (weight ?? 1));
  const totalDose =
    weight === null
      ? figure(exact(dose.value), doseUnit, `The prescribed dose: ${format(dose.value)} ${doseUnit}`)
      : figure(
          exact(dose.value * weight),
          doseUnit,
          `${format(dose.value)} ${doseUnit}/kg × ${format(weight)} kg = ${format(dose.value * weight)} ${doseUnit}`,
        );
  const maxBase = exact(r.maxDose.value * BASE_PER_AMOUNT[r.maxDose.unit]);
  if (totalBase > maxBase)
    refuse(
      'dose-above-maximum',
      'dose.value',
      `A dose of ${amountFor(totalBase, dose.unit, r.maxDose.unit)} is above the largest single dose of ${format(r.maxDose.value)} ${amountLabel(r.maxDose.unit)} set for ${productName}.`,
    );

  const vialsExact = exact(totalBase / vialBase);
  const vialCount = Math.ceil(vialsExact);
  const vialSum = `${amountIn(totalBase, dose.unit)} ÷ ${amountIn(vialBase, dose.unit)} per vial = ${format(vialsExact)}`;
  const vialWord = vialCount === 1 ? 'vial' : 'vials';
  const vials: PreparationFigure =
    vialCount === vialsExact
      ? figure(vialCount, vialWord, `${vialSum} ${vialWord}`)
      : {
          value: vialCount,
          unit: vialWord,
          working: `${vialSum}, rounded up to ${vialCount} ${vialWord}`,
          roundedFrom: vialsExact,
        };
  if (vialCount > MAX_VIALS)
    refuse(
      'too-many-vials',
      'dose.value',
      `This dose needs ${vialCount} vials (${vialSum}): more than ${MAX_VIALS} vials is refused. Check the dose and its unit.`,
    );

  const vialUnit = concentrationLabel(r.concentration.unit);
  const perVial =
    r.diluent === null
      ? null
      : {
          diluent: r.diluent,
          add: figure(
            r.volumeAddedMl,
            'mL',
            `Add ${format(r.volumeAddedMl)} mL of ${labelOf(STABILITY_DILUENTS, r.diluent)} to each vial; with the ` +
              `powder’s ${format(r.displacementMl)} mL displacement each vial then holds ${format(vialMl)} mL`,
          ),
        };
  const vialConcentration = figure(
    r.concentration.value,
    vialUnit,
    r.diluent === null
      ? `Supplied in solution at ${format(r.concentration.value)} ${vialUnit}: nothing is added`
      : `${amountFor(vialBase, r.vialContent.unit, concentrationAmount)} ÷ (${format(r.volumeAddedMl)} mL + ` +
          `${format(r.displacementMl)} mL) = ${format(r.concentration.value)} ${vialUnit}`,
  );

  const totalWords = amountFor(totalBase, dose.unit, concentrationAmount);
  const drugExact = exact(totalBase / vialConcentrationBase);
  const drugTenths = tenthsOf(drugExact);
  const drugVolume = toTenth(drugExact, 'mL', `${totalWords} ÷ ${format(r.concentration.value)} ${vialUnit}`);
  if (drugTenths === 0)
    refuse(
      'too-small-to-measure',
      'dose.value',
      `The volume to draw up would be ${format(drugExact)} mL, less than the 0.1 mL that can be measured.`,
    );

  // The final volume, chosen or made from the chosen concentration; the concentration it gives, in the row's unit.
  const shownUnit = final.kind === 'volume' ? row.concentration.unit : final.concentration.unit;
  const finalExact =
    final.kind === 'volume'
      ? exact(final.volumeMl)
      : exact(totalBase / (final.concentration.value * BASE_PER_CONCENTRATION[final.concentration.unit]));
  const finalTenths = tenthsOf(finalExact);
  const finalVolume =
    final.kind === 'volume'
      ? toTenth(finalExact, 'mL', 'As chosen')
      : toTenth(
          finalExact,
          'mL',
          `${amountFor(totalBase, dose.unit, AMOUNT_OF_CONCENTRATION[shownUnit])} ÷ ${format(final.concentration.value)} ${concentrationLabel(shownUnit)}`,
        );
  if (finalTenths === 0) {
    refuse('too-small-to-measure', finalField, `The final volume would be ${format(finalExact)} mL, less than 0.1 mL.`);
    return refused();
  }
  const finalMl = finalTenths / 10;
  const finalBasePerMl = exact(totalBase / finalMl);
  const shownLabel = concentrationLabel(shownUnit);
  const finalConcentration = toThreeFigures(
    finalBasePerMl / BASE_PER_CONCENTRATION[shownUnit],
    shownLabel,
    `${amountFor(totalBase, dose.unit, AMOUNT_OF_CONCENTRATION[shownUnit])} ÷ ${format(finalMl)} mL`,
  );
  const rowUnit = BASE_PER_CONCENTRATION[row.concentration.unit];
  const low = exact(row.concentration.value * rowUnit);
  const high = exact((row.concentration.upTo ?? row.concentration.value) * rowUnit);
  if (finalBasePerMl < low || finalBasePerMl > high) {
    const rowLabel = concentrationLabel(row.concentration.unit);
    const range =
      row.concentration.upTo === null
        ? `only ${format(row.concentration.value)} ${rowLabel}`
        : `${format(row.concentration.value)}–${format(row.concentration.upTo)} ${rowLabel}`;
    refuse(
      'concentration-out-of-range',
      finalField,
      `The final concentration would be ${outsideValue(finalBasePerMl / rowUnit, low / rowUnit, high / rowUnit)} ${rowLabel}, outside the range in which ` +
        `this row’s stability was shown: ${range}.`,
    );
  }

  const diluentTenths = finalTenths - drugTenths;
  const rowDiluent = labelOf(STABILITY_DILUENTS, row.diluent);
  if (diluentTenths < 0)
    refuse(
      'final-volume-below-drug-volume',
      finalField,
      `The final volume (${format(finalMl)} mL) is smaller than the volume of drug to draw up ` +
        `(${format(drugTenths / 10)} mL): it must be at least ${format(drugTenths / 10)} mL.`,
    );
  const diluentVolume = figure(
    diluentTenths / 10,
    'mL',
    `${format(finalMl)} mL − ${format(drugTenths / 10)} mL = ${format(diluentTenths / 10)} mL of ${rowDiluent}`,
  );

  // How it runs: the rate from the time, or the time from the rate.
  let rateTenths: number;
  let rate: PreparationFigure;
  let minutesExact: number;
  let duration: PreparationFigure;
  if (administration.kind === 'duration') {
    minutesExact = exact(administration.minutes);
    const rateExact = exact((finalMl * 60) / minutesExact);
    rateTenths = tenthsOf(rateExact);
    rate = toTenth(rateExact, 'mL/h', `${format(finalMl)} mL × 60 ÷ ${format(minutesExact)} minutes`);
    duration = figure(minutesExact, 'minutes', 'As chosen');
  } else {
    rateTenths = tenthsOf(administration.mlPerHour);
    rate = toTenth(administration.mlPerHour, 'mL/h', 'As chosen');
    minutesExact = exact((finalMl * 60) / (rateTenths / 10));
    duration = rounded(
      minutesExact,
      Math.round(minutesExact),
      'minutes',
      `${format(finalMl)} mL × 60 ÷ ${format(rateTenths / 10)} mL/h`,
      'nearest minute',
    );
  }
  if (rateTenths === 0) {
    refuse(
      'too-small-to-measure',
      administrationField,
      'The rate would be less than 0.1 mL/h, which a pump cannot run.',
    );
    return refused();
  }
  if (rateTenths / 10 > r.pumpLimitMlPerHour)
    refuse(
      'rate-above-pump-limit',
      administrationField,
      `A rate of ${format(rateTenths / 10)} mL/h is above the pump limit of ${format(r.pumpLimitMlPerHour)} mL/h set ` +
        `for ${productName}.`,
    );

  const perHourExact = exact((totalDose.value * 60) / minutesExact);
  const dosePerHour = toThreeFigures(
    perHourExact,
    `${doseUnit}/h`,
    `${format(totalDose.value)} ${doseUnit} × 60 ÷ ${format(minutesExact)} minutes`,
  );
  const dosePerKgPerHour =
    weight === null
      ? null
      : toThreeFigures(
          perHourExact / weight,
          `${doseUnit}/kg/h`,
          `${format(perHourExact)} ${doseUnit}/h ÷ ${format(weight)} kg`,
        );

  const shelfMinutes = Math.floor(exact(row.shelfLife.value * MINUTES_PER_SHELF_LIFE_UNIT[row.shelfLife.unit]));
  const temperature = labelOf(STORAGE_TEMPERATURES, row.temperature);
  const shelfWords = `${format(row.shelfLife.value)} ${row.shelfLife.unit}`;
  if (minutesExact > shelfMinutes)
    refuse(
      'infusion-beyond-use-by',
      administrationField,
      `The infusion would run for ${format(minutesExact)} minutes, longer than the ${shelfWords} this preparation ` +
        `keeps at ${temperature}.`,
    );
  if (reasons.length > 0) return refused();

  const prepared = writeTime(preparedAt);
  const useBy = writeTime({ minutes: preparedAt.minutes + shelfMinutes, offset: preparedAt.offset });
  return {
    outcome: 'ok',
    rowId: input.rowId,
    figures: {
      totalDose,
      vials,
      perVial,
      vialConcentration,
      drugVolume,
      diluentVolume,
      finalVolume,
      finalConcentration,
      rate,
      duration,
      dosePerHour,
      dosePerKgPerHour,
      useBy: {
        value: useBy.iso,
        temperature: row.temperature,
        working: `Prepared ${prepared.words} + ${shelfWords} stored at ${temperature} = ${useBy.words}`,
      },
    },
  };
}
