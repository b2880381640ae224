/** The words the shared building blocks bring with them; what they show besides comes from their callers. */
export const uiTexts = {
  errorSummary: { heading: 'There is a problem' },
  genericName: { genericName: 'generic name', alsoKnownAs: 'Also known as:' },
  offlineBanner: {
    title: 'You are offline',
    text: 'Pages you have already opened stay on screen, and stability products saved for offline use still open. Opening anything new and sending forms need a connection: your answers stay in the form until it is back.',
  },
  statusScreens: {
    offline: 'You are offline',
    offlineText:
      'This page needs a connection to load. Pages you have already opened stay on screen; reload this page once you are back online.',
    offlineRetryText:
      'This page needs a connection to load. It loads again by itself once you are back online, and what you were doing stays as it was.',
    lostConnection: 'Connection lost',
    lostConnectionText:
      'Your connection may have been interrupted, or the session was left idle for too long. Please reload the page.',
    lostConnectionRetryText:
      'Your connection may have been interrupted, or the session was left idle for too long. Retry to load the page again; what you were doing stays as it was.',
    moduleError: 'Error in Module',
    /** Under the spec's heading when the account, roles or session call failed and no screen can draw. */
    sessionFailedText:
      'Your account details could not be loaded, so the portal cannot show its pages. The problem is on our server, not with your account.',
    sessionFailedHelp: 'Retry now. If it keeps happening, sign out and sign in again later.',
    /** An area's own read failed inside the layout: the heading, then what failed (the caller's words) and what to do. */
    areaFailed: 'Sorry, there is a problem',
    areaFailedText: 'This page could not be loaded.',
    areaFailedHelp: 'The server could not answer. Retry now; if it keeps happening, try again later.',
    withdrawn: 'This page has been withdrawn',
    withdrawnText: 'It was published here before and is no longer available.',
    withdrawnLink: 'Go to the home page',
    loadError: 'This page could not be loaded',
    loadErrorText: 'Part of the portal did not arrive in time. Check your connection and reload the page.',
    reload: 'Reload Page',
    retry: 'Retry',
    retrying: 'Loading again…',
    signOut: 'Sign out',
  },
  inlineErrors: {
    lostConnection: 'This could not be loaded: the connection seems to be down. Reload the page to try again.',
    lostConnectionRetry: 'This could not be loaded: the connection seems to be down.',
    notFound: 'This is no longer available.',
    failed: 'This could not be loaded. Reload the page to try again.',
    failedRetry: 'This could not be loaded.',
  },
  toaster: {
    region: 'Notifications',
    variants: { information: 'Information', warning: 'Warning', error: 'Error', success: 'Success' },
    toastLabel: (variant: string, title: string) => `${variant}: ${title}`,
    yes: 'Yes',
    no: 'No',
    ok: 'OK',
    close: (title: string) => `Close: ${title}`,
  },
  documentList: {
    heading: 'Documents',
    download: (title: string) => `Download ${title}`,
    kinds: {
      'application/pdf': 'PDF',
      'text/csv': 'CSV',
      'text/plain': 'Text',
      'image/png': 'PNG image',
      'image/jpeg': 'JPEG image',
    },
    unknownKind: 'File',
    bytes: (bytes: number) => `${String(bytes)} bytes`,
    kilobytes: (kilobytes: number) => `${String(kilobytes)} KB`,
    megabytes: (megabytes: number) => `${megabytes.toFixed(1)} MB`,
    kindAndSize: (kind: string, size: string) => `${kind}, ${size}`,
    inPortalOnly: 'downloads from the portal',
  },
  lastUpdated: (date: string) => `Last updated ${date}`,
  governance: (approvalCode: string, preparedOn: string, reviewBy: string) =>
    `${approvalCode} · Date of preparation: ${preparedOn} · Review by: ${reviewBy}`,
  /** Followed by the date of the certificate: "Certified by Dr Asha Rao, registered pharmacist, on 22 November 2026". */
  certifiedBy: (name: string, profession: string) => `Certified by ${name}, ${profession}, on`,
  pager: {
    previous: 'Previous page',
    next: 'Next page',
    pageOf: (page: number, totalPages: number) => `Page ${String(page)} of ${String(totalPages)}`,
  },
  richText: { opensInNewTab: '(opens in a new tab)' },
} as const;
