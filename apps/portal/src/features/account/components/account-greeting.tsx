import type { Account } from '@hcp/contracts/account';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { QueryError } from '../../../components/ui/query-error/query-error';
import { SIDE_MENU, visibleTo } from '../../../config/layout';
import { paths } from '../../../config/paths';
import { useGetAccountQuery } from '../api/account-api';
import { accountTexts } from '../texts';

const texts = accountTexts.greeting;

/**
 * The signed-in home's heading: who is signed in, and whether their account has access yet. `areas` lists the areas
 * the account may open (the dashboard, when shown, takes their place).
 */
/** The line that says whom to ask, after its lead sentence (the app gives the Medical Information line). */
export type WhomToAsk = (words: { lead: string; leadWithoutLine: string }) => ReactNode;

type AccountGreetingProps = { areas?: boolean; whomToAsk: WhomToAsk };

export function AccountGreeting({ areas: listAreas = true, whomToAsk }: AccountGreetingProps) {
  const { data: account, error, isLoading } = useGetAccountQuery(undefined);

  if (isLoading) {
    return (
      <p role="status" className="loading">
        {texts.loading}
      </p>
    );
  }
  if (error) return <QueryError error={error} />;
  if (!account) return null;
  const areas = visibleTo(SIDE_MENU, account.capabilities).filter((entry) => entry.path !== paths.home);

  return (
    <section aria-labelledby="greeting-heading">
      <h1 id="greeting-heading">{texts.welcome(account.firstName, account.lastName)}</h1>
      <p className="muted">{texts.signedInAs(account.email)}</p>
      {listAreas && areas.length > 0 && (
        <nav aria-labelledby="areas-heading" className="areas">
          <h2 id="areas-heading">{texts.yourAreas}</h2>
          <ul>
            {areas.map((area) => (
              <li key={area.path}>
                <Link to={area.path}>{area.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {account.roles.length === 0 && (
        <NoAccessYet status={account.status} email={account.email} whomToAsk={whomToAsk} />
      )}
    </section>
  );
}

/**
 * An account that may open no area: one waiting for approval says what happens, how long it usually takes (the fixed
 * text of docs/design-system.md, "The unapproved-account screen") and whom to ask; any other says whom to ask.
 */
function NoAccessYet({ status, email, whomToAsk }: { status: Account['status']; email: string; whomToAsk: WhomToAsk }) {
  if (status === 'pending') {
    const words = texts.awaitingApproval;
    return (
      <section className="no-access-yet" aria-labelledby="no-access-heading">
        <h2 id="no-access-heading">{words.heading}</h2>
        <p>{words.checking}</p>
        <p>{words.next(email)}</p>
        {whomToAsk({ lead: words.questions, leadWithoutLine: words.questionsNoLine })}
      </section>
    );
  }
  const words = texts.noAccess;
  return (
    <section className="no-access-yet" aria-labelledby="no-access-heading">
      <h2 id="no-access-heading">{words.heading}</h2>
      <p>{words.text}</p>
      {whomToAsk({ lead: words.questions, leadWithoutLine: words.questionsNoLine })}
    </section>
  );
}
