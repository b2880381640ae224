import { useOnline } from '../../../lib/online-status';
import { uiTexts } from '../texts';

const texts = uiTexts.statusScreens;

/** Full screens lead with the page's one h1; shown inside another page (the gallery), they take a lower level. */
type ScreenProps = { headingLevel?: 1 | 3 };

/**
 * The spec's failure screens (section 2 and 8), with their exact texts. A call that fails while the browser is offline
 * says so, rather than blaming an idle session; the spec's text stays for calls that fail while online.
 */
export function LostConnection({ headingLevel = 1 }: ScreenProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const online = useOnline();
  return (
    <section className="status-screen" role="alert" aria-labelledby="lost-connection-heading">
      <Heading id="lost-connection-heading">{online ? texts.lostConnection : texts.offline}</Heading>
      <p>{online ? texts.lostConnectionText : texts.offlineText}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {texts.reload}
      </button>
    </section>
  );
}

export function ModuleError({ detail }: { detail?: string | undefined }) {
  return (
    <section className="status-screen" role="alert">
      <h2>{texts.moduleError}</h2>
      {detail && <p className="muted">{detail}</p>}
    </section>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="loading">
      {label}
    </p>
  );
}

/** A screen's code did not arrive (spec section 8: load error after a timeout). */
export function LoadError({ headingLevel = 1 }: ScreenProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <section className="status-screen" role="alert" aria-labelledby="load-error-heading">
      <Heading id="load-error-heading">{texts.loadError}</Heading>
      <p>{texts.loadErrorText}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {texts.reload}
      </button>
    </section>
  );
}
