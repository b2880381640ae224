import { quantityBoundsOf } from '@hcp/contracts/form-answers';
import type { DraftFile } from '@hcp/contracts/form-drafts';
import type { FieldValue, FormDefinition, FormSubmissionResult } from '@hcp/contracts/forms';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type RefObject, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import type { SummaryEntry } from '../../../components/ui/error-summary/error-summary';
import { fieldErrorsOf, messageOf, outcomeOf } from '../../../lib/errors';
import { isOffline } from '../../../lib/online-status';
import { useSendAgainAfterSignIn } from '../../../lib/sign-in-again';
import { libTexts } from '../../../lib/texts';
import type { UploadProgress as Progress } from '../../../lib/upload-request';
import { useSubmitFormMutation } from '../api/forms-api';
import { formsTexts } from '../texts';
import { checkSubmission, draftOf, type ProductLineDraft, productLinesOf, type UploadLimits } from '../validation';
import type { BotCheckHandle } from './bot-check';
import { keptFilesOf } from './form-uploads';

const texts = formsTexts;
/** The key of the bot check's problem among the field errors; field names are lower-case, so it cannot clash. */
export const BOT_CHECK_KEY = 'botCheck';

const newIdempotencyKey = () => crypto.randomUUID();

/** Each product-list field's lines: from the answers given, else one empty line at the field's smallest quantity. */
export function initialLines(
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

type FormSubmitOptions = {
  definition: FormDefinition;
  limits: UploadLimits;
  form: RefObject<HTMLFormElement | null>;
  productLines: Record<string, ProductLineDraft[]>;
  keptFiles: DraftFile[];
  /** The id of a field's input, for the focus and the summary's links. */
  fieldId: (name: string) => string;
  /** Takes over after a success; without it a redirect opens its path and a message shows in place. */
  onSubmitted: ((result: FormSubmissionResult) => void) | undefined;
  /** The submission was accepted: what was typed is of no more use. */
  onAccepted: () => void;
};

/**
 * Checks and sends a form, with its files, its bot check and an idempotency key: problems go beside their fields and
 * into the summary, and the focus to the first of them; a 403 whose session ended signs in again over the form and
 * sends it again; a success opens the confirmation.
 */
export function useFormSubmit({
  definition,
  limits,
  form,
  productLines,
  keptFiles,
  fieldId,
  onSubmitted,
  onAccepted,
}: FormSubmitOptions) {
  const navigate = useNavigate();
  const sendAgainAfterSignIn = useSendAgainAfterSignIn(form);
  const [submit] = useSubmitFormMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<FormSubmissionResult | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const idempotencyKey = useRef(newIdempotencyKey());
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

  /** No problem shows any more: the form was emptied, filled in again, or saved as a draft. */
  const clearProblems = () => {
    setErrors({});
    setFormError(undefined);
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
    clearProblems();
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
        // The session may have ended (expired, or signed out elsewhere): sign in again over the form, then send again.
        if (await sendAgainAfterSignIn(answer.error)) return;
        const fieldErrors = fieldErrorsOf(answer.error);
        fail(fieldErrors, failureMessage(answer.error, Object.keys(fieldErrors).length > 0));
        return;
      }
      idempotencyKey.current = newIdempotencyKey();
      onAccepted();
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

  return {
    errors,
    formError,
    entries,
    sending,
    progress,
    result,
    /** Leaves the confirmation for an empty form. */
    clearResult: () => setResult(null),
    fail,
    clearProblems,
    onSubmit,
    botCheck,
    summary,
  };
}
