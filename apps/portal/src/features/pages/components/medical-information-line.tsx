import { telHref } from '@hcp/contracts/teams';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useGetMedicalInformationQuery } from '../api/pages-api';
import { pagesTexts } from '../texts';

type MedicalInformationLineProps = {
  /** The sentence before the number ("…call Medical Information on "). */
  lead: string;
  /** The sentence before the Contact us link, while no number is set or the call has not answered. */
  leadWithoutLine: string;
};

/**
 * Whom to ask: the Medical Information line editors keep (Settings → Medical Information line), as a `tel:` link with
 * its hours; without a number, the Contact us page.
 */
export function MedicalInformationLine({ lead, leadWithoutLine }: MedicalInformationLineProps) {
  const { data } = useGetMedicalInformationQuery(undefined);
  const line = data?.line;
  if (!line) {
    return (
      <p className="medical-information-line">
        {leadWithoutLine}
        <Link to={paths.contact}>{pagesTexts.landing.contactLink}</Link>.
      </p>
    );
  }
  return (
    <p className="medical-information-line">
      {lead}
      <a className="phone-link" href={telHref(line.phone)}>
        {line.phone}
      </a>
      {line.hours ? ` (${line.hours}).` : '.'}
    </p>
  );
}
