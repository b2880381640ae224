import { currentYearPeriod, formatMinutes } from '@hcp/contracts/cpd-period';
import type { CpdTarget } from '@hcp/contracts/dashboard';
import { useId } from 'react';
import { Link } from 'react-router';

import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { cpdLogApi, useGetCpdLogQuery } from '../api/cpd-log-api';
import { cpdLogTexts } from '../texts';

const texts = cpdLogTexts.widget;

/** This year's entries, the first page: what the widget reads. */
const thisYear = () => ({ ...currentYearPeriod(), page: 1 });

/** What the widget reads, asked for as soon as the dashboard's answer lists it (app/dashboard-widgets.tsx). */
export const prefetchCpdThisYear = () => cpdLogApi.util.prefetch('getCpdLog', thisYear(), {});

function Progress({ label, value, target, shown }: { label: string; value: number; target: number; shown: string }) {
  const id = useId();
  return (
    <div className="cpd-progress">
      <label htmlFor={id}>{label}</label>
      <meter id={id} min={0} max={target} value={Math.min(value, target)} aria-valuetext={shown} />
      <span className="muted">{shown}</span>
    </div>
  );
}

/** The dashboard's "My CPD this year": points and time logged this calendar year, against the user's target. */
export function CpdThisYearWidget({ target }: { target: CpdTarget }) {
  const query = useGetCpdLogQuery(thisYear());
  return (
    <QueryView query={query} loading={texts.loading}>
      {({ totals }) => (
        <>
          <dl className="cpd-this-year">
            <div>
              <dt>{texts.points}</dt>
              <dd>
                {totals.points} {target.points !== null && texts.ofTarget(String(target.points))}
              </dd>
            </div>
            <div>
              <dt>{texts.time}</dt>
              <dd>
                {formatMinutes(totals.minutes)}{' '}
                {target.minutes !== null && texts.ofTarget(formatMinutes(target.minutes))}
              </dd>
            </div>
          </dl>
          {target.points !== null && (
            <Progress
              label={texts.pointsProgress}
              value={totals.points}
              target={target.points}
              shown={`${String(totals.points)} ${texts.ofTarget(String(target.points))}`}
            />
          )}
          {target.minutes !== null && (
            <Progress
              label={texts.timeProgress}
              value={totals.minutes}
              target={target.minutes}
              shown={`${formatMinutes(totals.minutes)} ${texts.ofTarget(formatMinutes(target.minutes))}`}
            />
          )}
          {target.points === null && target.minutes === null && <p className="muted">{texts.noTarget}</p>}
          <p>
            <Link to={paths.cpdLog}>{texts.log}</Link>
          </p>
        </>
      )}
    </QueryView>
  );
}
