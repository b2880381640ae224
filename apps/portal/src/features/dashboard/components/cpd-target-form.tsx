import { type CpdTarget, CpdTargetSchema } from '@hcp/contracts/dashboard';
import { type SubmitEvent, useId, useState } from 'react';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { TextField } from '../../../components/ui/text-field/text-field';
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

/** The yearly CPD target the "My CPD this year" widget measures against: points and time, either may be left empty. */
export function CpdTargetForm({ target, onSave }: { target: CpdTarget; onSave: (target: CpdTarget) => void }) {
  const headingId = useId();
  const [points, setPoints] = useState(target.points === null ? '' : String(target.points));
  const [hours, setHours] = useState(target.minutes === null ? '' : String(Math.round(target.minutes / 60)));
  const [problems, setProblems] = useState<Problems>({});
  // Counts failed saves: each moves the focus to the summary.
  const [failures, setFailures] = useState(0);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pointsValue = wholeNumberOf(points);
    const hoursValue = wholeNumberOf(hours);
    const candidate = { points: pointsValue, minutes: hoursValue === null ? null : hoursValue * 60 };
    const parsed = CpdTargetSchema.safeParse(candidate);
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setProblems({
        ...(paths.has('points') ? { points: texts.pointsRange } : {}),
        ...(paths.has('minutes') ? { hours: texts.hoursRange } : {}),
      });
      setFailures((count) => count + 1);
      return;
    }
    setProblems({});
    onSave(parsed.data);
  };

  return (
    <form className="cpd-target-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>{texts.heading}</h3>
      <p className="field-hint">{texts.hint}</p>
      <ErrorSummary
        id="cpd-target-summary"
        message={undefined}
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
          value={points}
          error={problems.points}
          onChange={(event) => setPoints(event.target.value)}
        />
        <TextField
          label={texts.hours}
          id={fieldIds.hours}
          name="hours"
          inputMode="numeric"
          value={hours}
          error={problems.hours}
          onChange={(event) => setHours(event.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary">
        {texts.save}
      </button>
    </form>
  );
}
