import type { Governance } from '@hcp/contracts/content';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { GovernanceNote } from './governance-note';

const governance: Governance = {
  approvalCode: 'HCP-UK-0301',
  dateOfPreparation: '2026-11-01',
  reviewBy: '2028-11-01',
  updatedAt: '2026-11-20T09:30:00.000Z',
  certifiedBy: null,
};

describe('GovernanceNote', () => {
  it('names who certified the item, as what, and on which day, after the approval code and its dates', () => {
    render(
      <GovernanceNote
        governance={{
          ...governance,
          // Late in the evening: the day shown is the certificate's calendar day in UTC, as for "Last updated".
          certifiedBy: {
            name: 'Dr Lena Okafor',
            profession: 'medical-practitioner',
            certifiedAt: '2026-11-22T23:40:00Z',
          },
        }}
      />,
    );
    const note = screen.getByText(/HCP-UK-0301/);
    expect(note).toHaveTextContent(
      'Last updated 20 November 2026 · HCP-UK-0301 · Date of preparation: 1 November 2026 · Review by: 1 November 2028 · ' +
        'Certified by Dr Lena Okafor, registered medical practitioner, on 22 November 2026',
    );
    expect(screen.getByText('22 November 2026')).toHaveAttribute('dateTime', '2026-11-22T23:40:00Z');
  });

  it('says a pharmacist certified it in the words of their register', () => {
    render(
      <GovernanceNote
        governance={{
          ...governance,
          certifiedBy: { name: 'Asha Rao', profession: 'pharmacist', certifiedAt: '2026-11-21T10:00:00.000Z' },
        }}
      />,
    );
    expect(screen.getByText(/HCP-UK-0301/)).toHaveTextContent(
      /Review by: 1 November 2028 · Certified by Asha Rao, registered pharmacist, on 21 November 2026$/,
    );
  });

  it('shows no certification for an item nobody certified', () => {
    render(<GovernanceNote governance={governance} />);
    const note = screen.getByText(/HCP-UK-0301/);
    expect(note).toHaveTextContent(/Review by: 1 November 2028$/);
    expect(note).not.toHaveTextContent(/Certified/);
  });
});
