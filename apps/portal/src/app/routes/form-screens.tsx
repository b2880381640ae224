import { type FormSubmissionResult, SCREEN_FORMS } from '@hcp/contracts/forms';
import { useNavigate, useParams, useSearchParams } from 'react-router';

import { Loading } from '../../components/ui/status-screens/status-screens';
import { paths } from '../../config/paths';
import { useGetAccountQuery } from '../../features/account/api/account-api';
import { PinToggle } from '../../features/clinical-requests/components/pin-toggle';
import { useGetClinicalTrialQuery } from '../../features/clinical-trials/api/clinical-trials-api';
import type { PrefillValues } from '../../features/forms/components/form-renderer';
import { FormScreen } from '../../features/forms/components/form-screen';
import { OfflineFormCopy } from '../../features/forms/components/offline-form-copy';
import { formsTexts } from '../../features/forms/texts';
import { PublicPageView } from '../../features/pages/components/public-page';
import { selectIsAuthenticated } from '../../lib/auth-session';
import { useAppSelector } from '../../lib/hooks';
import { useOfflineReader } from '../../lib/offline-reading';
import { RequestCallbackLink } from '../request-callback-link';

/**
 * The signed-in user's details for the fields that ask for them; undefined while the account loads. Logged out
 * (the contact form) nothing is filled in.
 */
function useAccountPrefill(): PrefillValues | undefined {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const { data: account, isLoading } = useGetAccountQuery(undefined, { skip: !authenticated });
  if (!authenticated || !account) return isLoading ? undefined : {};
  return {
    'first-name': account.firstName,
    'last-name': account.lastName,
    'full-name': `${account.firstName} ${account.lastName}`.trim(),
    email: account.email,
  };
}

/** A form on its own screen, once the account's details are there to fill it in. */
function AccountForm({ slug }: { slug: string }) {
  const prefill = useAccountPrefill();
  if (!prefill) return <Loading label={formsTexts.loading} />;
  return <FormScreen slug={slug} prefill={prefill} />;
}

/**
 * `/clinical-requests/form/:slug`: a clinical request form, with its pin toggle beside the title. With the server out
 * of reach, a pinned form's saved definition, read-only (docs/offline.md).
 */
export function ClinicalRequestFormRoute() {
  const { slug = '' } = useParams();
  const prefill = useAccountPrefill();
  const reader = useOfflineReader();
  if (reader?.offline) return <OfflineFormCopy accountId={reader.accountId} slug={slug} />;
  if (!prefill) return <Loading label={formsTexts.loading} />;
  return (
    <FormScreen
      slug={slug}
      prefill={prefill}
      actions={({ id, slug: formSlug, title, description, kind, category }) =>
        kind === 'clinical-request' ? (
          <PinToggle form={{ id, slug: formSlug, title, description, kind, category }} />
        ) : null
      }
    />
  );
}

export const PricingRequestRoute = () => <AccountForm slug={SCREEN_FORMS.pricingRequest.slug} />;
export const ReportIssueRoute = () => <AccountForm slug={SCREEN_FORMS.reportIssue.slug} />;
export const RequestCallbackRoute = () => <AccountForm slug={SCREEN_FORMS.callback.slug} />;

/** `/contact`: the contact page the editors write, then the public contact form (it works logged out). */
export function ContactRoute() {
  const prefill = useAccountPrefill();
  return (
    <>
      <PublicPageView slug="contact" />
      <RequestCallbackLink />
      {prefill ? (
        <FormScreen slug={SCREEN_FORMS.contact.slug} prefill={prefill} headingLevel={2} optional />
      ) : (
        <Loading label={formsTexts.loading} />
      )}
    </>
  );
}

/**
 * `/clinical-trials/feasibility-form/handler?trial=<slug>`: the feasibility questionnaire, filled in with the trial
 * and the user; a success opens the confirmation screen with the reference.
 */
export function FeasibilityFormRoute() {
  const navigate = useNavigate();
  const trialSlug = useSearchParams()[0].get('trial') ?? '';
  const trial = useGetClinicalTrialQuery(trialSlug, { skip: trialSlug === '' });
  const prefill = useAccountPrefill();
  // currentData only: the questionnaire never names the trial of an earlier visit while this one loads.
  if (!prefill || (trial.isFetching && !trial.currentData)) {
    return <Loading label={formsTexts.feasibility.loadingTrial} />;
  }
  // An unknown trial still leaves the questionnaire usable: the user can name the trial themselves.
  const trialName = trial.currentData ? `${trial.currentData.title} (${trial.currentData.shortTitle})` : trialSlug;
  const onSubmitted = (result: FormSubmissionResult) => void navigate(paths.feasibilityConfirmation, { state: result });
  return (
    <FormScreen
      slug={SCREEN_FORMS.feasibility.slug}
      prefill={{ ...prefill, trial: trialName }}
      onSubmitted={onSubmitted}
    />
  );
}
