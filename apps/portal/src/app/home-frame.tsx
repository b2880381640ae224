import { Skeleton } from '../components/ui/skeleton/skeleton';
import { accountTexts } from '../features/account/texts';
import { DashboardHeading } from '../features/dashboard/components/dashboard-heading';
import { dashboardTexts } from '../features/dashboard/texts';

/**
 * The signed-in home as the server sends it, drawn at build time (scripts/prerender.mjs): the greeting's place, the
 * dashboard's heading and intro, and its loading state, in the places the portal then draws them. It holds nothing of
 * an account (the server cannot know whose browser asks): the name, the widgets and their data come with the portal.
 */
export function HomeFrame() {
  return (
    <>
      <section aria-labelledby="greeting-heading">
        <h1 id="greeting-heading">{accountTexts.greeting.welcomeFrame}</h1>
        <p className="muted">{accountTexts.greeting.loading}</p>
      </section>
      <section className="dashboard" aria-labelledby="dashboard-heading" aria-busy="true">
        <DashboardHeading />
        <Skeleton label={dashboardTexts.loading} />
      </section>
    </>
  );
}
