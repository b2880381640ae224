import type { DraftFile, FormDraft } from '@hcp/contracts/form-drafts';
import type { FormDefinition } from '@hcp/contracts/forms';
import type { RefObject } from 'react';

import { formsTexts } from '../texts';
import type { ProductLineDraft, UploadLimits } from '../validation';
import { SaveDraft } from './save-draft';

const texts = formsTexts;

type FormActionsProps = {
  definition: FormDefinition;
  sending: boolean;
  /** Drafts are for forms that need an account (never the public contact form). */
  draftable: boolean;
  form: RefObject<HTMLFormElement | null>;
  productLines: Record<string, ProductLineDraft[]>;
  keptFiles: DraftFile[];
  limits: UploadLimits;
  onDraftSaved: (saved: FormDraft) => void;
  onDraftProblems: (problems: Record<string, string>) => void;
  draftStatus: string | undefined;
  onDraftStatus: (status: string | undefined) => void;
};

/** The form's submit button, saying when it is sending, and the draft's save button with its status. */
export function FormActions({
  definition,
  sending,
  draftable,
  form,
  productLines,
  keptFiles,
  limits,
  onDraftSaved,
  onDraftProblems,
  draftStatus,
  onDraftStatus,
}: FormActionsProps) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? texts.submitting : definition.submitLabel}
      </button>
      {draftable && (
        <SaveDraft
          definition={definition}
          form={form}
          productLines={productLines}
          keptFiles={keptFiles}
          limits={limits}
          disabled={sending}
          onSaved={onDraftSaved}
          onProblems={onDraftProblems}
          status={draftStatus}
          onStatus={onDraftStatus}
        />
      )}
    </div>
  );
}
