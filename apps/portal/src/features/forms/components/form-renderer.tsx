import type { DraftFile, FormDraft } from '@hcp/contracts/form-drafts';
import type { FieldValue, FormDefinition, FormSubmissionResult } from '@hcp/contracts/forms';
import { isRequestKind } from '@hcp/contracts/form-constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { ErrorSummary } from '../../../components/ui/error-summary/error-summary';
import { selectToken } from '../../../lib/auth-session';
import { useAppSelector } from '../../../lib/hooks';
import { forgetKeptAnswers, keptAnswersAccountOf } from '../../../lib/kept-answers';
import { opensToResume } from '../../../lib/resume-draft';
import { RestoredAnswers } from '../../../lib/restored-answers';
import { libTexts } from '../../../lib/texts';
import { useGetFormDraftQuery } from '../api/form-drafts-api';
import { answersToKeep, keepFormAnswers, restoredAnswersOf } from '../kept-form-answers';
import { formsTexts } from '../texts';
import { DEFAULT_UPLOAD_LIMITS, draftOf, type UploadLimits } from '../validation';
import { DraftOffer } from './save-draft';
import { FormActions } from './form-actions';
import { FormConfirmation } from './form-confirmation';
import { FormFields, type PrefillValues } from './form-fields';
import { UploadProgress } from './upload-progress';
import { initialLines, useFormSubmit } from './use-form-submit';
import '../forms.css';

export type { PrefillValues } from './form-fields';

const texts = formsTexts;

