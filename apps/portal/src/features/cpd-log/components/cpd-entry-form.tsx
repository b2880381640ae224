import { type CpdEntry, CpdEntryInputSchema, isoDay } from '@hcp/contracts/cpd-log';
import { useEffect, useRef } from 'react';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useAppDispatch } from '../../../lib/hooks';
import { RestoredAnswers } from '../../../lib/restored-answers';
import { showToast } from '../../../lib/show-toast';
import { useSendSigningInAgain } from '../../../lib/sign-in-again';
import { useKeptAnswers } from '../../../lib/use-kept-answers';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useAddCpdEntryMutation, useUpdateCpdEntryMutation } from '../api/cpd-log-api';
import { entryFromForm, formFromEntry } from '../entry-form';
import { cpdLogTexts } from '../texts';
import { TextAreaField } from './text-area-field';

const texts = cpdLogTexts.form;
/** The form's fields (the contract's dotted paths), in the order they show. */
const fieldNames = [
  'title',
  'date',
  'cpd.type',
  'cpd.display',
  'cpd.category',
  'cpd.points',
  'cpd.time.value',
  'cpd.time.unit',
  'planning',
  'reflection.learned',
  'reflection.practice',
  'peerDiscussion',
] as const;

/** The entry form's name among the answers kept on this device: the add form's, or an entry's edit form's. */
export const cpdEntryFormName = (entryId?: number) =>
  `cpd-log/entry/${entryId === undefined ? 'new' : String(entryId)}`;

/** The entry whose form has answers kept (`new` for the add form), from the names of the kept forms. */
export function keptCpdEntryOf(formNames: readonly string[]): number | 'new' | null {
  const ids = formNames.flatMap((name) => /^cpd-log\/entry\/(new|\d+)$/.exec(name)?.slice(1) ?? []);
  if (ids.includes('new')) return 'new';
  return ids[0] === undefined ? null : Number(ids[0]);
}

const options = <T extends string>(labels: Record<T, string>) =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/** Adds an entry of the user's own, or changes one (`entry`); `onDone` closes the form. */
export function CpdEntryForm({ entry, onDone }: { entry?: CpdEntry; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [add, added] = useAddCpdEntryMutation();
  const [update, updated] = useUpdateCpdEntryMutation();
  const { isLoading } = entry ? updated : added;
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const headingId = `cpd-entry-form-${entry ? String(entry.id) : 'new'}`;
  // A new entry starts today, self-directed, counted in time; what was typed and not sent comes back over that.
  const kept = useKeptAnswers(cpdEntryFormName(entry?.id), formFromEntry(entry, isoDay(new Date())), () =>
    heading.current?.focus(),
  );
  // A session that ended under the form: signed in again over it, the entry goes again as typed.
  const { send, failure: error } = useSendSigningInAgain(form);

  useEffect(() => heading.current?.focus(), []);

  // Ids the error summary links to; unique per form, since an edit form and the add form can be open at once.
  const fieldIds = Object.fromEntries(
    fieldNames.map((name) => [name, `${headingId}-${name.replace(/\./g, '-')}`]),
  ) as Record<(typeof fieldNames)[number], string>;

  const { clientErrors, onSubmit, failures } = useValidatedSubmit(
    CpdEntryInputSchema,
    async (input) => {
      const sent = await send(() => (entry ? update({ id: entry.id, changes: input }).unwrap() : add(input).unwrap()));
      if (!sent) return;
      kept.forget();
      void dispatch(showToast({ variant: 'success', title: entry ? texts.updated : texts.added, text: input.title }));
      onDone();
    },
    entryFromForm,
  );
  const errors = { ...fieldErrorsOf(error), ...clientErrors };
  // Cancel gives up what was typed: nothing of it is offered again.
  const cancel = () => {
    kept.forget();
    onDone();
  };

  return (
    <form
      key={kept.generation}
      ref={form}
      className="cpd-entry-form"
      noValidate
      onSubmit={onSubmit}
      onChange={kept.keep}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {entry ? texts.editHeading(entry.title) : texts.addHeading}
      </h3>
      {kept.restored && <RestoredAnswers savedAt={kept.restored.savedAt} onClear={kept.clear} headingLevel={4} />}
      <ErrorSummary
        id={`${headingId}-summary`}
        message={formFailureOf(error, texts.failed)}
        entries={summaryEntries(fieldIds, errors)}
        focusKey={failures}
        headingLevel={4}
      />
      <TextField
        label={texts.title}
        id={fieldIds.title}
        name="title"
        hint={texts.titleHint}
        defaultValue={kept.valueOf('title')}
        error={errors.title}
        maxLength={200}
      />
      <TextField
        label={texts.date}
        id={fieldIds.date}
        name="date"
        type="date"
        defaultValue={kept.valueOf('date')}
        error={errors.date}
      />
      <div className="cpd-entry-form-row">
        <SelectField
          label={texts.type}
          id={fieldIds['cpd.type']}
          name="cpd.type"
          options={options(texts.types)}
          defaultValue={kept.valueOf('cpd.type')}
          error={errors['cpd.type']}
        />
        <SelectField
          label={texts.display}
          id={fieldIds['cpd.display']}
          name="cpd.display"
          options={options(texts.displays)}
          defaultValue={kept.valueOf('cpd.display')}
          error={errors['cpd.display']}
        />
        <TextField
          label={texts.category}
          id={fieldIds['cpd.category']}
          name="cpd.category"
          inputMode="numeric"
          hint={texts.categoryHint}
          defaultValue={kept.valueOf('cpd.category')}
          error={errors['cpd.category']}
        />
      </div>
      <div className="cpd-entry-form-row">
        <TextField
          label={texts.points}
          id={fieldIds['cpd.points']}
          name="cpd.points"
          inputMode="decimal"
          defaultValue={kept.valueOf('cpd.points')}
          error={errors['cpd.points']}
        />
        <TextField
          label={texts.timeValue}
          id={fieldIds['cpd.time.value']}
          name="cpd.time.value"
          inputMode="decimal"
          defaultValue={kept.valueOf('cpd.time.value')}
          error={errors['cpd.time.value']}
        />
        <SelectField
          label={texts.timeUnit}
          id={fieldIds['cpd.time.unit']}
          name="cpd.time.unit"
          options={options(texts.units)}
          defaultValue={kept.valueOf('cpd.time.unit')}
          error={errors['cpd.time.unit']}
        />
      </div>
      <SelectField
        label={texts.planning}
        id={fieldIds.planning}
        name="planning"
        options={options(texts.plannings)}
        defaultValue={kept.valueOf('planning')}
        error={errors.planning}
      />
      <TextAreaField
        label={texts.learned}
        id={fieldIds['reflection.learned']}
        name="reflection.learned"
        defaultValue={kept.valueOf('reflection.learned')}
        error={errors['reflection.learned']}
        maxLength={5000}
      />
      <TextAreaField
        label={texts.practice}
        id={fieldIds['reflection.practice']}
        name="reflection.practice"
        defaultValue={kept.valueOf('reflection.practice')}
        error={errors['reflection.practice']}
        maxLength={5000}
      />
      <TextAreaField
        label={texts.peerDiscussion}
        id={fieldIds.peerDiscussion}
        name="peerDiscussion"
        defaultValue={kept.valueOf('peerDiscussion')}
        error={errors.peerDiscussion}
        maxLength={5000}
      />
      <div className="cpd-actions">
        <button type="submit" className="button button-primary" disabled={isLoading}>
          {isLoading ? texts.saving : texts.save}
        </button>
        <button type="button" className="button button-secondary" onClick={cancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
