'use client';

import { useDocumentInfo, useFormModified } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import type { UIFieldClientComponent } from 'payload';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

// A type only (erased from the bundle): workflow.ts imports zod, which the admin's CSP refuses in the browser.
import type { WorkflowView } from '../../certification/workflow';
import { CERTIFICATION_STATEMENT, momentOf, professionLabelOf, reviewStateLabelOf } from './certificationLabels';
import { WarningIcon } from './WarningIcon';

type Answer = { ok: true; data: unknown } | { ok: false; message: string };

const UNREACHABLE = 'The CMS cannot be reached. Check your connection and try again.';
const UNSAVED = 'You have unsaved changes: save them first, as review and certification apply to the saved version.';

function messageOf(data: unknown): string {
  const errors = (data as { errors?: { message?: unknown }[] } | null)?.errors;
  const message = errors?.[0]?.message;
  return typeof message === 'string' && message !== '' ? message : 'Something went wrong. Please try again.';
}

/** The certification endpoints, with the admin's session cookie; a refusal comes back as its sentence. */
async function call(path: string, body?: Record<string, unknown>): Promise<Answer> {
  try {
    const response = await fetch(`/api/certificates/${path}`, {
      credentials: 'same-origin',
      headers: body
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
      ...(body ? { method: 'POST', body: JSON.stringify(body) } : {}),
    });
    const data: unknown = await response.json().catch(() => null);
    return response.ok ? { ok: true, data } : { ok: false, message: messageOf(data) };
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
}

const textOf = (values: FormData, name: string) => {
  const value = values.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A moment in the reader's own time zone, as a <time> element. */
function Moment({ at }: { at: string | null | undefined }) {
  const words = momentOf(at);
  return words && at ? <time dateTime={at}>{words}</time> : null;
}

/** A step's field values, as a form would send them: unticked boxes left out. */
function valuesOf(container: HTMLElement): FormData {
  const values = new FormData();
  const fields = container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  );
  for (const field of fields) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox' && !field.checked) continue;
    values.append(field.name, field.value);
  }
  return values;
}

/**
 * One step's fields, an error announced beside its button, and the button's busy state. Not a <form>: the panel sits
 * inside the document's own form, and a nested one would save the document. `run` answers null when the step is done
 * (its fields are then emptied), or the sentence to show.
 */
