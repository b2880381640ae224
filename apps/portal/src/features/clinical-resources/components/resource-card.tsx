import type { ClinicalResourceSummary } from '@hcp/contracts/clinical-resources';
import { Link } from 'react-router';

import { clinicalResourcesTexts as texts } from '../texts';

/** A clinical resource as a card: its title links to the item's own path, as the API gives it. */
export function ResourceCard({ item }: { item: ClinicalResourceSummary }) {
  const facts = [
    item.kind === 'resource' ? null : texts.resourceCount(item.childCount),
    item.estimatedMinutes === null ? null : texts.duration(item.estimatedMinutes),
    item.documentCount > 0 ? texts.documentCount(item.documentCount) : null,
  ].filter((fact) => fact !== null);
  return (
    <li className="card clinical-resource-card">
      <h3>
        <Link to={item.path}>{item.title}</Link>
      </h3>
      <p>{item.summary}</p>
      {facts.length > 0 && <p className="muted">{facts.join(' · ')}</p>}
    </li>
  );
}
