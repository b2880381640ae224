import { type CpdPeriod, CpdPeriodQuerySchema } from '@hcp/contracts/cpd-log';

import { TextField } from '../../../components/ui/text-field/text-field';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { cpdLogTexts } from '../texts';

const texts = cpdLogTexts.period;

/** Chooses the period the totals, the entries and the exports cover. */
export function CpdPeriodForm({ period, onChange }: { period: CpdPeriod; onChange: (period: CpdPeriod) => void }) {
  const { clientErrors, onSubmit } = useValidatedSubmit(CpdPeriodQuerySchema, (chosen) => {
    onChange({ from: chosen.from ?? period.from, to: chosen.to ?? period.to });
    return Promise.resolve();
  });
  return (
    // The key resets the fields when the period changes elsewhere (the address, back and forward).
    <form key={`${period.from}/${period.to}`} className="cpd-period" noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>{texts.legend}</legend>
        <TextField label={texts.from} name="from" type="date" defaultValue={period.from} error={clientErrors.from} />
        <TextField label={texts.to} name="to" type="date" defaultValue={period.to} error={clientErrors.to} />
        <button type="submit" className="button button-secondary">
          {texts.show}
        </button>
      </fieldset>
    </form>
  );
}
