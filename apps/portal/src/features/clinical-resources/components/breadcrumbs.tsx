import type { Breadcrumb } from '@hcp/contracts/clinical-resources';
import { Link } from 'react-router';

import { clinicalResourcesTexts as texts } from '../texts';

/** Where the item sits, from the overview down; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  return (
    <nav aria-label={texts.breadcrumbsLabel} className="clinical-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <Link to={crumb.path}>{crumb.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
