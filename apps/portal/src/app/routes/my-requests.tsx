import type { ReactNode } from 'react';

import { MyRequestsList } from '../../features/my-requests/components/my-requests-list';
import { myRequestsTexts } from '../../features/my-requests/texts';

/**
 * `/my-requests`: the person's requests with their status and answer date. Other sections about the person's
 * requests (saved form drafts) are composed in as children, below the list.
 */
export function MyRequestsRoute({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="my-requests-heading">
      <h1 id="my-requests-heading">{myRequestsTexts.heading}</h1>
      <p>{myRequestsTexts.intro}</p>
      <MyRequestsList />
      {children}
    </section>
  );
}
