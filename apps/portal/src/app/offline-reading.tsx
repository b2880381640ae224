import { Link } from 'react-router';

import { LostConnection, type Retry } from '../components/ui/status-screens/status-screens';
import { paths } from '../config/paths';
import { appTexts } from './texts';

const texts = appTexts.offlineReading;

/** A screen that needs the server, opened while it is out of reach: the usual words, and the way to the saved copies. */
export function OfflineReading({ retry }: { retry: Retry }) {
  return (
    <>
      <LostConnection retry={retry} />
      <p className="offline-reading-copies">
        {texts.copiesIntro} <Link to={paths.offlineCopies}>{texts.openCopies}</Link>
      </p>
    </>
  );
}
