import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network (navigator.onLine), kept current by the online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The same, read once: for code outside React (a submit handler deciding what to say). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Calls `onBack` when the browser comes back online after being offline while the caller was on screen: what failed
 * for want of a connection loads again by itself (docs/portal-shell.md, "Failure screens").
 */
export function useBackOnline(onBack: (() => void) | undefined): void {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    latest.current?.();
  }, [online]);
}
