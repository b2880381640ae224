import type { FormDraft } from '@hcp/contracts/form-drafts';
import type { FormDefinition } from '@hcp/contracts/forms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render-with-providers';
import { everyFieldForm, fieldOf } from '../testing-definition';
import { FormRenderer } from './form-renderer';

const form: FormDefinition = {
  ...everyFieldForm,
  fields: [
    fieldOf({ name: 'topic', label: 'Topic', type: 'text', required: true }),
    fieldOf({ name: 'details', label: 'Details', type: 'textarea', required: true }),
  ],
};

const saved = (slug: string, values: FormDraft['values']): FormDraft => ({
  form: { slug, title: 'A form' },
  values,
  files: [],
  savedAt: '2026-11-24T09:30:00.000Z',
  expiresAt: '2026-12-24T09:30:00.000Z',
});

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Answers the draft calls: GET with `draft`, PUT by echoing a saved draft, DELETE with 204; records each. */
function stubDrafts(draft: FormDraft | null) {
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const body: unknown = request.method === 'PUT' ? await request.json() : undefined;
    calls.push({ method: request.method, body });
    if (request.method === 'GET') return json(200, { draft });
    if (request.method === 'DELETE') return json(204, null);
    const values = (body as { values: FormDraft['values'] }).values;
    return json(200, saved(form.slug, values));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving and resuming a form', () => {
  it('saves the answers so far without asking for the required ones, and says until when they are kept', async () => {
    const calls = stubDrafts(null);
    renderWithProviders(<FormRenderer definition={form} />);
    await userEvent.type(screen.getByLabelText(/^Topic/), 'Renal dosing');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue later' }));
    await waitFor(() => {
      expect(screen.getByText(/Your answers are kept until 24 December 2026/)).toBeInTheDocument();
    });
    expect(screen.getByText(/Your answers are kept until/).closest('[role="status"]')).not.toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ values: { topic: 'Renal dosing' }, files: {} });
    expect(screen.queryByText(/Enter details/)).not.toBeInTheDocument();
  });

  it('offers a saved draft and fills the form in only when asked to continue', async () => {
    stubDrafts(saved(form.slug, { topic: 'Saved topic', details: 'Saved details' }));
    renderWithProviders(<FormRenderer definition={form} />);
    const offer = await screen.findByRole('region', { name: 'You have saved answers for this form' });
    expect(offer).toHaveTextContent('The saved answers are kept until 24 December 2026.');
    expect(screen.getByLabelText(/^Topic/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with saved answers' }));
    expect(screen.queryByRole('region', { name: 'You have saved answers for this form' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Topic/)).toHaveValue('Saved topic');
    expect(screen.getByLabelText(/^Details/)).toHaveValue('Saved details');
    expect(screen.getByLabelText(/^Topic/)).toHaveFocus();
    expect(screen.getByText('Your saved answers are back in the form.').closest('[role="status"]')).not.toBeNull();
  });

  it('starting again deletes the saved draft and leaves the form empty', async () => {
    const calls = stubDrafts(saved(form.slug, { topic: 'Saved topic' }));
    renderWithProviders(<FormRenderer definition={form} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start again' }));
    const discarded = await screen.findByText('The saved answers were deleted. The form is empty.');
    expect(discarded.closest('[role="status"]')).not.toBeNull();
    expect(calls.map((call) => call.method)).toContain('DELETE');
    expect(screen.getByLabelText(/^Topic/)).toHaveValue('');
  });

  it('never offers a draft of another form', async () => {
    const calls = stubDrafts(saved('some-other-form', { topic: 'Other form’s answer' }));
    renderWithProviders(<FormRenderer definition={form} />);
    await waitFor(() => {
      expect(calls.map((call) => call.method)).toEqual(['GET']);
    });
    // Let the answer reach the store and the screen before looking.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'You have saved answers for this form' })).not.toBeInTheDocument();
  });

  it('offers no saving on a public form', () => {
    stubDrafts(null);
    renderWithProviders(<FormRenderer definition={{ ...form, capability: null }} />);
    expect(screen.queryByRole('button', { name: 'Save and continue later' })).not.toBeInTheDocument();
  });
});
