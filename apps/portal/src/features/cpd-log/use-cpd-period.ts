import { type CpdPeriod, CpdPeriodQuerySchema, resolvePeriod } from '@hcp/contracts/cpd-log';
import { useSearchParams } from 'react-router';

/** The log's period from `?from=&to=`: the current year unless the address names a valid one. */
export function useCpdPeriod(): [CpdPeriod, (period: CpdPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = CpdPeriodQuerySchema.safeParse({
    from: searchParams.get('from') ?? undefined,
    to: searchParams.get('to') ?? undefined,
  });
  const period = resolvePeriod(requested.success ? requested.data : {});
  // A new period starts at its first page.
  const choose = ({ from, to }: CpdPeriod) => setSearchParams({ from, to });
  return [period, choose];
}
