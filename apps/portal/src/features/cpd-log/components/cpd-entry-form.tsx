import { type CpdEntry, CpdEntryInputSchema, isoDay } from '@hcp/contracts/cpd-log';
import { useEffect, useRef } from 'react';

import { FormAlert } from '../../../components/ui/form-alert/form-alert';
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

  const { clientErrors, onSubmit } = useValidatedSubmit(
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
      <FormAlert error={formFailureOf(error, texts.failed)} />
      <TextField
        label={texts.title}
        name="title"
        hint={texts.titleHint}
        defaultValue={values.title}
        error={errors.title}
        maxLength={200}
      />
      <TextField label={texts.date} name="date" type="date" defaultValue={values.date} error={errors.date} />
      <div className="cpd-entry-form-row">
        <SelectField
          label={texts.type}
          name="cpd.type"
          options={options(texts.types)}
          defaultValue={values['cpd.type']}
          error={errors['cpd.type']}
        />
        <SelectField
          label={texts.display}
          name="cpd.display"
          options={options(texts.displays)}
          defaultValue={values['cpd.display']}
          error={errors['cpd.display']}
        />
        <TextField
          label={texts.category}
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
          name="cpd.points"
          inputMode="decimal"
          defaultValue={values['cpd.points']}
          error={errors['cpd.points']}
        />
        <TextField
          label={texts.timeValue}
          name="cpd.time.value"
          inputMode="decimal"
          defaultValue={values['cpd.time.value']}
          error={errors['cpd.time.value']}
        />
        <SelectField
          label={texts.timeUnit}
          name="cpd.time.unit"
          options={options(texts.units)}
          defaultValue={values['cpd.time.unit']}
          error={errors['cpd.time.unit']}
        />
      </div>
      <SelectField
        label={texts.planning}
        name="planning"
        options={options(texts.plannings)}
        defaultValue={values.planning}
        error={errors.planning}
      />
      <TextAreaField
        label={texts.learned}
        name="reflection.learned"
        defaultValue={values['reflection.learned']}
        error={errors['reflection.learned']}
        maxLength={5000}
      />
      <TextAreaField
        label={texts.practice}
        name="reflection.practice"
        defaultValue={values['reflection.practice']}
        error={errors['reflection.practice']}
        maxLength={5000}
      />
      <TextAreaField
        label={texts.peerDiscussion}
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
