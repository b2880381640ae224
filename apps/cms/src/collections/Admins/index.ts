import type { CollectionConfig } from 'payload';

import { administratorsOnlyField, isAdministrator, isAdministratorUser } from '../../access/isAdministrator';
import { isAdministratorOrSelf } from '../../access/isAdministratorOrSelf';
import { secondFactorDone } from '../../access/secondFactorDone';
import { env } from '../../env';
import { endAdminSessionAtLifetime } from '../../hooks/endAdminSessionAtLifetime';
import { deleteTwoFactor } from '../../hooks/deleteTwoFactor';
import { enforcePasswordPolicy } from '../../hooks/enforcePasswordPolicy';
import {
  clearAdminSignInThrottle,
  forgetAdminGuessesAfterReset,
  holdAdminSignInAfterFailure,
  throttleAdminSignIn,
} from '../../hooks/throttleAdminSignIn';
import { certificationRoleFields } from './certificationRoles';
import { singleSignOnFields } from './singleSignOn';
import { forgotPasswordEndpoint } from './endpoints/forgotPassword';
import { twoFactorEndpoints } from './endpoints/twoFactor';
import { auditAdminChanges, noteAdminPasswordChange } from './hooks/auditAdminChanges';
import { noteAdminAuthAttempt, recordAdminSignIn, recordAdminSignInFailure } from './hooks/auditAdminSignIn';
import { firstAccountIsAdministrator } from './hooks/firstAccountIsAdministrator';
import { refuseProviderManagedPassword } from './hooks/refuseProviderManagedPassword';
import { hashIncomingResetToken, hashStoredResetToken } from './hooks/hashResetToken';
import { refuseMailInTransaction } from './hooks/refuseMailInTransaction';

/** A CMS token lives 2 hours, or SESSION_MAX_HOURS when that is shorter: no token outlives its session. */
const ADMIN_TOKEN_SECONDS = Math.max(1, Math.min(2 * 60 * 60, Math.floor(env.sessionMaxHours * 60 * 60)));

/** CMS staff: administrators and content editors. Separate from portal accounts, and the only accounts that reach /admin. */
export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: 'CMS account', plural: 'CMS accounts' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Administration',
    hidden: ({ user }) => !isAdministratorUser(user),
  },
  auth: {
    tokenExpiration: ADMIN_TOKEN_SECONDS,
    // No lockout anyone could trigger against an administrator: the guess limits delay instead (utilities/guessLimits.ts).
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: { secure: env.publicUrl.startsWith('https:'), sameSite: 'Strict' },
  },
  access: {
    // A session that still owes its second factor sees only the two-step screen (payload.config.ts, `unauthorized`).
    admin: secondFactorDone,
    read: isAdministratorOrSelf('admins'),
    create: isAdministrator,
    update: isAdministratorOrSelf('admins'),
    delete: isAdministrator,
    unlock: isAdministrator,
  },
  // Listed before Payload's own, so forgotPasswordEndpoint answers in place of its handler.
  endpoints: [...twoFactorEndpoints, forgotPasswordEndpoint],
  hooks: {
    // The attempt is noted first, so a sign-in the throttle refuses is recorded like any other failure.
    beforeOperation: [
      noteAdminAuthAttempt,
      throttleAdminSignIn,
      refuseProviderManagedPassword,
      endAdminSessionAtLifetime,
      hashIncomingResetToken,
      refuseMailInTransaction,
    ],
    afterLogin: [recordAdminSignIn, clearAdminSignInThrottle],
    afterOperation: [forgetAdminGuessesAfterReset],
    afterError: [recordAdminSignInFailure, holdAdminSignInAfterFailure],
    beforeValidate: [enforcePasswordPolicy],
    beforeChange: [firstAccountIsAdministrator, hashStoredResetToken, noteAdminPasswordChange],
    afterChange: [auditAdminChanges],
    beforeDelete: [deleteTwoFactor],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Content editor', value: 'editor' },
      ],
      access: {
        update: administratorsOnlyField,
      },
      admin: { description: 'Administrators manage accounts and roles; editors manage content only.' },
    },
    ...certificationRoleFields,
    ...singleSignOnFields,
  ],
};
