import type { FormDefinition, FormSubmissionResult } from '@hcp/contracts/forms';
import type { ReactNode } from 'react';

import { QueryView } from '../../../components/ui/query-view/query-view';
import { useGetFormQuery } from '../api/forms-api';
import { formsTexts } from '../texts';
import { FormRenderer, type PrefillValues } from './form-renderer';

type FormScreenProps = {
  slug: string;
  prefill?: PrefillValues | undefined;
  onSubmitted?: ((result: FormSubmissionResult) => void) | undefined;
  /** 1 on a screen of its own; 2 under a page's own heading (the contact page). */
  headingLevel?: 1 | 2;
  /** Shown beside the heading, e.g. the pin toggle of a clinical request. */
  actions?: (definition: FormDefinition) => ReactNode;
  /** Under a page that stands on its own (the contact page): a form that fails to load is left out. */
  optional?: boolean;
};

/** A CMS form with its title and description, loaded by its slug. */
export function FormScreen({ slug, prefill, onSubmitted, headingLevel = 1, actions, optional }: FormScreenProps) {
  const query = useGetFormQuery(slug);
  if (optional && query.error) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `form-heading-${slug}`;
  return (
    <QueryView query={query} loading={formsTexts.loading}>
      {(definition) => (
        <section aria-labelledby={headingId} className="form-screen">
          <div className="form-screen-heading">
            <Heading id={headingId}>{definition.title}</Heading>
            {actions?.(definition)}
          </div>
          {definition.description && <p>{definition.description}</p>}
          {/* Keyed by form, so moving from one form to another never carries over what was typed or shown. */}
          <FormRenderer key={definition.slug} definition={definition} prefill={prefill} onSubmitted={onSubmitted} />
        </section>
      )}
    </QueryView>
  );
}
