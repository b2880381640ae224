/** Full screens lead with the page's one h1; shown inside another page (the gallery), they take a lower level. */
type ScreenProps = { headingLevel?: 1 | 3 };

/** The spec's failure screens (section 2 and 8), with their exact texts. */
export function LostConnection({ headingLevel = 1 }: ScreenProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <section className="status-screen" role="alert" aria-labelledby="lost-connection-heading">
      <Heading id="lost-connection-heading">Connection lost</Heading>
      <p>
        Your connection may have been interrupted, or the session was left idle for too long. Please reload the page.
      </p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Reload Page
      </button>
    </section>
  );
}

export function ModuleError({ detail }: { detail?: string | undefined }) {
  return (
    <section className="status-screen" role="alert">
      <h2>Error in Module</h2>
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
      <Heading id="load-error-heading">This page could not be loaded</Heading>
      <p>Part of the portal did not arrive in time. Check your connection and reload the page.</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Reload Page
      </button>
    </section>
  );
}
