import { ADMIN_SSO_REFUSALS, type AdminSsoRefusal, type SsoProviderConfig } from '@hcp/contracts/sso';
import type { Context } from 'hono';

import { recordAuditEvent } from '../../audit/record';
import { env } from '../../env';
import { cmsAccountFor, linkedAdminOf } from '../../sso/cms-accounts';
import { startCmsSession } from '../../sso/cms-session';
import type { SsoIdentity } from '../../sso/identity';
import { secondFactorCookie } from '../../two-factor/admin-session';
import { twoFactorEnabled } from '../../two-factor/store';
import type { PortalApiEnv } from '../context';
import { auditOriginOfCall } from '../shared/audit';

/** Where an editor's refused sign-in ends: the admin's sign-in screen, which words the reason (AdminSingleSignOn.tsx). */
export function finishAdminRefusal(c: Context<PortalApiEnv>, reason: string) {
  const known: AdminSsoRefusal = (ADMIN_SSO_REFUSALS as readonly string[]).includes(reason)
    ? (reason as AdminSsoRefusal)
    : 'refused';
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`${env.publicUrl}/admin/login?sso=${known}`, 302);
}

/** The continuing page's policy: nothing to run or load, no form, never framed; not sandboxed (see below). */
const CONTINUE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The page that ends an editor's sign-in. The provider's answer arrives as a cross-site navigation, and the admin's
 * session cookie is SameSite=Strict, so a redirect straight to /admin would arrive without it. This page, on our own
 * origin, moves on to /admin itself (a same-site navigation that carries the cookie), with a link for the rare browser
 * that does not follow a refresh.
 */
function continuePage(): string {
  const admin = `${env.publicUrl}/admin`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="0;url=${admin}">
<title>Signing you in · HCP Portal CMS</title>
</head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
<main>
<h1 style="font-size: 1.25rem">Signing you in…</h1>
<p><a href="${admin}">Continue to the CMS</a></p>
</main>
</body>
</html>
`;
}

/**
 * Ends an editor's sign-in through a provider: the CMS account its groups give a role to (made or linked at the first
 * sign-in), a Payload session with its cookie, and the second factor counted as given when the provider asserted its
 * own multi-factor sign-in (which meets ADMIN_2FA_REQUIRED). Otherwise the admin's two-step screen asks for a code, or
 * for enrolment, as after a password. A refusal is recorded and named on the sign-in screen.
 */
export async function finishCmsSignIn(c: Context<PortalApiEnv>, provider: SsoProviderConfig, identity: SsoIdentity) {
  const payload = c.get('payload');
  const origin = auditOriginOfCall(c);
  const outcome = await cmsAccountFor(payload, provider, identity, origin);
  if (!outcome.ok) {
    const account = await linkedAdminOf(payload, identity);
    await recordAuditEvent(payload, {
      action: 'sso.refused',
      actor: { kind: 'anonymous' },
      target: account ? { collection: 'admins', id: account.id, label: account.email } : { collection: 'admins' },
      ...origin,
      details: { provider: provider.id, reason: outcome.reason, audience: 'cms' },
    });
    return finishAdminRefusal(c, outcome.reason);
  }
  const { admin } = outcome;
  const { sid, cookie } = await startCmsSession(payload, admin);
  c.header('Set-Cookie', cookie, { append: true });
  if (identity.mfa) c.header('Set-Cookie', secondFactorCookie({ id: admin.id, _sid: sid }), { append: true });
  const owed =
    !identity.mfa &&
    (env.twoFactor.adminRequired || (await twoFactorEnabled(payload, { collection: 'admins', id: admin.id })));
  // A session that still owes its code is not signed in yet: the two-step screen records the sign-in when it passes.
  if (!owed) {
    await recordAuditEvent(payload, {
      action: 'sign-in.succeeded',
      actor: { kind: 'cms-account', id: admin.id, email: admin.email },
      target: { collection: 'admins', id: admin.id, label: admin.email },
      ...origin,
      details: { provider: provider.id, role: admin.role, secondFactor: identity.mfa ? 'provider' : 'none' },
    });
  }
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  // The API's policy sandboxes its answers, and a sandboxed page neither follows a refresh nor counts as our own site
  // when it navigates: this one page runs nothing, loads nothing and is never framed, unsandboxed.
  c.header('Content-Security-Policy', CONTINUE_PAGE_POLICY);
  return c.html(continuePage(), 200);
}
