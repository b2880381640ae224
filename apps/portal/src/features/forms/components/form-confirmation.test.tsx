import type { FormSubmissionResult } from '@hcp/contracts/forms';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { FormConfirmation, ResponseDetails } from './form-confirmation';

const LINE = { phone: '+44 (0)1223 000 140', hours: 'Monday to Friday, 8:00 to 18:00' };

const result = (changes: Partial<FormSubmissionResult> & { message?: string | null } = {}) => ({
  reference: 'HCP-2026-000003',
  adverseEventNotice: null,
  message: 'Thank you. We will reply within two working days.',
  urgent: false,
  deadline: '2026-12-01',
  medicalInformation: LINE,
  ...changes,
});

// Friday 27 November 2026, 11:00 in London.
const NOW = new Date('2026-11-27T11:00:00Z');

describe('FormConfirmation', () => {
  it('tells an urgent request its deadline, today by name, and the Medical Information number as a tel: link', () => {
    render(
      <MemoryRouter>
        <ResponseDetails
          now={NOW}
          result={result({ urgent: true, deadline: '2026-11-27', message: 'We have marked it as urgent.' })}
        />
      </MemoryRouter>,
    );
    const notice = screen.getByRole('region', { name: 'Urgent request' });
    expect(notice).toHaveTextContent('We have marked it as urgent.');
    expect(notice).toHaveTextContent('We aim to answer by the end of today, Friday 27 November 2026.');
    expect(notice).toHaveTextContent('If the patient cannot wait for our answer, call Medical Information on');
    const call = within(notice).getByRole('link', { name: '+44 (0)1223 000 140' });
    expect(call).toHaveAttribute('href', 'tel:+441223000140');
    expect(notice).toHaveTextContent('(Monday to Friday, 8:00 to 18:00).');
  });

  it('names the day of an urgent request that came too late for today', () => {
    render(<ResponseDetails now={NOW} result={result({ urgent: true, deadline: '2026-11-30' })} />);
    expect(screen.getByRole('region', { name: 'Urgent request' })).toHaveTextContent(
      'We aim to answer by the end of Monday 30 November 2026.',
    );
  });

  it('gives a routine request its date and the number for anything that cannot wait, with no urgent notice', () => {
    render(<ResponseDetails now={NOW} result={result()} />);
    expect(screen.queryByRole('region', { name: 'Urgent request' })).not.toBeInTheDocument();
    expect(screen.getByText('We aim to answer by Tuesday 1 December 2026.')).toBeInTheDocument();
    expect(screen.getByText(/For anything that cannot wait, call Medical Information on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+44 (0)1223 000 140' })).toHaveAttribute('href', 'tel:+441223000140');
  });

  it('offers no number when none is set, and no date when the submission is not a request', () => {
    render(<ResponseDetails now={NOW} result={result({ medicalInformation: null, deadline: null })} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/We aim to answer/)).not.toBeInTheDocument();
  });

  it('brings its heading into view and gives it the focus, the reference kept whole', () => {
    const scrolled = vi.fn();
    // jsdom has no layout: record where the panel asks to be scrolled.
    Element.prototype.scrollIntoView = scrolled;
    render(
      <MemoryRouter>
        <FormConfirmation result={result()} />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { name: 'Thank you, your form has been sent' });
    expect(heading).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(heading);
    expect(screen.getByText('HCP-2026-000003')).toHaveClass('form-reference');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
});