type FormRendererProps = {
  definition: FormDefinition;
  prefill?: PrefillValues | undefined;
  /** Takes over after a success (e.g. to open a confirmation screen); without it the confirmation shows in place. */
  onSubmitted?: ((result: FormSubmissionResult) => void) | undefined;
  limits?: UploadLimits;
};

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
  const locationState: unknown = useLocation().state;
  // The account whose answers are kept on this device as it types (lib/kept-answers.ts); none signed out.
  const account = keptAnswersAccountOf(useAppSelector(selectToken));
  // Read once, as the form opens: what this account typed here before and did not send.
  const [restored, setRestored] = useState(() =>
    account === null ? null : restoredAnswersOf(account, definition.slug),
  );
  const idPrefix = `form-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const [productLines, setProductLines] = useState(() => initialLines(definition, restored?.values));
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Drafts are for forms that need an account (never the public contact form).
  const draftable = definition.capability !== null;
  const savedQuery = useGetFormDraftQuery(definition.slug, { skip: !draftable });
  // currentData only, and only this form's: a draft of another form is never offered here, even while loading.
  const savedDraft = savedQuery.currentData?.form.slug === definition.slug ? savedQuery.currentData : null;
  // Restored answers are the newest: a saved draft is offered only when it was saved after them.
  const [draftChoice, setDraftChoice] = useState<'undecided' | 'decided'>(() => (restored ? 'decided' : 'undecided'));
  const [initialValues, setInitialValues] = useState<Record<string, FieldValue>>(() => restored?.values ?? {});
  const [keptFiles, setKeptFiles] = useState<DraftFile[]>(() => restored?.files ?? []);
  // Set by the person's own typing, so a form that only shows its prefills keeps nothing.
  const touched = useRef(false);
  const [draftStatus, setDraftStatus] = useState<string | undefined>();
  // After choosing to resume or start again, the focus goes to the form's first field.
  const focusFirstField = useRef(false);
  const firstField = definition.fields[0]?.name;
  useEffect(() => {
    if (!focusFirstField.current || firstField === undefined) return;
    focusFirstField.current = false;
    document.getElementById(`${idPrefix}-${firstField}`)?.focus();
  }, [generation, draftChoice, idPrefix, firstField]);
  /** Keeps what the form holds now on this device, for this account and form. */
  const keepTyped = () => {
    const form = formRef.current;
    if (account === null || !form || !touched.current) return;
    keepFormAnswers(
      account,
      definition.slug,
      answersToKeep(definition.fields, draftOf(definition.fields, form, productLines), keptFiles),
    );
  };
  const forgetTyped = () => {
    touched.current = false;
    if (account !== null) forgetKeptAnswers(account, definition.slug);
  };
  const {
    errors,
    formError,
    entries,
    sending,
    progress,
    result,
    clearResult,
    fail,
    clearProblems,
    onSubmit,
    botCheck,
    summary,
  } = useFormSubmit({
    definition,
    limits,
    form: formRef,
    productLines,
    keptFiles,
    fieldId,
    onSubmitted,
    onAccepted: () => {
      forgetTyped();
      setRestored(null);
    },
  });
  /** Empties the form: nothing restored or resumed stays in it. */
  const clearForm = () => {
    setInitialValues({});
    setProductLines(initialLines(definition));
    setKeptFiles([]);
    clearProblems();
    setGeneration((count) => count + 1);
  };

  /** Fills the form in with a saved draft: its answers, product lines and files. */
  const resume = (saved: FormDraft) => {
    setInitialValues(saved.values);
    setProductLines(initialLines(definition, saved.values));
    setKeptFiles(saved.files);
    clearProblems();
    setGeneration((count) => count + 1);
    setDraftChoice('decided');
  };

  // Kept answers refer to the saved draft's files: only those the draft still has stay, and a draft saved after the
  // answers were kept is offered as usual. Settled once, when the draft's answer is in (adjusted while rendering).
  const draftSettled = draftable && savedQuery.isSuccess && !savedQuery.isFetching;
  const [reconciled, setReconciled] = useState(false);
  if (restored && draftSettled && !reconciled) {
    setReconciled(true);
    const ids = new Set(savedDraft?.files.map((file) => file.id));
    setKeptFiles((files) => files.filter((file) => ids.has(file.id)));
    if (savedDraft && Date.parse(savedDraft.savedAt) > Date.parse(restored.savedAt)) setDraftChoice('undecided');
  }
  // Opened from My requests to resume the saved draft: it is filled in at once (unless newer answers were restored).
  const [resumedOnOpen, setResumedOnOpen] = useState(false);
  if (
    opensToResume(locationState, definition.slug) &&
    savedDraft &&
    draftSettled &&
    draftChoice === 'undecided' &&
    !(restored && Date.parse(savedDraft.savedAt) <= Date.parse(restored.savedAt))
  ) {
    setRestored(null);
    resume(savedDraft);
    setResumedOnOpen(true);
    setDraftStatus(texts.drafts.resumed);
  }
  // Answers kept before the draft they were older than was resumed are of no more use.
  useEffect(() => {
    if (resumedOnOpen && account !== null) forgetKeptAnswers(account, definition.slug);
  }, [resumedOnOpen, account, definition.slug]);

  useEffect(() => {
    keepTyped();
    // Product lines and kept files live in state: kept when they change (typing in fields keeps on each change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productLines, keptFiles]);

  if (result)
    return (
      <FormConfirmation
        // A request form needs an account (a capability): its submissions have a life cycle on My requests.
        tracked={isRequestKind(definition.kind) && definition.capability !== null}
        result={{
          reference: result.reference,
          adverseEventNotice: result.adverseEventNotice,
          message: result.confirmation.type === 'message' ? result.confirmation.message : null,
          urgent: result.urgent,
          deadline: result.deadline,
          medicalInformation: result.medicalInformation,
        }}
        onAnother={() => {
          clearResult();
          setProductLines(initialLines(definition));
          setInitialValues({});
          setKeptFiles([]);
          setDraftStatus(undefined);
          setResumedOnOpen(false);
          setGeneration((count) => count + 1);
        }}
      />
    );

  return (
    <>
      {restored && (
        <RestoredAnswers
          savedAt={restored.savedAt}
          unkeptFiles={restored.unkeptFiles}
          onClear={() => {
            forgetTyped();
            setRestored(null);
            clearForm();
            // A saved draft is offered again, as when the form opens.
            setDraftChoice('undecided');
            setDraftStatus(libTexts.keptAnswers.cleared);
            focusFirstField.current = true;
          }}
        />
      )}
      {draftable && savedDraft && (draftChoice === 'undecided' || resumedOnOpen) && (
        <DraftOffer
          draft={savedDraft}
          resumed={resumedOnOpen}
          onResume={() => {
            forgetTyped();
            setRestored(null);
            resume(savedDraft);
            setDraftStatus(texts.drafts.resumed);
            focusFirstField.current = true;
          }}
          onStartAgain={(message) => {
            forgetTyped();
            setRestored(null);
            clearForm();
            setResumedOnOpen(false);
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
        onChange={() => {
          touched.current = true;
          keepTyped();
        }}
      >
        <ErrorSummary ref={summary} id={`${idPrefix}-summary`} message={formError} entries={entries} />
        <p className="muted">{texts.requiredNote}</p>
        <FormFields
          definition={definition}
          fieldId={fieldId}
          errors={errors}
          prefill={prefill}
          maxFileBytes={limits.maxFileBytes}
          productLines={productLines}
          onProductLinesChange={(name, lines) => {
            touched.current = true;
            setProductLines((all) => ({ ...all, [name]: lines }));
          }}
          initialValues={initialValues}
          keptFiles={keptFiles}
          onRemoveSavedFile={(removed) => {
            touched.current = true;
            setKeptFiles((files) => files.filter((file) => file.id !== removed.id));
            setDraftStatus(texts.drafts.fileRemoved(removed.name));
          }}
          botCheck={botCheck}
        />
        {progress && <UploadProgress id={`${idPrefix}-progress`} progress={progress} />}
        <FormActions
          definition={definition}
          sending={sending}
          draftable={draftable}
          form={formRef}
          productLines={productLines}
          keptFiles={keptFiles}
          limits={limits}
          onDraftSaved={(saved) => {
            // The server's draft holds the answers now; what is typed next is kept here again.
            forgetTyped();
            setRestored(null);
            setKeptFiles(saved.files);
            clearProblems();
            setDraftChoice('decided');
          }}
          onDraftProblems={(problems) => fail(problems, libTexts.errors.correctFields)}
          draftStatus={draftStatus}
          onDraftStatus={setDraftStatus}
        />
      </form>
    </>
  );
}
