import { SavedDrafts } from '../../features/form-drafts/components/saved-drafts';
import { MyRequestsList } from '../../features/my-requests/components/my-requests-list';
import { myRequestsTexts } from '../../features/my-requests/texts';

/** `/my-requests`: the person's requests with their status and answer date, then the forms they saved to finish later. */
export function MyRequestsRoute() {
  return (
    <section aria-labelledby="my-requests-heading">
      <h1 id="my-requests-heading">{myRequestsTexts.heading}</h1>
      <p>{myRequestsTexts.intro}</p>
      <MyRequestsList />
      <SavedDrafts />
    </section>
  );
}
