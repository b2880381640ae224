import { AccountDeletionSchema } from '@hcp/contracts/privacy';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { TextField } from '../../../components/ui/text-field/text-field';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { signedOut } from '../../../lib/auth-session';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useAppDispatch } from '../../../lib/hooks';
import { useSendSigningInAgain } from '../../../lib/sign-in-again';
import { leaveSignInNotice } from '../../../lib/sign-in-notice';
import { storeToken } from '../../../lib/storage';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useDeleteAccountMutation } from '../api/privacy-api';
import { privacyTexts } from '../texts';

const texts = privacyTexts.deletion;
const fieldIds = { password: 'delete-account-password', code: 'delete-account-code' };

/**
 * "Delete my account": the consequences, then a confirmation step that asks for the password (and, with two-step
 * sign-in on, a code, as signing in does). Once the server has
 * erased the account, this browser forgets the session and its notifications, and the sign-in screen says it is done.
 */
export function DeleteAccount({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    // The focus goes back to the open button when the confirmation is cancelled.
    if (!confirming && wasConfirming.current) openButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <section className="privacy-panel privacy-danger" aria-labelledby="delete-account-heading">
      <h3 id="delete-account-heading">{texts.heading}</h3>
      <p>{texts.description}</p>
      <ul className="privacy-consequences">
        {texts.consequences.map((consequence) => (
          <li key={consequence}>{consequence}</li>
        ))}
      </ul>
      <p className="muted">{texts.exportFirst}</p>
      {!confirming ? (
        <button
          ref={openButton}
          type="button"
          className="button button-danger"
          aria-expanded={false}
          onClick={() => setConfirming(true)}
        >
          {texts.open}
        </button>
      ) : (
        <ConfirmDeletion twoFactorEnabled={twoFactorEnabled} onCancel={() => setConfirming(false)} />
      )}
    </section>
  );
}

/**
 * The confirmation step, which takes the focus as it opens. A session that ends under it is signed in again over it
 * (lib/sign-in-again.ts), but the deletion does not then go by itself: it cannot be undone, so the person enters the
 * password again (docs/form-drafts.md). The password is never kept on this device.
 */
function ConfirmDeletion({ twoFactorEnabled, onCancel }: { twoFactorEnabled: boolean; onCancel: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  // Counts the sign-ins again over the form: each draws it again empty (its key) and puts the focus on the password.
  const [signedInAgain, setSignedInAgain] = useState(0);
  const { send, failure: error } = useSendSigningInAgain(form, () => setSignedInAgain((count) => count + 1));

  useEffect(() => confirmHeading.current?.focus(), []);
  useEffect(() => {
    // After the sign-in dialog has closed and given the focus back.
    if (signedInAgain > 0) document.getElementById(fieldIds.password)?.focus();
  }, [signedInAgain]);

  const { clientErrors, onSubmit, failures } = useValidatedSubmit(AccountDeletionSchema, async ({ password, code }) => {
    if (!(await send(() => deleteAccount(code ? { password, code } : { password }).unwrap()))) return;
    // The account and every session are gone on the server: forget them here too. The sign-in screen, where the
    // route guard now sends this page, says it is done.
    leaveSignInNotice(texts.done);
    storeToken(null);
    void import('../../../lib/push-device').then(({ unsubscribeThisBrowser }) =>
      unsubscribeThisBrowser(() => Promise.resolve()),
    );
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    void navigate(paths.login, { replace: true });
  });
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  const signedInAgainHint = twoFactorEnabled ? texts.signedInAgainWithCode : texts.signedInAgain;

  return (
    <form
      key={signedInAgain}
      ref={form}
      className="auth-form privacy-confirm"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="delete-confirm-heading"
    >
      <h4 id="delete-confirm-heading" ref={confirmHeading} tabIndex={-1}>
        {texts.confirmHeading}
      </h4>
      <p>{twoFactorEnabled ? texts.confirmIntroWithCode : texts.confirmIntro}</p>
      <ErrorSummary
        id="delete-account-summary"
        message={formFailureOf(error, texts.failed)}
        entries={summaryEntries(fieldIds, fieldErrors)}
        focusKey={failures}
        headingLevel={4}
      />
      <TextField
        label={texts.password}
        id={fieldIds.password}
        name="password"
        type="password"
        autoComplete="current-password"
        hint={signedInAgain > 0 ? signedInAgainHint : undefined}
        error={fieldErrors.password}
      />
      {twoFactorEnabled && (
        <TextField
          label={texts.code}
          id={fieldIds.code}
          name="code"
          type="text"
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="none"
          hint={texts.codeHint}
          error={fieldErrors.code}
        />
      )}
      <div className="privacy-actions">
        <button type="submit" className="button button-danger-solid" disabled={isLoading}>
          {isLoading ? texts.deleting : texts.confirm}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
