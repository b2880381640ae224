import {
  type TherapeuticArea,
  TherapeuticAreaSchema,
  type TrialPhase,
  TrialPhaseSchema,
  type TrialStatus,
  TrialStatusSchema,
} from '@hcp/contracts/clinical-trials';

/** The list's filters as the URL holds them: `?status=recruiting&phase=phase-3&area=oncology`. */
export type TrialFilters = { status?: TrialStatus; phase?: TrialPhase; area?: TherapeuticArea };
export type TrialFilterName = keyof TrialFilters;

export const TRIAL_FILTER_NAMES: readonly TrialFilterName[] = ['status', 'phase', 'area'];

/** The filters of a URL; a value the server would refuse (an old or mistyped link) is ignored, not sent. */
export function trialFiltersFrom(params: URLSearchParams): TrialFilters {
  const filters: TrialFilters = {};
  const status = TrialStatusSchema.safeParse(params.get('status'));
  if (status.success) filters.status = status.data;
  const phase = TrialPhaseSchema.safeParse(params.get('phase'));
  if (phase.success) filters.phase = phase.data;
  const area = TherapeuticAreaSchema.safeParse(params.get('area'));
  if (area.success) filters.area = area.data;
  return filters;
}

export function hasFilters(filters: TrialFilters): boolean {
  return TRIAL_FILTER_NAMES.some((name) => filters[name] !== undefined);
}

/**
 * The URL's query after one filter changes (an empty value removes it). The list starts again at page 1, since the
 * old page may not exist among fewer results.
 */
export function withTrialFilter(params: URLSearchParams, name: TrialFilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '') next.delete(name);
  else next.set(name, value);
  next.delete('page');
  return next;
}

/** The URL's query without any filter (other parameters stay). */
export function withoutTrialFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of TRIAL_FILTER_NAMES) next.delete(name);
  next.delete('page');
  return next;
}
