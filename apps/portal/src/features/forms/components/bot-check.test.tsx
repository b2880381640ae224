import type { FormDefinition } from '@hcp/contracts/forms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render-with-providers';
import { fieldOf } from '../testing-definition';
import { FormRenderer } from './form-renderer';

// The real widget needs workers; this stand-in answers like it: a payload when solved, or none.
vi.mock('../bot-check-widget', () => ({}));
const widget = { solves: true, resets: 0, challenge: '' };
class FakeAltchaWidget extends HTMLElement {
  connectedCallback() {
    widget.challenge = this.getAttribute('challenge') ?? '';
  }
  getState() {
    return 'unverified';
  }
  verify() {
    return Promise.resolve(widget.solves ? { payload: 'c29sdmVk' } : null);
  }
  reset() {
    widget.resets += 1;
  }
}
customElements.define('altcha-widget', FakeAltchaWidget);

const contact: FormDefinition = {
  id: 3,
  slug: 'contact',
  title: 'Contact us',
  description: null,
  kind: 'contact',
  category: null,
  capability: null,
  submitLabel: 'Send message',
  botCheck: true,
  confirmation: { type: 'message', message: 'Thank you for your message.' },
  fields: [fieldOf({ name: 'message', label: 'Message', type: 'textarea', required: true })],
};

describe('the bot check', () => {
  it('sends the solved payload with the submission, fetches its challenge from the API and starts over after', async () => {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      requests.push(request);
      return Promise.resolve(
        new Response(
          JSON.stringify({
            reference: 'HCP-2026-000007',
            submittedAt: '2026-11-22T05:00:00.000Z',
            confirmation: contact.confirmation,
            adverseEventNotice: null,
            urgent: false,
            deadline: null,
            medicalInformation: null,
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
      );
    });
    renderWithProviders(<FormRenderer definition={contact} />);
    expect(await screen.findByRole('group', { name: 'Bot check' })).toBeInTheDocument();
    // The widget's code waits for the person to touch the form.
    expect(document.querySelector('altcha-widget')).toBeNull();

    await userEvent.type(screen.getByLabelText(/^Message/), 'Hello');
    expect(document.querySelector('altcha-widget')).not.toBeNull();
    expect(widget.challenge).toBe('http://localhost:3000/json/api/v1/bot-check/challenge');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status', { name: 'Thank you, your form has been sent' })).toBeInTheDocument();
    expect(await requests[0]?.clone().json()).toEqual({ values: { message: 'Hello' }, botCheck: 'c29sdmVk' });
    expect(widget.resets).toBe(1);
  });

  it('loads the widget when the form is sent untouched, and sends its payload', async () => {
    widget.solves = true;
    const requests: Request[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      requests.push(request);
      return Promise.resolve(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
    });
    const untouched: FormDefinition = {
      ...contact,
      fields: [fieldOf({ name: 'message', label: 'Message', type: 'textarea', required: false })],
    };
    renderWithProviders(<FormRenderer definition={untouched} />);
    await screen.findByRole('group', { name: 'Bot check' });
    expect(document.querySelector('altcha-widget')).toBeNull();
    // A keyboard press on the button itself: the form's first touch is the send.
    screen.getByRole('button', { name: 'Send message' }).click();
    await waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    expect(await requests[0]?.clone().json()).toEqual({ values: {}, botCheck: 'c29sdmVk' });
  });

  it('asks the user to confirm when the check could not be solved, and sends nothing', async () => {
    widget.solves = false;
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<FormRenderer definition={contact} />);
    await screen.findByRole('group', { name: 'Bot check' });
    await userEvent.type(screen.getByLabelText(/^Message/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const check = screen.getByRole('group', { name: 'Bot check' });
    // The refusal follows the widget's verification, which settles after the click returns.
    await waitFor(() => {
      expect(check).toHaveFocus();
    });
    expect(check).toHaveAccessibleDescription(/Please confirm you are not a robot, then send the form again\.$/);
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
