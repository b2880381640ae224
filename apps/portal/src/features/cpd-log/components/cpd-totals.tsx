import { type CpdLog, formatMinutes } from '@hcp/contracts/cpd-log';

import { formatDate } from '../../../components/ui/governance/governance-note';
import { cpdLogTexts } from '../texts';

const texts = cpdLogTexts.totals;

/** The totals of the period: entries, points, time, and how many were planned. */
export function CpdTotals({ log }: { log: CpdLog }) {
  const { totals } = log;
  return (
    <section className="cpd-totals" aria-labelledby="cpd-totals-heading">
      <h2 id="cpd-totals-heading">{texts.heading(formatDate(log.from), formatDate(log.to))}</h2>
      <dl>
        <div>
          <dt>{texts.entries}</dt>
          <dd>{totals.entries}</dd>
        </div>
        <div>
          <dt>{texts.points}</dt>
          <dd>{totals.points}</dd>
        </div>
        <div>
          <dt>{texts.time}</dt>
          <dd>{formatMinutes(totals.minutes)}</dd>
        </div>
        <div>
          <dt>{texts.planned}</dt>
          <dd>{totals.planned}</dd>
        </div>
        <div>
          <dt>{texts.unplanned}</dt>
          <dd>{totals.unplanned}</dd>
        </div>
      </dl>
    </section>
  );
}
