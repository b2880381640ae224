import { type DraftFile, DraftFileSchema } from '@hcp/contracts/form-drafts';
import { type FieldValue, FieldValueSchema, type FormField } from '@hcp/contracts/forms';
import { z } from 'zod';

import { forgetKeptAnswers, keepAnswers, keptAnswersOf } from '../../lib/kept-answers';
import { type Draft, draftAnswersOf } from './validation';

/**
 * What this browser keeps of a form while it is typed in: the answers in the shape a draft saves them, the saved
 * draft's files still chosen (references to files on the server), and only the names of new files (never their
 * contents: they are attached again).
 */
const KeptFormAnswersSchema = z.object({
  values: z.record(z.string(), FieldValueSchema),
  files: z.array(DraftFileSchema),
  unkeptFiles: z.array(z.string()),
});
export type KeptFormAnswers = z.infer<typeof KeptFormAnswersSchema>;
export type RestoredAnswers = KeptFormAnswers & { savedAt: string };

/** What is worth keeping of the form as it stands; null when nothing is entered (nothing is then kept). */
export function answersToKeep(
  fields: readonly FormField[],
  draft: Draft,
  files: readonly DraftFile[],
): KeptFormAnswers | null {
  const values: Record<string, FieldValue> = draftAnswersOf(fields, draft).values;
  const unkeptFiles = fields
    .filter((field) => field.type === 'file')
    .flatMap((field) => {
      const chosen = draft[field.name];
      return Array.isArray(chosen) ? chosen.filter((item) => item instanceof File).map((file) => file.name) : [];
    });
  if (Object.keys(values).length === 0 && files.length === 0 && unkeptFiles.length === 0) return null;
  return { values, files: [...files], unkeptFiles };
}

/** Keeps the form's answers for the account, or forgets them when there is nothing to keep. */
export function keepFormAnswers(account: string, slug: string, answers: KeptFormAnswers | null): void {
  if (answers === null) forgetKeptAnswers(account, slug);
  else keepAnswers(account, slug, answers);
}

/** The account's kept answers of this form, when there are any, they are still within their lifetime and readable. */
export function restoredAnswersOf(account: string, slug: string, now = Date.now()): RestoredAnswers | null {
  const record = keptAnswersOf(account, slug, now);
  if (record === null) return null;
  const parsed = KeptFormAnswersSchema.safeParse(record.data);
  if (!parsed.success) {
    forgetKeptAnswers(account, slug);
    return null;
  }
  return { ...parsed.data, savedAt: record.savedAt };
}
