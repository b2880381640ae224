import {
  TwoFactorConfirmRequestSchema,
  TwoFactorDisableRequestSchema,
  type TwoFactorSetup,
  TwoFactorSetupRequestSchema,
} from '@hcp/contracts/two-factor';
import { useEffect, useRef, useState } from 'react';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useSendSigningInAgain } from '../../../lib/sign-in-again';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import {
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useSetupTwoFactorMutation,
} from '../api/account-api';
import { accountTexts } from '../texts';

const texts = accountTexts.twoFactor;

/** The QR code of the otpauth:// URI, drawn in the browser; the library loads only when someone sets up. */
function QrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => {
        if (current) setSrc(dataUrl);
      });
    return () => {
      current = false;
    };
  }, [url]);
  return src ? (
    <img className="qr-code" src={src} width={200} height={200} alt={texts.qrAlt} />
  ) : (
    <div className="qr-code" aria-hidden="true" />
  );
}

/** The secret in groups of four, as authenticator apps show keys: easier to read and type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

const setupFieldIds = { password: 'two-factor-setup-password' };

/** The first step: the password again, so a session alone (a stolen token) cannot enrol another authenticator. */
function SetupForm({ onSetup, notice }: { onSetup: (secret: TwoFactorSetup) => void; notice: string | undefined }) {
  const [setupTwoFactor, { isLoading }] = useSetupTwoFactorMutation();
  const form = useRef<HTMLFormElement>(null);
  // A session that ended under the form: signed in again over it, the step goes again (nothing here is kept).
  const { send, failure: error } = useSendSigningInAgain(form);
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(TwoFactorSetupRequestSchema, async (request) => {
    const sent = await send(() => setupTwoFactor(request).unwrap());
    if (sent) onSetup(sent.data);
  });
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit} aria-label={texts.start}>
      <FormAlert success={notice} />
      <ErrorSummary
        id="two-factor-setup-summary"
        message={formFailureOf(error, texts.setupFailed)}
        entries={summaryEntries(setupFieldIds, fieldErrors)}
        focusKey={failures}
        headingLevel={3}
      />
      <p>{texts.offIntro}</p>
      <TextField
        label={texts.password}
        hint={texts.setupPasswordHint}
        id={setupFieldIds.password}
        name="password"
        type="password"
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.starting : texts.start}
      </button>
    </form>
  );
}

function EnrolForm({ onEnrolled, notice }: { onEnrolled: (codes: string[]) => void; notice: string | undefined }) {
  const [secret, setSecret] = useState<TwoFactorSetup>();
  const [confirmTwoFactor, { isLoading }] = useConfirmTwoFactorMutation();
  const form = useRef<HTMLFormElement>(null);
  const { send, failure: error } = useSendSigningInAgain(form);
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(TwoFactorConfirmRequestSchema, async (request) => {
    const sent = await send(() => confirmTwoFactor(request).unwrap());
    if (sent) onEnrolled(sent.data.recoveryCodes);
  });
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };

  if (!secret) return <SetupForm onSetup={setSecret} notice={notice} />;
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit} aria-label={texts.confirm}>
      <ErrorSummary
        id="two-factor-confirm-summary"
        message={formFailureOf(error, texts.confirmFailed)}
        entries={summaryEntries({ code: 'two-factor-confirm-code' }, fieldErrors)}
        focusKey={failures}
        headingLevel={3}
      />
      <ol className="two-factor-steps">
        <li>
          <p>{texts.scan}</p>
          <QrCode url={secret.otpauthUrl} />
        </li>
        <li>
          <p>{texts.typeKey}</p>
          <p>
            <code className="setup-key" aria-label={texts.setupKey}>
              {grouped(secret.secret)}
            </code>
          </p>
        </li>
        <li>
          <TextField
            label={texts.code}
            hint={texts.codeHint}
            id="two-factor-confirm-code"
            name="code"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            error={fieldErrors.code}
          />
        </li>
      </ol>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={isLoading}>
          {isLoading ? texts.confirming : texts.confirm}
        </button>
        <button type="button" className="button" onClick={() => setSecret(undefined)}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}

/** The recovery codes, shown once, right after enrolment: copy, download, then put away. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const file = texts.codesFile(codes);
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([file], { type: 'text/plain' }));
    link.download = 'hcp-portal-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="auth-form">
      <h3 ref={heading} tabIndex={-1}>
        {texts.codesHeading}
      </h3>
      <p>{texts.codesIntro}</p>
      <ol className="recovery-codes" aria-label={texts.codesLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => void navigator.clipboard.writeText(file).then(() => setCopied(true))}
        >
          {texts.copy}
        </button>
        <button type="button" className="button" onClick={download}>
          {texts.download}
        </button>
      </div>
      <p role="status" className="muted">
        {copied ? texts.copied : ''}
      </p>
      <button type="button" className="button button-primary" onClick={onDone}>
        {texts.codesSaved}
      </button>
    </div>
  );
}

const offFieldIds = { password: 'two-factor-off-password', code: 'two-factor-off-code' };

function TurnOffForm({ onTurnedOff }: { onTurnedOff: () => void }) {
  const [disableTwoFactor, { isLoading }] = useDisableTwoFactorMutation();
  const form = useRef<HTMLFormElement>(null);
  const { send, failure: error } = useSendSigningInAgain(form);
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(TwoFactorDisableRequestSchema, async (request) => {
    if (await send(() => disableTwoFactor(request).unwrap())) onTurnedOff();
  });
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="two-factor-off-heading">
      <p>{texts.on}</p>
      <h3 id="two-factor-off-heading">{texts.offHeading}</h3>
      <ErrorSummary
        id="two-factor-off-summary"
        message={formFailureOf(error, texts.offFailed)}
        entries={summaryEntries(offFieldIds, fieldErrors)}
        focusKey={failures}
        headingLevel={4}
      />
      <p className="muted">{texts.offHint}</p>
      <TextField
        label={texts.password}
        id={offFieldIds.password}
        name="password"
        type="password"
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <TextField
        label={texts.offCode}
        id={offFieldIds.code}
        name="code"
        type="text"
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="none"
        error={fieldErrors.code}
      />
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? texts.turningOff : texts.turnOff}
      </button>
    </form>
  );
}

/** The account page's "Two-step sign-in": set it up with an authenticator app, or turn it off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [turnedOff, setTurnedOff] = useState(false);
  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
  else if (enabled) body = <TurnOffForm onTurnedOff={() => setTurnedOff(true)} />;
  else body = <EnrolForm onEnrolled={setRecoveryCodes} notice={turnedOff ? texts.turnedOff : undefined} />;
  return (
    <section aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">{texts.heading}</h2>
      {body}
    </section>
  );
}
