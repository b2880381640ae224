import type { FormSummary } from '@hcp/contracts/forms';
import { Link } from 'react-router';

import { clinicalRequestPath } from '../../../config/paths';
import { PinToggle } from './pin-toggle';

/** A request form in a list: its title as a link to it, its description, and its pin toggle. */
export function RequestFormCard({ form, headingLevel }: { form: FormSummary; headingLevel: 2 | 3 | 4 }) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  return (
    <li className="card request-form-card">
      <Heading>
        <Link to={clinicalRequestPath(form.slug)}>{form.title}</Link>
      </Heading>
      {form.description && <p>{form.description}</p>}
      <div className="request-form-actions">
        <PinToggle form={form} />
      </div>
    </li>
  );
}
