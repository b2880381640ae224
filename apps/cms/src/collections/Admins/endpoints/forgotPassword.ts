import type { Endpoint, PayloadHandler } from 'payload';
import { z } from 'zod';

import { requestAdminPasswordReset } from '../../../jobs/adminPasswordReset';

const ForgotPasswordBodySchema = z.object({ email: z.string().trim().min(1).max(320) });

/**
 * POST /api/admins/forgot-password, the admin's "Forgot password?" form, in place of Payload's own handler: the same
 * answer whether or not the address has an account, and the mail leaves through the mail queue after the commit.
 */
const forgotPassword: PayloadHandler = async (req) => {
  let body: unknown;
  try {
    body = await req.json?.();
  } catch {
    body = undefined;
  }
  const parsed = ForgotPasswordBodySchema.safeParse(body);
  if (!parsed.success) return Response.json({ errors: [{ message: 'Missing email.' }] }, { status: 400 });
  await requestAdminPasswordReset(req.payload, parsed.data.email);
  return Response.json({ message: req.t('general:success') }, { status: 200 });
};

export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: forgotPassword,
  // Anyone may ask, signed in or not, as with Payload's own route.
  custom: { beforeSecondFactor: true },
};
