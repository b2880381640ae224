import type { FormDraft } from '@hcp/contracts/form-drafts';
import type { FormDefinition } from '@hcp/contracts/forms';
import { type RefObject, useId, useState } from 'react';

import { formatDay, formatMoment } from '../../../lib/date-time';
import { fieldErrorsOf, messageOf } from '../../../lib/errors';
import { isOffline } from '../../../lib/online-status';
import { useDiscardFormDraftMutation, useSaveFormDraftMutation } from '../api/form-drafts-api';
import { formsTexts } from '../texts';
import { draftAnswersOf, draftOf, type ProductLineDraft, type UploadLimits } from '../validation';
import '../../../components/ui/offer-panel/offer-panel.css';

const texts = formsTexts.drafts;

type SaveDraftProps = {
  definition: FormDefinition;
  form: RefObject<HTMLFormElement | null>;
  productLines: Record<string, ProductLineDraft[]>;
  /** The files already saved with the draft that the person still keeps. */
  keptFiles: readonly { id: number; field: string }[];
  limits: UploadLimits;
  disabled: boolean;
  onSaved: (draft: FormDraft) => void;
  /** A file of a refused type or size, or the server's refusal of an answer: shown as the form shows its problems. */
  onProblems: (problems: Record<string, string>) => void;
  /** What the last save (or discard, or a removed file) did; announced politely. */
  status: string | undefined;
  onStatus: (status: string | undefined) => void;
};

/**
 * "Save and continue later": keeps what is entered so far, files included, as the account's one draft of this form,
 * on the server, so it can be resumed on any device. Nothing is required; a file is checked as before sending.
 */
export function SaveDraft({
  definition,
  form,
  productLines,
  keptFiles,
  limits,
  disabled,
  onSaved,
  onProblems,
  status,
  onStatus,
}: SaveDraftProps) {
  const [save, { isLoading }] = useSaveFormDraftMutation();
  const [failure, setFailure] = useState<string | undefined>();

  const onSave = async () => {
    const element = form.current;
    if (!element || isLoading) return;
    setFailure(undefined);
    const answers = draftAnswersOf(definition.fields, draftOf(definition.fields, element, productLines), limits);
    if (Object.keys(answers.errors).length > 0) {
      onProblems(answers.errors);
      return;
    }
    if (isOffline()) {
      setFailure(`${texts.saveFailed} ${formsTexts.offlineSave}`);
      return;
    }
    const refs: Record<string, number[]> = {};
    for (const file of keptFiles) refs[file.field] = [...(refs[file.field] ?? []), file.id];
    const answer = await save({
      slug: definition.slug,
      body: { values: answers.values, files: refs },
      files: answers.files,
    });
    if (answer.error) {
      const problems = fieldErrorsOf(answer.error);
      if (Object.keys(problems).length > 0) onProblems(problems);
      else setFailure(messageOf(answer.error, texts.saveFailed));
      return;
    }
    // The new files are saved with the draft now: they are listed as saved, not sent again from the inputs.
    for (const field of definition.fields) {
      const input = field.type === 'file' ? element.elements.namedItem(field.name) : null;
      if (input instanceof HTMLInputElement) input.value = '';
    }
    onSaved(answer.data);
    onStatus(texts.saved(formatMoment(answer.data.savedAt), formatDay(answer.data.expiresAt)));
  };

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={disabled || isLoading}
        aria-describedby={status ? `${definition.slug}-draft-status` : undefined}
        onClick={() => void onSave()}
      >
        {isLoading ? texts.saving : texts.save}
      </button>
      {/* The live regions stay in the page, empty, so what appears in them is announced. */}
      <div className="draft-status">
        <div role="status" id={`${definition.slug}-draft-status`}>
          {!failure && status && <p className="form-success">{status}</p>}
        </div>
        <div role="alert">{failure && <p className="form-error">{failure}</p>}</div>
      </div>
    </>
  );
}

type DraftOfferProps = {
  draft: FormDraft;
  /** The draft is already in the form (resumed from My requests): only starting again is offered. */
  resumed?: boolean;
  onResume: () => void;
  /** After the saved answers were deleted, with what to announce. */
  onStartAgain: (message: string) => void;
};

/**
 * Offered when a form opens with a saved draft: continue with it, or start again (which deletes it). Nothing from the
 * draft enters the form until the person chooses to continue, unless they came to resume it (from My requests): then
 * it is filled in, and this says so and offers to start again.
 */
export function DraftOffer({ draft, resumed = false, onResume, onStartAgain }: DraftOfferProps) {
  const headingId = `draft-offer-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [discard, { isLoading }] = useDiscardFormDraftMutation();
  const [failure, setFailure] = useState<string | undefined>();
  const startAgain = async () => {
    setFailure(undefined);
    const answer = await discard(draft.form.slug);
    if (answer.error) setFailure(messageOf(answer.error, texts.discardFailed));
    else onStartAgain(texts.discarded);
  };
  return (
    <section className="offer-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{resumed ? texts.resumedHeading : texts.offerHeading}</h2>
      <p>{(resumed ? texts.resumedOffer : texts.offer)(formatMoment(draft.savedAt), formatDay(draft.expiresAt))}</p>
      <div className="button-row">
        {!resumed && (
          <button type="button" className="button button-primary" onClick={onResume}>
            {texts.resume}
          </button>
        )}
        <button
          type="button"
          className="button"
          aria-describedby={`${headingId}-hint`}
          disabled={isLoading}
          onClick={() => void startAgain()}
        >
          {texts.startAgain}
        </button>
      </div>
      <p id={`${headingId}-hint`} className="field-hint">
        {texts.startAgainHint}
      </p>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
    </section>
  );
}
