import {
  THERAPEUTIC_AREA_LABELS,
  THERAPEUTIC_AREAS,
  TRIAL_PHASE_LABELS,
  TRIAL_PHASES,
  TRIAL_STATUS_LABELS,
  TRIAL_STATUSES,
} from '@hcp/contracts/clinical-trials';
import { useSearchParams } from 'react-router';

import { SelectField } from '../../../components/ui/select-field/select-field';
import { hasFilters, type TrialFilterName, trialFiltersFrom, withoutTrialFilters, withTrialFilter } from '../filters';
import { clinicalTrialsTexts as texts } from '../texts';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const STATUS_OPTIONS = options(TRIAL_STATUSES, TRIAL_STATUS_LABELS);
const PHASE_OPTIONS = options(TRIAL_PHASES, TRIAL_PHASE_LABELS);
const AREA_OPTIONS = options(THERAPEUTIC_AREAS, THERAPEUTIC_AREA_LABELS);

/** The list's filters; each choice updates the URL at once, so a filtered list can be bookmarked and shared. */
export function TrialFiltersForm() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = trialFiltersFrom(searchParams);
  const change = (name: TrialFilterName) => (event: { target: { value: string } }) =>
    setSearchParams(withTrialFilter(searchParams, name, event.target.value));
  return (
    <form className="trial-filters" aria-label={texts.filtersLabel} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={texts.statusFilter}
        name="status"
        options={STATUS_OPTIONS}
        placeholder={texts.allStatuses}
        value={filters.status ?? ''}
        onChange={change('status')}
      />
      <SelectField
        label={texts.phaseFilter}
        name="phase"
        options={PHASE_OPTIONS}
        placeholder={texts.allPhases}
        value={filters.phase ?? ''}
        onChange={change('phase')}
      />
      <SelectField
        label={texts.areaFilter}
        name="area"
        options={AREA_OPTIONS}
        placeholder={texts.allAreas}
        value={filters.area ?? ''}
        onChange={change('area')}
      />
      {hasFilters(filters) && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setSearchParams(withoutTrialFilters(searchParams))}
        >
          {texts.clearFilters}
        </button>
      )}
    </form>
  );
}
