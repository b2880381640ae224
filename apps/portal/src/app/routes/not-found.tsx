import { Link } from 'react-router';

import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </section>
  );
}
