'use client';

import { Button } from '@payloadcms/ui';
import { toDataURL } from 'qrcode';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';

import type { SecondFactorState } from '../../two-factor/admin-session';

type Props = {
  state: SecondFactorState;
  email: string;
  redirect: string;
  /** The identity provider's name, for an account that signs in through one. */
  organisation?: string | undefined;
};

const box = { maxWidth: '34rem', display: 'grid', gap: '1rem' } as const;
const field = { display: 'grid', gap: '0.35rem' } as const;
const input = {
  font: 'inherit',
  fontSize: '1.25rem',
  letterSpacing: '0.1em',
  padding: '0.6rem 0.75rem',
  border: '1px solid var(--theme-elevation-400)',
  borderRadius: '4px',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
  maxWidth: '16rem',
} as const;
const errorStyle = { color: 'var(--theme-error-500)', fontWeight: 600 } as const;

async function post(path: string, body: unknown): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(`/api/admins/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, data };
}

function messageOf(data: Record<string, unknown>): string {
  const errors = data.errors as { message?: string }[] | undefined;
  return errors?.[0]?.message ?? 'Something went wrong. Please try again.';
}

/** The code field: digits from the app, or a recovery code; paste and password managers work (WCAG 3.3.8). */
function CodeField({ id, recovery, error }: { id: string; recovery: boolean; error: string | undefined }) {
  return (
    <div style={field}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {recovery ? 'Recovery code' : '6-digit code from your authenticator app'}
      </label>
      <input
        id={id}
        name="code"
        type="text"
        required
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        style={input}
      />
      {error ? (
        <p id={`${id}-error`} style={errorStyle}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CodeStep({ redirect }: { redirect: string }) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    setBusy(true);
    const { ok, data } = await post('two-factor-verify', { code: typeof code === 'string' ? code : '' });
    setBusy(false);
    if (ok) window.location.assign(redirect);
    else setError(messageOf(data));
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} style={box} noValidate>
      <p>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
          : 'Open your authenticator app and enter the code it shows for HCP Portal.'}
      </p>
      <CodeField id="admin-two-factor-code" recovery={recovery} error={error} />
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <Button buttonStyle="primary" size="medium" margin={false} type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Continue'}
        </Button>
        <Button
          buttonStyle="secondary"
          size="medium"
          margin={false}
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setError(undefined);
          }}
        >
          {recovery ? 'Use a code from the app' : 'Use a recovery code'}
        </Button>
      </div>
    </form>
  );
}

/** Saves the recovery codes as a text file, made in the browser: they never travel again. */
function download(text: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  link.download = 'hcp-portal-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(link.href);
}

function RecoveryCodes({ codes, redirect }: { codes: string[]; redirect: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const text = `HCP Portal recovery codes\n\n${codes.join('\n')}\n`;
  return (
    <div style={box}>
      <h2 ref={heading} tabIndex={-1}>
        Two-step sign-in is on: save your recovery codes
      </h2>
      <p>
        If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are shown only
        now.
      </p>
      <ul aria-label="Recovery codes" style={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <Button
          buttonStyle="secondary"
          size="medium"
          margin={false}
          type="button"
          onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
        >
          Copy codes
        </Button>
        <Button buttonStyle="secondary" size="medium" margin={false} type="button" onClick={() => download(text)}>
          Download codes
        </Button>
        <Button buttonStyle="primary" size="medium" margin={false} el="anchor" url={redirect}>
          Continue to the admin
        </Button>
      </div>
      <p role="status">{copied ? 'The codes are copied.' : ''}</p>
    </div>
  );
}

function EnrolStep({
  required,
  redirect,
  organisation,
}: {
  required: boolean;
  redirect: string;
  /** The identity provider the account signs in through: it has no password to give. */
  organisation?: string | undefined;
}) {
  const [setup, setSetup] = useState<{ secret: string; qr: string }>();
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const start = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    setBusy(true);
    const { ok, data } = await post(
      'two-factor-setup',
      organisation ? {} : { password: typeof password === 'string' ? password : '' },
    );
    setBusy(false);
    if (!ok) {
      setError(messageOf(data));
      return;
    }
    const secret = String(data.secret);
    setSetup({ secret, qr: await toDataURL(String(data.otpauthUrl), { margin: 1, width: 220 }) });
    setError(undefined);
  };
  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    setBusy(true);
    const { ok, data } = await post('two-factor-confirm', { code: typeof code === 'string' ? code : '' });
    setBusy(false);
    if (ok) setCodes(data.recoveryCodes as string[]);
    else setError(messageOf(data));
  };
  if (codes) return <RecoveryCodes codes={codes} redirect={redirect} />;
  if (!setup) {
    return (
      <form onSubmit={(event) => void start(event)} style={box} noValidate>
        <p>
          {required
            ? `CMS accounts must use two-step sign-in: after ${organisation ? `signing in through ${organisation}` : 'your password'}, you give a code from an authenticator app on your phone (for example Microsoft Authenticator, Google Authenticator or 1Password).`
            : `Protect this account with two-step sign-in: after ${organisation ? `signing in through ${organisation}` : 'your password'}, you give a code from an authenticator app on your phone.`}
        </p>
        {organisation ? (
          <>
            <p>You signed in through {organisation} a moment ago, so no password is needed to set it up.</p>
            {error ? (
              <p role="alert" style={errorStyle}>
                {error}
              </p>
            ) : null}
          </>
        ) : (
          <div style={field}>
            <label htmlFor="admin-two-factor-password" style={{ fontWeight: 600 }}>
              Your password
            </label>
            <input
              id="admin-two-factor-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-two-factor-password-error' : 'admin-two-factor-password-hint'}
              style={{ ...input, fontSize: '1rem', letterSpacing: 'normal' }}
            />
            <p id="admin-two-factor-password-hint">
              Enter it again to set up two-step sign-in; when it is on, your other sessions are signed out.
            </p>
            {error ? (
              <p id="admin-two-factor-password-error" role="alert" style={errorStyle}>
                {error}
              </p>
            ) : null}
          </div>
        )}
        <Button buttonStyle="primary" size="medium" margin={false} type="submit" disabled={busy}>
          Set up two-step sign-in
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={(event) => void confirm(event)} style={box} noValidate>
      <ol style={{ display: 'grid', gap: '0.75rem', paddingLeft: '1.25rem' }}>
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img
            src={setup.qr}
            width={220}
            height={220}
            alt="QR code that adds HCP Portal to an authenticator app. If you cannot scan it, type the key shown below."
            style={{ background: '#fff', padding: '0.5rem' }}
          />
        </li>
        <li>
          <p>Or type this key into the app:</p>
          <p>
            <code aria-label="Setup key" style={{ fontSize: '1.1rem', wordBreak: 'break-all' }}>
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </p>
        </li>
        <li>
          <CodeField id="admin-two-factor-confirm" recovery={false} error={error} />
        </li>
      </ol>
      <Button buttonStyle="primary" size="medium" margin={false} type="submit" disabled={busy}>
        {busy ? 'Checking…' : 'Turn on two-step sign-in'}
      </Button>
    </form>
  );
}

/** The two-step screen of /admin (TwoFactorView): enrolment, the code step, or where the account stands. */
export function TwoFactorPanel({ state, email, redirect, organisation }: Props) {
  return (
    <section
      className="admin-two-factor"
      style={{ ...box, margin: '0 auto' }}
      aria-labelledby="admin-two-factor-heading"
    >
      <h1 id="admin-two-factor-heading">Two-step sign-in</h1>
      <p>Signed in as {email}.</p>
      {state === 'code-needed' ? <CodeStep redirect={redirect} /> : null}
      {state === 'enrolment-needed' ? <EnrolStep required redirect={redirect} organisation={organisation} /> : null}
      {state === 'not-needed' ? <EnrolStep required={false} redirect={redirect} organisation={organisation} /> : null}
      {state === 'passed' ? (
        <p>
          This session has passed two-step sign-in. <a href={redirect}>Continue to the admin</a>.
        </p>
      ) : null}
      <p>
        <a href="/admin/logout">Sign out</a>
      </p>
    </section>
  );
}
