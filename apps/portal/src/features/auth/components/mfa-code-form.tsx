import { useContext, useEffect, useState } from 'react';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { TextField } from '../../../components/ui/text-field/text-field';
import { type ApiFailure, fieldErrorsOf, formFailureOf, messageOf } from '../../../lib/errors';
import { KeepSession } from '../../../lib/keep-session';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { completeMfaSignIn } from '../api/request-token';
import { isChallengeSpent } from '../mfa';
import { authTexts } from '../texts';

const texts = authTexts.mfa;

/** The code step's schema, with zod, loaded as the step appears (the sign-in screen's first load does without it). */
const loadTokenMfaRequestSchema = () => import('@hcp/contracts/auth').then((module) => module.TokenMfaRequestSchema);

const fieldIds = { code: 'mfa-code' };

/**
 * The second step of a two-step sign-in: a code from the authenticator app, or a recovery code. The field takes
 * paste and the browser's one-time-code autofill (WCAG 2.2, 3.3.8 accessible authentication).
 */
export function MfaCodeForm({
  challenge,
  onSignedIn,
  onStartAgain,
}: {
  challenge: string;
  onSignedIn: () => void;
  /** Back to the password step, with the reason when the challenge is used up. */
  onStartAgain: (reason?: string) => void;
}) {
  const keepSession = useContext(KeepSession);
  const [recovery, setRecovery] = useState(false);
  // Without the store, like the password step: the sign-in page runs before the portal's store has loaded (issue 16).
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure>(undefined);
  useEffect(() => {
    void loadTokenMfaRequestSchema();
    // The step replaced the password form (or switched kind of code): the person goes on in the code field.
    document.getElementById(fieldIds.code)?.focus();
  }, [recovery]);
  useEffect(() => {
    if (isChallengeSpent(error)) onStartAgain(messageOf(error, texts.failed));
  }, [error, onStartAgain]);
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(
    loadTokenMfaRequestSchema,
    async (request) => {
      setBusy(true);
      setError(undefined);
      try {
        const answer = await completeMfaSignIn(request);
        if ('error' in answer) {
          setError(answer.error);
          throw new Error('The code was refused.');
        }
        await keepSession(answer.data.token);
        onSignedIn();
      } finally {
        setBusy(false);
      }
    },
    (values) => ({ challenge, code: values.code }),
  );
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <p id="mfa-intro">{recovery ? texts.recoveryIntro : texts.intro}</p>
      <ErrorSummary
        id="mfa-summary"
        // A used-up challenge is told on the password step it goes back to.
        message={isChallengeSpent(error) ? undefined : formFailureOf(error, texts.failed)}
        entries={summaryEntries(fieldIds, fieldErrors)}
        focusKey={failures}
      />
      <TextField
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? texts.recoveryCode : texts.code}
        hint={recovery ? texts.recoveryCodeHint : texts.codeHint}
        id={fieldIds.code}
        name="code"
        type="text"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        spellCheck={false}
        autoCapitalize="none"
        required
        error={fieldErrors.code}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? texts.submitting : texts.submit}
      </button>
      <div className="auth-alternatives">
        <button
          type="button"
          className="button-link"
          onClick={() => {
            setError(undefined);
            setRecovery(!recovery);
          }}
        >
          {recovery ? texts.useApp : texts.useRecovery}
        </button>
        <button type="button" className="button-link" onClick={() => onStartAgain()}>
          {texts.startAgain}
        </button>
      </div>
    </form>
  );
}
