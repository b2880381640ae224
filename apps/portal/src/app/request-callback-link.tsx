import { Link } from 'react-router';

import { paths } from '../config/paths';
import { useGetAccountQuery } from '../features/account/api/account-api';
import { selectIsAuthenticated } from '../lib/auth-session';
import { useAppSelector } from '../lib/hooks';
import { appTexts } from './texts';

const texts = appTexts.requestCallback;

/** Offers /request-callback where people look for someone to talk to; only to users holding its capability. */
export function RequestCallbackLink() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const { data: account } = useGetAccountQuery(undefined, { skip: !authenticated });
  if (!authenticated || !account?.capabilities.includes('wb_read_report_issue')) return null;
  return (
    <p className="request-callback">
      {texts.before}
      <Link to={paths.requestCallback}>{texts.link}</Link>
      {texts.after}
    </p>
  );
}
