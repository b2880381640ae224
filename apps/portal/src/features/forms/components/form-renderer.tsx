import { quantityBoundsOf } from '@hcp/contracts/form-answers';
import type { DraftFile, FormDraft } from '@hcp/contracts/form-drafts';
import type { FieldValue, FormDefinition, FormPrefill, FormSubmissionResult } from '@hcp/contracts/forms';
import { isRequestKind } from '@hcp/contracts/form-constants';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { ErrorSummary, type SummaryEntry } from '../../../components/ui/error-summary/error-summary';
import { fieldErrorsOf, messageOf, outcomeOf } from '../../../lib/errors';
import { isOffline } from '../../../lib/online-status';
import { libTexts } from '../../../lib/texts';
import type { UploadProgress as Progress } from '../../../lib/upload-request';
import { useSubmitFormMutation } from '../api/forms-api';
import { useGetFormDraftQuery } from '../api/form-drafts-api';
import { formsTexts } from '../texts';
import {
  checkSubmission,
  DEFAULT_UPLOAD_LIMITS,
  draftOf,
  type KeptFiles,
  type ProductLineDraft,
  productLinesOf,
  type UploadLimits,
} from '../validation';
import { DraftOffer, SaveDraft } from './save-draft';
import { BotCheck, type BotCheckHandle } from './bot-check';
import { FormConfirmation } from './form-confirmation';
import { FormField } from './form-field';
import { UploadProgress } from './upload-progress';
import '../forms.css';

const texts = formsTexts;
/** The key of the bot check's problem among the field errors; field names are lower-case, so it cannot clash. */
const BOT_CHECK_KEY = 'botCheck';

/** Where the portal's account and the opened trial fill fields in before the user types. */
export type PrefillValues = Partial<Record<FormPrefill, string>>;

type FormRendererProps = {
  definition: FormDefinition;
  prefill?: PrefillValues | undefined;
  /** Takes over after a success (e.g. to open a confirmation screen); without it the confirmation shows in place. */
  onSubmitted?: ((result: FormSubmissionResult) => void) | undefined;
  limits?: UploadLimits;
};

const newIdempotencyKey = () => crypto.randomUUID();

function initialLines(
  definition: FormDefinition,
  values: Record<string, FieldValue> = {},
): Record<string, ProductLineDraft[]> {
  const lines: Record<string, ProductLineDraft[]> = {};
  for (const field of definition.fields)
    if (field.type === 'catalogue-products')
      lines[field.name] = productLinesOf(values[field.name]) ?? [
        { key: 1, product: '', quantity: String(quantityBoundsOf(field).min) },
      ];
  return lines;
}

/** The files kept from a draft, counted per field for the checks, and as the submission's references. */
function keptFilesOf(files: readonly DraftFile[]): { kept: KeptFiles; refs: Record<string, number[]> } {
  const kept: KeptFiles = {};
  const refs: Record<string, number[]> = {};
  for (const file of files) {
    const counted = kept[file.field] ?? { count: 0, bytes: 0 };
    kept[file.field] = { count: counted.count + 1, bytes: counted.bytes + file.bytes };
    refs[file.field] = [...(refs[file.field] ?? []), file.id];
  }
  return { kept, refs };
}

/** The message at the top after the server refused a submission or could not be reached. */
function failureMessage(error: FetchBaseQueryError | SerializedError, hasFieldErrors: boolean): string {
  if (outcomeOf(error) === 'lost-connection') return isOffline() ? texts.offline : libTexts.errors.lostConnection;
  if (hasFieldErrors) return libTexts.errors.correctFields;
  if ('status' in error && error.status === 429) return texts.tooManyRequests;
  if ('status' in error && error.status === 403) return texts.notAllowed;
  return messageOf(error, texts.failed);
}

