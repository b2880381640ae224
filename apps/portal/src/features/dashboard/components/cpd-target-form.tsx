import { type CpdTarget, CpdTargetSchema } from '@hcp/contracts/dashboard';
import { type SubmitEvent, useId, useRef, useState } from 'react';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { TextField } from '../../../components/ui/text-field/text-field';
import { formFailureOf } from '../../../lib/errors';
import { formValues } from '../../../lib/form-data';
import { RestoredAnswers } from '../../../lib/restored-answers';
import { useSendSigningInAgain } from '../../../lib/sign-in-again';
import { useKeptAnswers } from '../../../lib/use-kept-answers';
import { CPD_TARGET_FORM } from '../kept-target';
import { dashboardTexts } from '../texts';

const texts = dashboardTexts.target;

type Problems = { points?: string; hours?: string };

/** Each field's id, in the form's order: the error summary links to them. */
const fieldIds = { points: 'cpd-target-points', hours: 'cpd-target-hours' };

/** A box's whole number, null when empty, NaN when it is not a whole number. */
function wholeNumberOf(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What the boxes show for a target: empty for none, time in whole hours. */
const boxesOf = (target: CpdTarget) => ({
  points: target.points === null ? '' : String(target.points),
  hours: target.minutes === null ? '' : String(Math.round(target.minutes / 60)),
});

/**
 * The yearly CPD target the "My CPD this year" widget measures against: points and time, either may be left empty.
 * The numbers typed are kept on this device for the account until saved (docs/form-drafts.md), and a session that
 * ends under the save is signed in again over the form, which then saves again. `onSave` resolves once saved.
 */
export function CpdTargetForm({
  target,
  onSave,
}: {
  target: CpdTarget;
  onSave: (target: CpdTarget) => Promise<unknown>;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const kept = useKeptAnswers(CPD_TARGET_FORM, boxesOf(target), () => heading.current?.focus());
  const { send, failure } = useSendSigningInAgain(form);
  const [problems, setProblems] = useState<Problems>({});
  // Counts failed saves: each moves the focus to the summary.
  const [failures, setFailures] = useState(0);
  const failed = () => setFailures((count) => count + 1);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const pointsValue = wholeNumberOf(values.points ?? '');
    const hoursValue = wholeNumberOf(values.hours ?? '');
    const candidate = { points: pointsValue, minutes: hoursValue === null ? null : hoursValue * 60 };
    const parsed = CpdTargetSchema.safeParse(candidate);
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setProblems({
        ...(paths.has('points') ? { points: texts.pointsRange } : {}),
        ...(paths.has('minutes') ? { hours: texts.hoursRange } : {}),
      });
      failed();
      return;
    }
    setProblems({});
    void send(() => onSave(parsed.data)).then((saved) => {
      if (saved) kept.forget();
    }, failed);
  };

  return (
    <form
      key={kept.generation}
      ref={form}
      className="cpd-target-form"
      aria-labelledby={headingId}
      onSubmit={submit}
      onChange={kept.keep}
      noValidate
    >
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {texts.heading}
      </h3>
      {kept.restored && <RestoredAnswers savedAt={kept.restored.savedAt} onClear={kept.clear} headingLevel={4} />}
      <p className="field-hint">{texts.hint}</p>
      <ErrorSummary
        id="cpd-target-summary"
        message={formFailureOf(failure, texts.failed)}
        entries={summaryEntries(fieldIds, problems)}
        focusKey={failures}
        headingLevel={4}
      />
      <div className="cpd-target-fields">
        <TextField
          label={texts.points}
          id={fieldIds.points}
          name="points"
          inputMode="numeric"
          defaultValue={kept.valueOf('points')}
          error={problems.points}
        />
        <TextField
          label={texts.hours}
          id={fieldIds.hours}
          name="hours"
          inputMode="numeric"
          defaultValue={kept.valueOf('hours')}
          error={problems.hours}
        />
      </div>
      <button type="submit" className="button button-primary">
        {texts.save}
      </button>
    </form>
  );
}
