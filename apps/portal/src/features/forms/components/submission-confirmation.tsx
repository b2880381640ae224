import { FormSubmissionResultSchema } from '@hcp/contracts/forms';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';

import { paths } from '../../../config/paths';
import { formsTexts } from '../texts';
import { MyRequestsLink, ResponseDetails } from './form-confirmation';

const texts = formsTexts.feasibility;

/**
 * `/clinical-trials/feasibility-form/confirmation`: the reference of the feasibility answers just sent, passed in the
 * router's state. Opened directly (or after a reload in another tab) there is none, and it says where to start.
 */
export function FeasibilityConfirmation() {
  const parsed = FormSubmissionResultSchema.safeParse(useLocation().state);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="feasibility-confirmation-heading">
      <h1 id="feasibility-confirmation-heading" ref={heading} tabIndex={-1}>
        {parsed.success ? texts.sentHeading : texts.heading}
      </h1>
      {parsed.success ? (
        <div className="form-confirmation" role="status">
          <p>
            {formsTexts.confirmation.reference}: <strong className="form-reference">{parsed.data.reference}</strong>
          </p>
          <p className="muted">{formsTexts.confirmation.keepReference}</p>
          <ResponseDetails
            result={{
              ...parsed.data,
              message: parsed.data.confirmation.type === 'message' ? parsed.data.confirmation.message : texts.sent,
            }}
          />
          <MyRequestsLink reference={parsed.data.reference} />
        </div>
      ) : (
        <p>{texts.notSent}</p>
      )}
      <p>
        <Link to={paths.clinicalTrials}>{texts.backToTrials}</Link>
      </p>
    </section>
  );
}
