import type { PushArea } from '@hcp/contracts/push';

import type { PushPermission } from '../../lib/push-device';
import type { ToastAnswer } from '../../lib/toasts';

export type PushOfferDeps = {
  supported: boolean;
  permission: PushPermission;
  /** The areas the server would notify this account about: its roles open them and it has not switched them off. */
  areas: readonly PushArea[];
  /** Whether this person said No on this browser before. */
  declinedBefore: () => boolean;
  rememberDeclined: () => void;
  /** Shows the option toast naming `areas` and answers how it ended. */
  ask: (areas: readonly PushArea[]) => Promise<ToastAnswer>;
  /** The browser's own permission prompt; called inside the click on Yes. */
  requestPermission: () => Promise<NotificationPermission>;
  /** Subscribes this browser and tells the server. */
  subscribe: () => Promise<void>;
  log: (message: string, error?: unknown) => void;
};

export type PushOfferOutcome =
  'unsupported' | 'nothing-to-send' | 'denied' | 'subscribed' | 'declined' | 'not-now' | 'failed';

/**
 * After sign-in (issue 14): a browser that may notify is subscribed silently; one that has not been asked gets one
 * option toast per account and browser, and only Yes asks the browser's permission, inside the click. No is
 * remembered; closing the toast asks again next time. A browser that refused, or cannot, is left alone. Every failure
 * is only logged (spec section 8). The offer names only the areas the server would notify the account about (issue 29):
 * an account with none is neither asked nor subscribed.
 */
export async function offerPush(deps: PushOfferDeps): Promise<PushOfferOutcome> {
  if (!deps.supported) return 'unsupported';
  if (deps.areas.length === 0) return 'nothing-to-send';
  if (deps.permission === 'denied') return 'denied';
  if (deps.permission === 'default') {
    if (deps.declinedBefore()) return 'declined';
    const answer = await deps.ask(deps.areas);
    if (answer === 'no') {
      deps.rememberDeclined();
      return 'declined';
    }
    if (answer !== 'yes') return 'not-now';
    const permission = await deps.requestPermission().catch(() => 'denied' as const);
    if (permission !== 'granted') return 'denied';
  }
  try {
    await deps.subscribe();
    return 'subscribed';
  } catch (error) {
    deps.log('push: subscribing this browser failed', error);
    return 'failed';
  }
}
