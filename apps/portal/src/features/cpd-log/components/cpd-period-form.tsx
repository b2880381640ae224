import { type CpdPeriod, CpdPeriodQuerySchema } from '@hcp/contracts/cpd-log';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { TextField } from '../../../components/ui/text-field/text-field';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { cpdLogTexts } from '../texts';

const texts = cpdLogTexts.period;

/** Each field's id, in the form's order: the error summary links to them. */
const fieldIds = { from: 'cpd-period-from', to: 'cpd-period-to' };

/** Chooses the period the totals, the entries and the exports cover. */
export function CpdPeriodForm({ period, onChange }: { period: CpdPeriod; onChange: (period: CpdPeriod) => void }) {
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(CpdPeriodQuerySchema, (chosen) => {
    onChange({ from: chosen.from ?? period.from, to: chosen.to ?? period.to });
    return Promise.resolve();
  });
  return (
    // The key resets the fields when the period changes elsewhere (the address, back and forward).
    <form key={`${period.from}/${period.to}`} className="cpd-period" noValidate onSubmit={onSubmit}>
      <ErrorSummary
        id="cpd-period-summary"
        message={undefined}
        entries={summaryEntries(fieldIds, clientErrors)}
        focusKey={failures}
        headingLevel={3}
      />
      <fieldset>
        <legend>{texts.legend}</legend>
        <TextField
          label={texts.from}
          id={fieldIds.from}
          name="from"
          type="date"
          defaultValue={period.from}
          error={clientErrors.from}
        />
        <TextField
          label={texts.to}
          id={fieldIds.to}
          name="to"
          type="date"
          defaultValue={period.to}
          error={clientErrors.to}
        />
        <button type="submit" className="button button-secondary">
          {texts.show}
        </button>
      </fieldset>
    </form>
  );
}
