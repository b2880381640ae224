import { Link } from 'react-router';

import { paths } from '../../config/paths';
import { appTexts } from '../texts';

const texts = appTexts.notFound;

export function NotFoundRoute() {
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{texts.heading}</h1>
      <p>{texts.text}</p>
      <p>
        <Link to={paths.home}>{texts.home}</Link>
      </p>
    </section>
  );
}
