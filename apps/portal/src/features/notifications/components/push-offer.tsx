import { usePushOffer } from './use-push-offer';

/** Offers push notifications to the signed-in account (use-push-offer.ts); draws nothing. The layout loads it lazily. */
export function PushOffer({ accountEmail }: { accountEmail: string }) {
  usePushOffer(accountEmail);
  return null;
}
