import type { CatalogueFacets } from '@hcp/contracts/product-catalogue';
import { type SubmitEvent, useState } from 'react';

import { SelectField } from '../../../components/ui/select-field/select-field';
import { TextField } from '../../../components/ui/text-field/text-field';
import { productCatalogueTexts as texts } from '../texts';
import type { CatalogueFilterValues } from './catalogue-params';

type Filters = CatalogueFilterValues;

type CatalogueFiltersProps = {
  facets: CatalogueFacets;
  filters: Filters;
  /** Applies changed search or filter values (an empty value clears one). */
  onChange: (changes: Partial<Record<keyof Filters, string>>) => void;
};

/** The search box (applied on submit) and the filter selects (applied on change), built from the catalogue's facets. */
export function CatalogueFilters({ facets, filters, onChange }: CatalogueFiltersProps) {
  const [search, setSearch] = useState(filters.q ?? '');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: search });
  };
  return (
    <form className="catalogue-filters" role="search" aria-label={texts.filtersLabel} onSubmit={submit}>
      <div className="catalogue-search">
        <TextField
          label={texts.searchLabel}
          name="q"
          type="search"
          maxLength={100}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          {texts.searchButton}
        </button>
      </div>
      <SelectField
        label={texts.therapeuticArea}
        name="therapeuticArea"
        options={facets.therapeuticAreas}
        placeholder={texts.allTherapeuticAreas}
        value={filters.therapeuticArea ?? ''}
        onChange={(event) => onChange({ therapeuticArea: event.target.value })}
      />
      <SelectField
        label={texts.form}
        name="form"
        options={facets.forms}
        placeholder={texts.allForms}
        value={filters.form ?? ''}
        onChange={(event) => onChange({ form: event.target.value })}
      />
      <SelectField
        label={texts.presentation}
        name="presentation"
        options={facets.presentations}
        placeholder={texts.allPresentations}
        value={filters.presentation ?? ''}
        onChange={(event) => onChange({ presentation: event.target.value })}
      />
    </form>
  );
}
