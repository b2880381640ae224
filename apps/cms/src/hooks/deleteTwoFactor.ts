import type { CollectionBeforeDeleteHook } from 'payload';

/** An account's two-step sign-in (secret, recovery codes) and its pending sign-in challenges go with the account. */
export const deleteTwoFactor: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const accountId = Number(id);
  await req.payload.db.deleteMany({
    collection: 'two-factor-credentials',
    where: { and: [{ accountCollection: { equals: collection.slug } }, { accountId: { equals: accountId } }] },
    req,
  });
  if (collection.slug === 'users') {
    await req.payload.db.deleteMany({
      collection: 'two-factor-challenges',
      where: { account: { equals: accountId } },
      req,
    });
  }
};