function ActionForm({
  label,
  submit,
  busyText,
  run,
  children,
}: {
  label: string;
  submit: string;
  busyText: string;
  run: (values: FormData) => Promise<string | null>;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const start = async () => {
    if (busy || !box.current) return;
    setBusy(true);
    setError(null);
    const problem = await run(valuesOf(box.current));
    setBusy(false);
    setError(problem);
    if (problem === null) setRound((count) => count + 1);
  };
  return (
    <div
      ref={box}
      role="group"
      aria-label={label}
      aria-busy={busy}
      className="certification-panel__form"
      onKeyDown={(event) => {
        // Enter in a field would submit the document's form (a save): here it takes this step, as a form's would.
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        if (event.target.type !== 'checkbox') void start();
      }}
    >
      {/* A new round after a step is done: the fields start again from their defaults. */}
      <div key={round} className="certification-panel__fields">
        {children}
      </div>
      {error ? (
        <p className="certification-panel__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={`btn btn--style-primary btn--size-small btn--no-margin certification-panel__button${busy ? ' btn--disabled' : ''}`}
        aria-disabled={busy}
        onClick={() => void start()}
      >
        {busy ? busyText : submit}
      </button>
    </div>
  );
}

function publicationOf(view: WorkflowView, hasPublishedDoc: boolean): string {
  if (view.published) {
    return view.certificate
      ? 'This version is published, and it is certified.'
      : 'This version is published without a certificate.';
  }
  return hasPublishedDoc ? 'An earlier version is published; this version is not.' : 'Not published yet.';
}

/** Who changed it, who was asked, and where it stands, as a short list. */
function Facts({ view, hasPublishedDoc }: { view: WorkflowView; hasPublishedDoc: boolean }) {
  return (
    <dl className="certification-panel__facts">
      <div>
        <dt>State</dt>
        <dd className={`certification-panel__state certification-panel__state--${view.state}`}>
          {reviewStateLabelOf(view.state)}
        </dd>
      </div>
      <div>
        <dt>Portal</dt>
        <dd>{publicationOf(view, hasPublishedDoc)}</dd>
      </div>
      {view.author ? (
        <div>
          <dt>Change made by</dt>
          <dd>{view.author.name}</dd>
        </div>
      ) : null}
      {view.submittedBy ? (
        <div>
          <dt>Submitted by</dt>
          <dd>
            {view.submittedBy.name}
            {view.submittedAt ? (
              <>
                , <Moment at={view.submittedAt} />
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
      {view.reviewers.length > 0 ? (
        <div>
          <dt>Reviewers</dt>
          <dd>{view.reviewers.map((one) => one.name).join(', ')}</dd>
        </div>
      ) : null}
      {view.signatory ? (
        <div>
          <dt>Signatory</dt>
          <dd>{view.signatory.name}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Comments({ comments }: { comments: WorkflowView['comments'] }) {
  if (comments.length === 0) return <p className="certification-panel__muted">No comments yet.</p>;
  return (
    <ol className="certification-panel__comments">
      {comments.map((comment) => (
        <li key={comment.id}>
          <p className="certification-panel__comment-meta">
            <strong>{comment.authorName}</strong>, <Moment at={comment.at} />
            {comment.onThisVersion ? null : (
              <span className="certification-panel__muted"> · on an earlier version</span>
            )}
          </p>
          <p className="certification-panel__comment-text">{comment.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** How publishing goes: Payload's own Publish button, once certified, by someone other than the change's author. */
function PublishHint({ view }: { view: WorkflowView }) {
  const isAuthor = (view.certificate?.authorId ?? view.author?.id) === view.me.id;
  if (view.state === 'certified') {
    return (
      <p className="certification-panel__hint">
        {view.me.canPublish
          ? 'Publish it with the Publish button at the top of the page.'
          : isAuthor
            ? 'You made this change, so someone else must publish it with the Publish button.'
            : 'You cannot publish it: ask someone who may publish content.'}
      </p>
    );
  }
  return (
    <p className="certification-panel__hint">
      Once a signatory certifies this version, publish it with the Publish button at the top of the page. Someone other
      than the author of the change must publish it{isAuthor ? ': you made this change' : ''}.
    </p>
  );
}

type Act = (path: string, body: Record<string, unknown>, done: string) => Promise<string | null>;

function SubmitForm({ view, act, idPrefix }: { view: WorkflowView; act: Act; idPrefix: string }) {
  const { reviewers, signatories } = view.candidates;
  const chosen = new Set(view.reviewers.map((one) => one.id));
  const signatory = signatories.some((one) => one.id === view.signatory?.id) ? String(view.signatory?.id) : '';
  if (reviewers.length === 0 || signatories.length === 0) {
    return (
      <p className="certification-panel__hint">
        {reviewers.length === 0
          ? 'No CMS account is a reviewer yet: ask an administrator to give someone the reviewer role.'
          : 'No CMS account can certify this change yet: ask an administrator to make another person a signatory.'}
      </p>
    );
  }
  return (
    <ActionForm
      label="Submit for review"
      submit="Submit for review"
      busyText="Submitting…"
      run={(values) => {
        const picked = values.getAll('reviewers').map(Number);
        const who = Number(textOf(values, 'signatory'));
        if (picked.length === 0) return Promise.resolve('Choose at least one reviewer.');
        if (!who) return Promise.resolve('Choose the signatory.');
        return act(
          'submit',
          { reviewers: picked, signatory: who, message: textOf(values, 'message') },
          'Submitted for review: the reviewers and the signatory are emailed.',
        );
      }}
    >
      <fieldset className="certification-panel__fieldset">
        <legend className="field-label">Reviewers</legend>
        <div className="certification-panel__options">
          {reviewers.map((one) => (
            <label key={one.id} className="checkbox-group__option" htmlFor={`${idPrefix}-reviewer-${String(one.id)}`}>
              <input
                id={`${idPrefix}-reviewer-${String(one.id)}`}
                type="checkbox"
                name="reviewers"
                value={one.id}
                defaultChecked={chosen.has(one.id)}
              />
              {one.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="certification-panel__field">
        <label className="field-label" htmlFor={`${idPrefix}-signatory`}>
          Signatory
        </label>
        <select id={`${idPrefix}-signatory`} name="signatory" defaultValue={signatory}>
          <option value="">Choose a signatory</option>
          {signatories.map((one) => (
            <option key={one.id} value={one.id}>
              {one.profession ? `${one.name}, ${professionLabelOf(one.profession)}` : one.name}
            </option>
          ))}
        </select>
      </div>
      <div className="certification-panel__field">
        <label className="field-label" htmlFor={`${idPrefix}-message`}>
          Message to them (optional)
        </label>
        <textarea id={`${idPrefix}-message`} name="message" rows={3} maxLength={2000} />
      </div>
    </ActionForm>
  );
}

function CommentForm({ act, idPrefix }: { act: Act; idPrefix: string }) {
  return (
    <ActionForm
      label="Add a comment"
      submit="Add comment"
      busyText="Adding…"
      run={(values) => {
        const text = textOf(values, 'text');
        if (text === '') return Promise.resolve('Write your comment.');
        return act('comment', { text }, 'Your comment is added.');
      }}
    >
      <div className="certification-panel__field">
        <label className="field-label" htmlFor={`${idPrefix}-comment`}>
          Your comment
        </label>
        <textarea id={`${idPrefix}-comment`} name="text" rows={3} maxLength={4000} />
      </div>
    </ActionForm>
  );
}

function CertifyForm({ act, idPrefix }: { act: Act; idPrefix: string }) {
  return (
    <ActionForm
      label="Certify"
      submit="Certify this version"
      busyText="Certifying…"
      run={(values) => {
        if (values.get('statement') !== 'on') return Promise.resolve('Confirm the statement to certify.');
        const password = values.get('password');
        if (typeof password !== 'string' || password === '') return Promise.resolve('Enter your password.');
        const code = textOf(values, 'code');
        return act(
          'certify',
          { statement: true, password, ...(code === '' ? {} : { code }) },
          'Certified: this version can now be published.',
        );
      }}
    >
      <blockquote id={`${idPrefix}-statement`} className="certification-panel__statement">
        {CERTIFICATION_STATEMENT}
      </blockquote>
      <label className="checkbox-group__option" htmlFor={`${idPrefix}-confirm`}>
        <input id={`${idPrefix}-confirm`} type="checkbox" name="statement" aria-describedby={`${idPrefix}-statement`} />
        I confirm this statement
      </label>
      <div className="certification-panel__field">
        <label className="field-label" htmlFor={`${idPrefix}-password`}>
          Your password
        </label>
        <input id={`${idPrefix}-password`} name="password" type="password" autoComplete="current-password" />
      </div>
      <div className="certification-panel__field">
        <label className="field-label" htmlFor={`${idPrefix}-code`}>
          Authenticator code (if you use two-step sign-in)
        </label>
        <input
          id={`${idPrefix}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={40}
        />
      </div>
    </ActionForm>
  );
}

function UrgentForm({ act, idPrefix }: { act: Act; idPrefix: string }) {
  return (
    <ActionForm
      label="Publish urgently"
      submit="Publish before certification"
      busyText="Publishing…"
      run={(values) => {
        const reason = textOf(values, 'reason');
        if (reason.length < 20) {
          return Promise.resolve('Say in a sentence or two why this safety notice cannot wait for its certificate.');
        }
        return act('publish-urgently', { reason }, 'Published. It stays on the admin home until it is certified.');
      }}
    >
      <p className="certification-panel__warning-text">
        Only for a safety notice that cannot wait. The latest saved version is published now, the publication is
        audited, and it is shown on the admin home until a signatory certifies it.
      </p>
      <div className="certification-panel__field">
        <label className="field-label" htmlFor={`${idPrefix}-reason`}>
          Why it cannot wait
        </label>
        <textarea id={`${idPrefix}-reason`} name="reason" rows={3} maxLength={2000} />
      </div>
    </ActionForm>
  );
}

/**
 * Certified publishing (issue 33) in a clinical item's sidebar: where its review stands, who changed it, who reviews
 * and who certifies it, the certificate and the comments, and the steps the signed-in account may take. Read afresh
 * after each step and each save (a save returns the item to draft).
 */
export const CertificationPanel: UIFieldClientComponent = () => {
  const { id, collectionSlug, lastUpdateTime, data, hasPublishedDoc, setHasPublishedDoc, setUnpublishedVersionCount } =
    useDocumentInfo();
  const modified = useFormModified();
  const router = useRouter();
  const idPrefix = `certification-${useId().replace(/:/g, '')}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState<WorkflowView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [reloads, setReloads] = useState(0);

  // A save makes the last step's message stale (the item goes back to draft).
  useEffect(() => setDone(''), [lastUpdateTime]);

  // lastUpdateTime changes with each save of the form: the review is read again then.
  useEffect(() => {
    if (id === undefined || !collectionSlug) return;
    let current = true;
    const query = new URLSearchParams({ collection: collectionSlug, id: String(id) });
    void call(`workflow?${query.toString()}`).then((answer) => {
      if (!current) return;
      if (answer.ok) {
        setView(answer.data as WorkflowView);
        setLoadError(null);
      } else setLoadError(answer.message);
    });
    return () => {
      current = false;
    };
  }, [id, collectionSlug, lastUpdateTime, reloads]);

  const act: Act = async (path, body, message) => {
    if (modified) return UNSAVED;
    if (id === undefined || !collectionSlug) return 'Save a draft first.';
    const answer = await call(path, { collection: collectionSlug, id: Number(id), ...body });
    if (!answer.ok) return answer.message;
    if (path === 'publish-urgently') {
      // Published outside the form: the document's status and data are read again from the server.
      setHasPublishedDoc(true);
      setUnpublishedVersionCount(0);
      router.refresh();
    }
    setDone(message);
    setReloads((count) => count + 1);
    heading.current?.focus();
    return null;
  };

  const title = (
    <h3 id={`${idPrefix}-title`} ref={heading} tabIndex={-1} className="certification-panel__title">
      Certification
    </h3>
  );
  if (id === undefined) {
    return (
      <section className="field-type certification-panel" aria-labelledby={`${idPrefix}-title`}>
        {title}
        <p>Save a draft first, then submit it for review.</p>
      </section>
    );
  }
  const safetyNotice = (data as { category?: unknown } | undefined)?.category === 'safety-notice';
  return (
    <section className="field-type certification-panel" aria-labelledby={`${idPrefix}-title`}>
      {title}
      <p role="status" className="certification-panel__done">
        {done}
      </p>
      {loadError ? (
        <p className="certification-panel__error" role="alert">
          {loadError}
        </p>
      ) : null}
      {view === null ? (
        loadError ? null : (
          <p className="certification-panel__muted">Reading the review…</p>
        )
      ) : (
        <>
          <Facts view={view} hasPublishedDoc={hasPublishedDoc} />
          {view.state === 'draft' && view.submittedAt ? (
            <p className="certification-panel__hint">
              It has changed since it was last submitted, so this version needs a new review.
            </p>
          ) : null}
          {view.certificate ? (
            <p className="certification-panel__certificate">
              Certified by {view.certificate.signatoryName}, {professionLabelOf(view.certificate.profession)}, on{' '}
              <Moment at={view.certificate.certifiedAt} />.
            </p>
          ) : null}
          {view.urgent ? (
            <div className="certification-panel__urgent" role="note">
              <p className="certification-panel__urgent-title">
                <WarningIcon />
                Published before certification
              </p>
              <p>
                {view.urgent.by} published this safety notice urgently on <Moment at={view.urgent.at} />, before a
                signatory certified it. It is shown on the admin home until it is certified.
              </p>
              <p className="certification-panel__reason">Reason: {view.urgent.reason}</p>
            </div>
          ) : null}
          {modified ? <p className="certification-panel__unsaved">{UNSAVED}</p> : null}

          {view.state === 'draft' ? (
            <div className="certification-panel__action">
              <h4>Submit for review</h4>
              <SubmitForm
                key={`${String(reloads)}-${String(lastUpdateTime)}`}
                view={view}
                act={act}
                idPrefix={idPrefix}
              />
            </div>
          ) : null}

          {view.me.canCertify ? (
            <div className="certification-panel__action">
              <h4>Certify</h4>
              <CertifyForm act={act} idPrefix={idPrefix} />
            </div>
          ) : null}

          <div className="certification-panel__action">
            <h4>Comments ({view.comments.length})</h4>
            <Comments comments={view.comments} />
            {view.me.canComment ? (
              <details className="certification-panel__details">
                <summary>Add a comment</summary>
                <CommentForm act={act} idPrefix={idPrefix} />
              </details>
            ) : null}
          </div>

          {view.me.canPublishUrgently && safetyNotice && !(view.published && view.urgent) ? (
            <details className="certification-panel__details certification-panel__details--warning">
              <summary>Publish urgently</summary>
              <UrgentForm act={act} idPrefix={idPrefix} />
            </details>
          ) : null}

          {view.versionId && view.publishedVersionId && view.versionId !== view.publishedVersionId ? (
            <p className="certification-panel__hint">
              <a
                href={`/admin/collections/${view.collection}/${String(view.id)}/versions/${view.versionId}?versionFrom=${view.publishedVersionId}`}
              >
                Compare this version with the published one
              </a>
              : the changed fields side by side, matrix rows included.
            </p>
          ) : null}
          <div className="certification-panel__action">
            <h4>Publishing</h4>
            <PublishHint view={view} />
          </div>
        </>
      )}
    </section>
  );
};
