import type { FormDefinition, FormSubmissionResult } from '@hcp/contracts/forms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signedIn } from '../../../lib/auth-session';
import { keptAnswersOf } from '../../../lib/kept-answers';
import { type SessionRecovery, SignInAgain } from '../../../lib/sign-in-again';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { everyFieldForm, fieldOf } from '../testing-definition';
import { FormRenderer } from './form-renderer';

const form: FormDefinition = {
  ...everyFieldForm,
  slug: 'report-issue',
  fields: [
    fieldOf({ name: 'topic', label: 'Topic', type: 'text', required: true }),
    fieldOf({ name: 'details', label: 'Details', type: 'textarea', required: true }),
    fieldOf({ name: 'email', label: 'Email', type: 'email', prefill: 'email' }),
    fieldOf({ name: 'photo', label: 'Photo', type: 'file' }),
  ],
};

const accepted: FormSubmissionResult = {
  reference: 'HCP-2026-000042',
  submittedAt: '2026-11-22T05:00:00.000Z',
  confirmation: { type: 'message', message: 'Thank you.' },
  adverseEventNotice: 'Adverse events go to our pharmacovigilance team.',
  urgent: false,
  deadline: null,
  medicalInformation: { phone: '+44 1223 000 140', hours: null },
};

const tokenOf = (id: number) => `h.${btoa(JSON.stringify({ id, collection: 'users', exp: 9999999999 }))}.s`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the draft question with none, and each submission in turn; records the submissions. */
function stubSubmissions(statuses: number[]) {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/draft')) return Promise.resolve(json(200, { draft: null }));
    sent.push(request);
    const status = statuses.shift() ?? 500;
    return Promise.resolve(status === 201 ? json(201, accepted) : json(status, { code: 'x', message: 'No.' }));
  });
  return sent;
}

function renderForm(account: number, ui: ReactElement = <FormRenderer definition={form} />) {
  return renderWithProviders(ui, { prepare: (store) => store.dispatch(signedIn(tokenOf(account))) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answers kept on this device while typing', () => {
  it('keeps the text answers and only the names of files, and offers them back filled in when the form opens again', async () => {
    stubSubmissions([]);
    const first = renderForm(7);
    await userEvent.type(screen.getByLabelText(/^Topic/), 'Leaking bag');
    await userEvent.type(screen.getByLabelText(/^Details/), 'Patient harm on ward 4');
    await userEvent.upload(screen.getByLabelText(/^Photo/), new File(['x'], 'bag.png', { type: 'image/png' }));
    expect(keptAnswersOf('users:7', form.slug)?.data).toEqual({
      values: { topic: 'Leaking bag', details: 'Patient harm on ward 4' },
      files: [],
      unkeptFiles: ['bag.png'],
    });
    first.unmount();

    renderForm(7);
    const notice = screen.getByRole('region', { name: 'Your answers were restored' });
    expect(notice).toHaveTextContent('attach bag.png again');
    expect(screen.getByLabelText(/^Topic/)).toHaveValue('Leaking bag');
    expect(screen.getByLabelText(/^Details/)).toHaveValue('Patient harm on ward 4');
  });

  it('never offers one account’s answers to another', async () => {
    stubSubmissions([]);
    const first = renderForm(7);
    await userEvent.type(screen.getByLabelText(/^Topic/), 'Leaking bag');
    first.unmount();
    renderForm(8);
    expect(screen.queryByRole('region', { name: 'Your answers were restored' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Topic/)).toHaveValue('');
  });

  it('keeps nothing for a form that only shows its prefills', () => {
    stubSubmissions([]);
    renderForm(7, <FormRenderer definition={form} prefill={{ email: 'ann@example.org' }} />);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.org');
    expect(keptAnswersOf('users:7', form.slug)).toBeNull();
  });

  it('clears the restored answers when asked, leaving the form empty', async () => {
    stubSubmissions([]);
    const first = renderForm(7);
    await userEvent.type(screen.getByLabelText(/^Topic/), 'Leaking bag');
    first.unmount();
    renderForm(7);
    await userEvent.click(screen.getByRole('button', { name: 'Clear restored answers' }));
    expect(screen.getByLabelText(/^Topic/)).toHaveValue('');
    expect(screen.getByText('The restored answers were cleared. The form is empty.')).toBeInTheDocument();
    expect(keptAnswersOf('users:7', form.slug)).toBeNull();
  });

  it('forgets them once the form is sent', async () => {
    stubSubmissions([201]);
    renderForm(7);
    await userEvent.type(screen.getByLabelText(/^Topic/), 'Leaking bag');
    await userEvent.type(screen.getByLabelText(/^Details/), 'Patient harm');
    expect(keptAnswersOf('users:7', form.slug)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: everyFieldForm.submitLabel }));
    await screen.findByText('HCP-2026-000042');
    expect(keptAnswersOf('users:7', form.slug)).toBeNull();
  });

  it('after a 403 whose session ended, sends the same answers again once the person signed in again', async () => {
    const sent = stubSubmissions([403, 201]);
    const recoveries: SessionRecovery[] = ['renewed'];
    const signInAgain = vi.fn(() => Promise.resolve(recoveries.shift() ?? 'ended'));
    renderForm(
      7,
      <SignInAgain value={signInAgain}>
        <FormRenderer definition={form} />
      </SignInAgain>,
    );
    await userEvent.type(screen.getByLabelText(/^Topic/), 'Leaking bag');
    await userEvent.type(screen.getByLabelText(/^Details/), 'Patient harm');
    await userEvent.click(screen.getByRole('button', { name: everyFieldForm.submitLabel }));
    await screen.findByText('HCP-2026-000042');
    expect(signInAgain).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    const bodies = await Promise.all(sent.map((request) => request.json() as Promise<{ values: unknown }>));
    expect(bodies.map((body) => body.values)).toEqual([
      { topic: 'Leaking bag', details: 'Patient harm' },
      { topic: 'Leaking bag', details: 'Patient harm' },
    ]);
  });

  it('leaves the form as it is when the person does not sign in again', async () => {
    stubSubmissions([403]);
    renderForm(
      7,
      <SignInAgain value={() => Promise.resolve<SessionRecovery>('ended')}>
        <FormRenderer definition={form} />
      </SignInAgain>,
    );
    await userEvent.type(screen.getByLabelText(/^Topic/), 'Leaking bag');
    await userEvent.type(screen.getByLabelText(/^Details/), 'Patient harm');
    await userEvent.click(screen.getByRole('button', { name: everyFieldForm.submitLabel }));
    await waitFor(() => expect(screen.getByRole('button', { name: everyFieldForm.submitLabel })).toBeEnabled());
    expect(screen.getByLabelText(/^Topic/)).toHaveValue('Leaking bag');
    expect(keptAnswersOf('users:7', form.slug)?.data).toMatchObject({
      values: { topic: 'Leaking bag', details: 'Patient harm' },
    });
  });
});
