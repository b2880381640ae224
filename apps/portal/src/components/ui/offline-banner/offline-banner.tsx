import { useOnline } from '../../../lib/online-status';
import { uiTexts } from '../texts';
import './offline-banner.css';

const texts = uiTexts.offlineBanner;

/**
 * Says the browser is offline and what still works. The polite live region is always there, so a screen reader hears
 * the banner arrive; the banner itself (role="status") exists only while offline, so online there is nothing to find.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div aria-live="polite" className="offline-banner-region">
      {!online && (
        <div role="status" className="offline-banner">
          <p className="offline-banner-title">{texts.title}</p>
          <p>{texts.text}</p>
        </div>
      )}
    </div>
  );
}
