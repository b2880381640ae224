import { NewPasswordSchema } from '@hcp/contracts/account';
import { z } from 'zod';

import { libTexts } from './texts';

const sameTwice = { path: ['confirmPassword'], error: libTexts.passwords.notTheSame };

/** A new password typed twice, as the reset screen asks for it. */
export const NewPasswordTwiceSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((fields) => fields.password === fields.confirmPassword, sameTwice);

/** The account screen's password change: the current password, then the new one twice. */
export const PasswordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, libTexts.passwords.enterCurrent),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((fields) => fields.newPassword === fields.confirmPassword, sameTwice);
