import type { FormOption } from '@hcp/contracts/forms';
import type { Context } from 'hono';

import { startOfTodayUtc } from '../../fields/governance';
import type { Form } from '../../payload-types';
import { itemNotFound } from '../shared/published';
import type { PortalApiEnv } from '../context';
import { type FormCaller, localUserOf, type Refusal, refuseUnlessAllowed } from './caller';

type PortalContext = Context<PortalApiEnv>;

/**
 * The published form with this slug as the caller may use it, or the answer to give instead: 404 when there is no
 * such published form, 401/403 when it needs a capability the caller lacks. Which capability a published form needs
 * is not secret, so it is looked up first to tell "sign in" from "not for you"; the form itself is then read with
 * the caller's access.
 */
export async function readFormFor(
  c: PortalContext,
  slug: string,
  caller: FormCaller,
): Promise<{ form: Form } | { refusal: Refusal | ReturnType<typeof itemNotFound> }> {
  const payload = c.get('payload');
  const { docs: found } = await payload.find({
    collection: 'forms',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    select: { capability: true },
    draft: false,
    limit: 1,
    depth: 0,
    // eslint-disable-next-line hcp/override-access -- only the capability a published form needs, which is not secret: it tells 401 from 403
    overrideAccess: true,
  });
  const published = found[0];
  if (!published) return { refusal: itemNotFound(c, 'form') };
  const refusal = refuseUnlessAllowed(c, caller, published.capability);
  if (refusal) return { refusal };
  const { docs } = await payload.find({
    collection: 'forms',
    where: { id: { equals: published.id } },
    draft: false,
    limit: 1,
    depth: 1,
    user: localUserOf(caller),
    overrideAccess: false,
  });
  const form = docs[0];
  return form ? { form } : { refusal: itemNotFound(c, 'form') };
}

/**
 * The choices of a catalogue-products field: every published, current catalogue product, by name. The form's own
 * capability (pricing requests) is what lets the caller choose among them, not the catalogue area's, so they are
 * read with the catalogue's own servable rule rather than the caller's access.
 */
export async function catalogueProductOptions(c: PortalContext, form: Form): Promise<FormOption[]> {
  if (!(form.fields ?? []).some((field) => field.type === 'catalogue-products')) return [];
  const { docs } = await c.get('payload').find({
    collection: 'catalogue-products',
    where: {
      and: [{ _status: { equals: 'published' } }, { 'governance.reviewBy': { greater_than_equal: startOfTodayUtc() } }],
    },
    select: { name: true },
    sort: ['name', 'id'],
    draft: false,
    limit: 5_000,
    depth: 0,
    // eslint-disable-next-line hcp/override-access -- the form's capability, not the catalogue area's, opens these choices; the where is the catalogue's servable rule
    overrideAccess: true,
  });
  return docs.map((product) => ({ value: String(product.id), label: product.name }));
}
