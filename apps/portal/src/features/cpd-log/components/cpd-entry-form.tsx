import { type CpdEntry, CpdEntryInputSchema, isoDay } from '@hcp/contracts/cpd-log';
import { useEffect, useRef } from 'react';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useAppDispatch } from '../../../lib/hooks';
import { showToast } from '../../../lib/show-toast';
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

const options = <T extends string>(labels: Record<T, string>) =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/** Adds an entry of the user's own, or changes one (`entry`); `onDone` closes the form. */
export function CpdEntryForm({ entry, onDone }: { entry?: CpdEntry; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [add, added] = useAddCpdEntryMutation();
  const [update, updated] = useUpdateCpdEntryMutation();
  const { error, isLoading } = entry ? updated : added;
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `cpd-entry-form-${entry ? String(entry.id) : 'new'}`;

  useEffect(() => heading.current?.focus(), []);

  // Ids the error summary links to; unique per form, since an edit form and the add form can be open at once.
  const fieldIds = Object.fromEntries(
    fieldNames.map((name) => [name, `${headingId}-${name.replace(/\./g, '-')}`]),
  ) as Record<(typeof fieldNames)[number], string>;

  const { clientErrors, onSubmit, failures } = useValidatedSubmit(
    CpdEntryInputSchema,
    async (input) => {
      if (entry) await update({ id: entry.id, changes: input }).unwrap();
      else await add(input).unwrap();
      void dispatch(showToast({ variant: 'success', title: entry ? texts.updated : texts.added, text: input.title }));
      onDone();
    },
    entryFromForm,
  );
  const errors = { ...fieldErrorsOf(error), ...clientErrors };
  const values = formFromEntry(entry, isoDay(new Date()));

  return (
    <form className="cpd-entry-form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {entry ? texts.editHeading(entry.title) : texts.addHeading}
      </h3>
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
        defaultValue={values.title}
        error={errors.title}
        maxLength={200}
      />
      <TextField
        label={texts.date}
        id={fieldIds.date}
        name="date"
        type="date"
        defaultValue={values.date}
        error={errors.date}
      />
      <div className="cpd-entry-form-row">
        <SelectField
          label={texts.type}
          id={fieldIds['cpd.type']}
          name="cpd.type"
          options={options(texts.types)}
          defaultValue={values['cpd.type']}
          error={errors['cpd.type']}
        />
        <SelectField
          label={texts.display}
          id={fieldIds['cpd.display']}
          name="cpd.display"
          options={options(texts.displays)}
          defaultValue={values['cpd.display']}
          error={errors['cpd.display']}
        />
        <TextField
          label={texts.category}
          id={fieldIds['cpd.category']}
          name="cpd.category"
          inputMode="numeric"
          hint={texts.categoryHint}
          defaultValue={values['cpd.category']}
          error={errors['cpd.category']}
        />
      </div>
      <div className="cpd-entry-form-row">
        <TextField
          label={texts.points}
          id={fieldIds['cpd.points']}
          name="cpd.points"
          inputMode="decimal"
          defaultValue={values['cpd.points']}
          error={errors['cpd.points']}
        />
        <TextField
          label={texts.timeValue}
          id={fieldIds['cpd.time.value']}
          name="cpd.time.value"
          inputMode="decimal"
          defaultValue={values['cpd.time.value']}
          error={errors['cpd.time.value']}
        />
        <SelectField
          label={texts.timeUnit}
          id={fieldIds['cpd.time.unit']}
          name="cpd.time.unit"
          options={options(texts.units)}
          defaultValue={values['cpd.time.unit']}
          error={errors['cpd.time.unit']}
        />
      </div>
      <SelectField
        label={texts.planning}
        id={fieldIds.planning}
        name="planning"
        options={options(texts.plannings)}
        defaultValue={values.planning}
        error={errors.planning}
      />
      <TextAreaField
        label={texts.learned}
        id={fieldIds['reflection.learned']}
        name="reflection.learned"
        defaultValue={values['reflection.learned']}
        error={errors['reflection.learned']}
        maxLength={5000}
      />
      <TextAreaField
        label={texts.practice}
        id={fieldIds['reflection.practice']}
        name="reflection.practice"
        defaultValue={values['reflection.practice']}
        error={errors['reflection.practice']}
        maxLength={5000}
      />
      <TextAreaField
        label={texts.peerDiscussion}
        id={fieldIds.peerDiscussion}
        name="peerDiscussion"
        defaultValue={values.peerDiscussion}
        error={errors.peerDiscussion}
        maxLength={5000}
      />
      <div className="cpd-actions">
        <button type="submit" className="button button-primary" disabled={isLoading}>
          {isLoading ? texts.saving : texts.save}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
