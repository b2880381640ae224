import type { DraftFile } from '@hcp/contracts/form-drafts';
import type { FieldValue, FormDefinition, FormPrefill } from '@hcp/contracts/forms';
import type { RefObject } from 'react';

import type { ProductLineDraft } from '../validation';
import { BotCheck, type BotCheckHandle } from './bot-check';
import { FormField } from './form-field';
import { BOT_CHECK_KEY } from './use-form-submit';

/** Where the portal's account and the opened trial fill fields in before the user types. */
export type PrefillValues = Partial<Record<FormPrefill, string>>;

type FormFieldsProps = {
  definition: FormDefinition;
  fieldId: (name: string) => string;
  errors: Record<string, string>;
  prefill: PrefillValues;
  maxFileBytes: number;
  productLines: Record<string, ProductLineDraft[]>;
  onProductLinesChange: (name: string, lines: ProductLineDraft[]) => void;
  initialValues: Record<string, FieldValue>;
  keptFiles: DraftFile[];
  onRemoveSavedFile: (removed: DraftFile) => void;
  botCheck: RefObject<BotCheckHandle | null>;
};

/** Each field of the form as its type draws it, with its problem, prefill and kept files, then the bot check. */
export function FormFields({
  definition,
  fieldId,
  errors,
  prefill,
  maxFileBytes,
  productLines,
  onProductLinesChange,
  initialValues,
  keptFiles,
  onRemoveSavedFile,
  botCheck,
}: FormFieldsProps) {
  return (
    <>
      {definition.fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          id={fieldId(field.name)}
          error={errors[field.name]}
          prefill={field.prefill === null ? undefined : prefill[field.prefill]}
          maxFileBytes={maxFileBytes}
          productLines={productLines[field.name] ?? []}
          onProductLinesChange={(lines) => onProductLinesChange(field.name, lines)}
          initial={initialValues[field.name]}
          savedFiles={keptFiles.filter((file) => file.field === field.name)}
          onRemoveSavedFile={onRemoveSavedFile}
        />
      ))}
      {definition.botCheck && <BotCheck ref={botCheck} id={fieldId(BOT_CHECK_KEY)} error={errors[BOT_CHECK_KEY]} />}
    </>
  );
}
