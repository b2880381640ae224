import { type SyntheticEvent, useEffect, useState } from 'react';
import { z } from 'zod';

import { selectToken } from './auth-session';
import { formValues } from './form-data';
import { useAppSelector } from './hooks';
import { forgetKeptAnswers, keepAnswers, keptAnswersAccountOf, keptAnswersOf } from './kept-answers';

/** What a plain form keeps: its text by field name. */
const KeptTextSchema = z.record(z.string(), z.string());
type KeptText = z.infer<typeof KeptTextSchema>;

/** What a plain form holds now that may be kept: every named text, choice and date, never a password or a file. */
export function answersToKeepOf(form: HTMLFormElement): KeptText {
  const passwords = new Set(
    Array.from(form.querySelectorAll<HTMLInputElement>('input[type="password"]'), (input) => input.name),
  );
  return Object.fromEntries(Object.entries(formValues(form)).filter(([name]) => !passwords.has(name)));
}

/** The account's kept text of this form, when there is some, within its lifetime and readable. */
function restoredTextOf(account: string, form: string): { savedAt: string; values: KeptText } | null {
  const record = keptAnswersOf(account, form);
  if (record === null) return null;
  const parsed = KeptTextSchema.safeParse(record.data);
  if (parsed.success) return { savedAt: record.savedAt, values: parsed.data };
  forgetKeptAnswers(account, form);
  return null;
}

/**
 * The answers a plain (uncontrolled) portal form keeps on this device as the person types, for the signed-in account
 * (lib/kept-answers.ts, docs/form-drafts.md): nothing while the form holds only what it opened with, never a password.
 * The form opens with what was kept (`valueOf` for each field's default), shows RestoredAnswers while `restored` is
 * set, passes `keep` as its `onChange`, calls `forget` once sent or given up, and is keyed by `generation`, which
 * `clear` moves on to empty it back to what it opened with.
 */
export function useKeptAnswers(
  /** The form's name among the account's kept answers; a request form's slug never has a slash. */
  form: string,
  /** The values the form opens with by field name, which are not worth keeping. */
  opened: Record<string, string>,
  /** After Clear restored answers has emptied the form: where the focus goes. */
  onCleared: () => void,
) {
  const account = keptAnswersAccountOf(useAppSelector(selectToken));
  // Read once, as the form opens: what this account typed here before and did not send.
  const [restored, setRestored] = useState(() => (account === null ? null : restoredTextOf(account, form)));
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (generation > 0) onCleared();
    // Only after a clear: the callback is a new function at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation]);

  const forget = () => {
    if (account !== null) forgetKeptAnswers(account, form);
    setRestored(null);
  };
  return {
    restored,
    generation,
    /** A field's value as the form opens: what was kept, else what it opens with. */
    valueOf: (name: string): string => restored?.values[name] ?? opened[name] ?? '',
    keep: (event: SyntheticEvent<HTMLFormElement>) => {
      if (account === null) return;
      const answers = answersToKeepOf(event.currentTarget);
      const changed = Object.entries(answers).some(([name, value]) => value !== (opened[name] ?? ''));
      if (changed) keepAnswers(account, form, answers);
      else forgetKeptAnswers(account, form);
    },
    forget,
    clear: () => {
      forget();
      setGeneration((count) => count + 1);
    },
  };
}
