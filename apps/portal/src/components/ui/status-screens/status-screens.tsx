/** The spec's failure screens (section 2 and 8), with their exact texts. */
export function LostConnection() {
  return (
    <section className="status-screen" role="alert" aria-labelledby="lost-connection-heading">
      <h1 id="lost-connection-heading">Connection lost</h1>
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