/** A client error means the server looked at this attempt and refused it; the next attempt is a new one. */
function isRefusal(error: FetchBaseQueryError | SerializedError): boolean {
  return 'status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

/**
 * Renders any form the CMS defines and sends it. Problems show beside their fields and in a summary at the top, and
 * the focus goes to the first one; what the user typed stays when a submission fails.
 */
export function FormRenderer({
  definition,
  prefill = {},
  onSubmitted,
  limits = DEFAULT_UPLOAD_LIMITS,
}: FormRendererProps) {
  const navigate = useNavigate();
  const idPrefix = `form-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const [submit] = useSubmitFormMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [productLines, setProductLines] = useState(() => initialLines(definition));
  const [result, setResult] = useState<FormSubmissionResult | null>(null);
  const [generation, setGeneration] = useState(0);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const idempotencyKey = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);
  // Drafts are for forms that need an account (never the public contact form).
  const draftable = definition.capability !== null;
  const savedQuery = useGetFormDraftQuery(definition.slug, { skip: !draftable });
  // currentData only, and only this form's: a draft of another form is never offered here, even while loading.
  const savedDraft = savedQuery.currentData?.form.slug === definition.slug ? savedQuery.currentData : null;
  const [draftChoice, setDraftChoice] = useState<'undecided' | 'decided'>('undecided');
  const [initialValues, setInitialValues] = useState<Record<string, FieldValue>>({});
  const [keptFiles, setKeptFiles] = useState<DraftFile[]>([]);
  const [draftStatus, setDraftStatus] = useState<string | undefined>();
  // After choosing to resume or start again, the focus goes to the form's first field.
  const focusFirstField = useRef(false);
  const firstField = definition.fields[0]?.name;
  useEffect(() => {
    if (!focusFirstField.current || firstField === undefined) return;
    focusFirstField.current = false;
    document.getElementById(`${idPrefix}-${firstField}`)?.focus();
  }, [generation, draftChoice, idPrefix, firstField]);
  const botCheck = useRef<BotCheckHandle>(null);
  const summary = useRef<HTMLDivElement>(null);
  const focusAfterFailure = useRef<string | null>(null);

  // After a failed submit the focus goes to the first problem: its field, or the summary when no field has one.
  useEffect(() => {
    if (failedAttempts === 0) return;
    const target = focusAfterFailure.current ? document.getElementById(focusAfterFailure.current) : null;
    (target ?? summary.current)?.focus();
  }, [failedAttempts]);

  const names = new Set(definition.fields.map((field) => field.name));
  const targetOf = (key: string) =>
    names.has(key) ? fieldId(key) : key === BOT_CHECK_KEY && definition.botCheck ? fieldId(BOT_CHECK_KEY) : null;
  const entries: SummaryEntry[] = [
    ...definition.fields.filter((field) => errors[field.name] !== undefined).map((field) => field.name),
    ...Object.keys(errors).filter((key) => !names.has(key)),
  ].map((key) => ({ key, message: errors[key] ?? '', target: targetOf(key) }));

  const fail = (fieldErrors: Record<string, string>, message: string | undefined) => {
    setErrors(fieldErrors);
    setFormError(message);
    const first = [...definition.fields.map((field) => field.name), BOT_CHECK_KEY].find(
      (name) => fieldErrors[name] !== undefined,
    );
    focusAfterFailure.current = first === undefined ? null : targetOf(first);
    setFailedAttempts((count) => count + 1);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const draft = draftOf(definition.fields, event.currentTarget, productLines);
    const { kept, refs } = keptFilesOf(keptFiles);
    const checked = checkSubmission(definition.fields, draft, limits, kept);
    if (Object.keys(checked.errors).length > 0) {
      fail(checked.errors, libTexts.errors.correctFields);
      return;
    }
    // Offline, nothing can be sent and the bot check cannot fetch its puzzle: say so, not that it failed.
    if (isOffline()) {
      fail({}, texts.offline);
      return;
    }
    setSending(true);
    setErrors({});
    setFormError(undefined);
    try {
      let payload: string | undefined;
      if (definition.botCheck) {
        payload = (await botCheck.current?.solve()) ?? undefined;
        if (payload === undefined) {
          if (isOffline()) fail({}, texts.offline);
          else fail({ [BOT_CHECK_KEY]: texts.errors.botCheck }, undefined);
          return;
        }
      }
      const hasFiles = Object.values(checked.files).some((files) => files.length > 0);
      setProgress(hasFiles ? { loaded: 0, total: 1 } : null);
      const answer = await submit({
        slug: definition.slug,
        body: {
          values: checked.values,
          ...(payload === undefined ? {} : { botCheck: payload }),
          ...(keptFiles.length > 0 ? { draftFiles: refs } : {}),
        },
        files: checked.files,
        idempotencyKey: idempotencyKey.current,
        onProgress: setProgress,
      });
      // A solved challenge is good once: whatever the answer, the next attempt needs a new one.
      botCheck.current?.reset();
      if (answer.error) {
        if (isRefusal(answer.error)) idempotencyKey.current = newIdempotencyKey();
        const fieldErrors = fieldErrorsOf(answer.error);
        fail(fieldErrors, failureMessage(answer.error, Object.keys(fieldErrors).length > 0));
        return;
      }
      idempotencyKey.current = newIdempotencyKey();
      if (onSubmitted) onSubmitted(answer.data);
      else if (answer.data.confirmation.type === 'redirect')
        void navigate(answer.data.confirmation.path, {
          state: { reference: answer.data.reference, adverseEventNotice: answer.data.adverseEventNotice },
        });
      else setResult(answer.data);
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  if (result)
    return (
      <FormConfirmation
        // A request form needs an account (a capability): its submissions have a life cycle on My requests.
        tracked={isRequestKind(definition.kind) && definition.capability !== null}
        result={{
          reference: result.reference,
          adverseEventNotice: result.adverseEventNotice,
          message: result.confirmation.type === 'message' ? result.confirmation.message : null,
        }}
        onAnother={() => {
          setResult(null);
          setProductLines(initialLines(definition));
          setInitialValues({});
          setKeptFiles([]);
          setDraftStatus(undefined);
          setGeneration((count) => count + 1);
        }}
      />
    );

  /** Fills the form in with a saved draft: its answers, product lines and files. */
  const resume = (saved: FormDraft) => {
    setInitialValues(saved.values);
    setProductLines(initialLines(definition, saved.values));
    setKeptFiles(saved.files);
    setErrors({});
    setFormError(undefined);
    setGeneration((count) => count + 1);
    setDraftChoice('decided');
  };

  return (
    <>
      {draftable && savedDraft && draftChoice === 'undecided' && (
        <DraftOffer
          draft={savedDraft}
          onResume={() => {
            resume(savedDraft);
            setDraftStatus(texts.drafts.resumed);
            focusFirstField.current = true;
          }}
          onStartAgain={(message) => {
            setKeptFiles([]);
            setDraftChoice('decided');
            setDraftStatus(message);
            focusFirstField.current = true;
          }}
        />
      )}
      <form
        key={generation}
        ref={formRef}
        className="cms-form"
        noValidate
        aria-label={definition.title}
        aria-busy={sending}
        onSubmit={(event) => void onSubmit(event)}
      >
        <ErrorSummary ref={summary} id={`${idPrefix}-summary`} message={formError} entries={entries} />
        <p className="muted">{texts.requiredNote}</p>
        {definition.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            id={fieldId(field.name)}
            error={errors[field.name]}
            prefill={field.prefill === null ? undefined : prefill[field.prefill]}
            maxFileBytes={limits.maxFileBytes}
            productLines={productLines[field.name] ?? []}
            onProductLinesChange={(lines) => setProductLines((all) => ({ ...all, [field.name]: lines }))}
            initial={initialValues[field.name]}
            savedFiles={keptFiles.filter((file) => file.field === field.name)}
            onRemoveSavedFile={(removed) => {
              setKeptFiles((files) => files.filter((file) => file.id !== removed.id));
              setDraftStatus(texts.drafts.fileRemoved(removed.name));
            }}
          />
        ))}
        {definition.botCheck && <BotCheck ref={botCheck} id={fieldId(BOT_CHECK_KEY)} error={errors[BOT_CHECK_KEY]} />}
        {progress && <UploadProgress id={`${idPrefix}-progress`} progress={progress} />}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? texts.submitting : definition.submitLabel}
          </button>
          {draftable && (
            <SaveDraft
              definition={definition}
              form={formRef}
              productLines={productLines}
              keptFiles={keptFiles}
              limits={limits}
              disabled={sending}
              onSaved={(saved) => {
                setKeptFiles(saved.files);
                setErrors({});
                setFormError(undefined);
                setDraftChoice('decided');
              }}
              onProblems={(problems) => fail(problems, libTexts.errors.correctFields)}
              status={draftStatus}
              onStatus={setDraftStatus}
            />
          )}
        </div>
      </form>
    </>
  );
}
