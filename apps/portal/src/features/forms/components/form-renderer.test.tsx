import { answerTexts } from '@hcp/contracts/form-answers';
import type { FormDefinition, FormSubmissionResult } from '@hcp/contracts/forms';
import { UPLOAD_ACCEPT } from '@hcp/contracts/uploads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render-with-providers';
import { everyFieldForm, fieldOf } from '../testing-definition';
import { formsTexts } from '../texts';
import { FormRenderer } from './form-renderer';

const accepted: FormSubmissionResult = {
  reference: 'HCP-2026-000042',
  submittedAt: '2026-11-22T05:00:00.000Z',
  confirmation: { type: 'message', message: 'We will reply within two working days.' },
  adverseEventNotice: 'Adverse events go to our pharmacovigilance team, who may contact you.',
  urgent: false,
  deadline: null,
  medicalInformation: { phone: '+44 1223 000 140', hours: null },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs fetch with one answer per submission in turn ('offline' fails to connect), and records the requests. The
 * form's question for a saved draft (a signed-in form asks) is answered apart: there is none.
 */
function stubSubmissions(answers: ({ status: number; body: unknown } | 'offline')[]) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/draft')) return Promise.resolve(json(200, { draft: null }));
    requests.push(request);
    const answer = answers.shift();
    if (answer === undefined || answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return requests;
}

const smallForm: FormDefinition = {
  ...everyFieldForm,
  fields: [
    fieldOf({ name: 'topic', label: 'Topic', type: 'text', required: true }),
    fieldOf({ name: 'phone', label: 'Phone number', type: 'phone', required: true }),
  ],
};

async function fillSmallForm() {
  await userEvent.type(screen.getByLabelText(/^Topic/), 'Dosing in renal impairment');
  await userEvent.type(screen.getByLabelText(/^Phone number/), '020 7946 0000');
}

describe('FormRenderer', () => {
  it('labels every field type, marks the required ones and ties help text to its field', () => {
    renderWithProviders(
      <FormRenderer definition={everyFieldForm} prefill={{ 'full-name': 'Ada Lovelace', email: 'ada@example.org' }} />,
    );
    const form = screen.getByRole('form', { name: 'Every field' });
    expect(within(form).getByRole('textbox', { name: 'Full name (required)' })).toHaveValue('Ada Lovelace');
    expect(within(form).getByRole('textbox', { name: 'Email (required)' })).toHaveValue('ada@example.org');
    expect(within(form).getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription(
      'What happened, and when.',
    );
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(within(form).getByRole('spinbutton', { name: 'Patients per month' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Date of the issue')).toHaveAttribute('type', 'date');
    expect(within(form).getByRole('combobox', { name: 'Product (required)' })).toBeRequired();
    const harm = within(form).getByRole('group', { name: 'Was a patient harmed? (required)' });
    expect(within(harm).getAllByRole('radio')).toHaveLength(2);
    const areas = within(form).getByRole('group', { name: 'Areas affected' });
    expect(within(areas).getByRole('checkbox', { name: 'Labelling' })).toBeInTheDocument();
    const attachments = within(form).getByLabelText('Attachments');
    expect(attachments).toHaveAttribute('accept', UPLOAD_ACCEPT);
    expect(attachments).toHaveAccessibleDescription(/Up to 5 files, 20 MB each\./);
    expect(
      within(form).getByRole('checkbox', { name: 'I agree to be contacted about this report (required)' }),
    ).toBeRequired();
    expect(within(form).getByRole('button', { name: 'Send report' })).toBeInTheDocument();
  });

  it('shows a phone field’s format, extensions and bleeps included, before any error, and keeps it beside one', async () => {
    const requests = stubSubmissions([{ status: 201, body: accepted }]);
    const withHelp: FormDefinition = {
      ...smallForm,
      fields: [
        fieldOf({ name: 'topic', label: 'Topic', type: 'text', required: true }),
        fieldOf({ name: 'phone', label: 'Phone number', type: 'phone', required: true, helpText: 'We call once.' }),
      ],
    };
    renderWithProviders(<FormRenderer definition={withHelp} />);
    const phone = screen.getByRole('textbox', { name: 'Phone number (required)' });
    const hint = screen.getByText(/Add an extension or bleep after the number/);
    expect(hint).toHaveTextContent(`We call once. ${formsTexts.phoneHint}`);
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toEqual([hint.id]);
    expect(phone).toHaveAccessibleDescription(/0161 496 0000 ext 4412, or give a bleep alone, like bleep 2345\./);

    await userEvent.type(screen.getByLabelText(/^Topic/), 'Dosing in renal impairment');
    await userEvent.type(phone, '0161 496 0000 ward 4');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(`We call once. ${formsTexts.phoneHint} ${answerTexts.phoneAnswer}`);
    expect(requests).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '0161 496 0000 ext 4412');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByRole('status', { name: 'Thank you, your form has been sent' });
    expect(await requests[0]?.clone().json()).toEqual({
      values: { topic: 'Dosing in renal impairment', phone: '0161 496 0000 ext 4412' },
    });
  });

  it('shows each problem beside its field and in a summary, moves the focus to the first, and sends nothing', async () => {
    const requests = stubSubmissions([]);
    renderWithProviders(<FormRenderer definition={everyFieldForm} />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    const name = screen.getByRole('textbox', { name: 'Full name (required)' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter full name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter full name.',
      'Enter an email address like name@example.com.',
      'Choose product.',
      'Choose was a patient harmed?.',
      'You must agree: I agree to be contacted about this report',
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose product.' }));
    expect(screen.getByRole('combobox', { name: 'Product (required)' })).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@');
    expect(requests).toHaveLength(0);
  });

  it('refuses a file of a type the server refuses before uploading it', async () => {
    const requests = stubSubmissions([]);
    renderWithProviders(<FormRenderer definition={everyFieldForm} />);
    const input = screen.getByLabelText('Attachments');
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(input).toHaveAccessibleDescription(/setup\.exe: files of this type are not accepted/);
    expect(requests).toHaveLength(0);
  });

  it('shows the server’s field errors, keeps what was typed and starts a new attempt after a refusal', async () => {
    const requests = stubSubmissions([
      {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'The submission is not valid.',
          data: { status: 400, params: { phone: 'This number cannot be called back.' } },
        },
      },
      { status: 201, body: accepted },
    ]);
    renderWithProviders(<FormRenderer definition={smallForm} />);
    await fillSmallForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    const phone = screen.getByRole('textbox', { name: 'Phone number (required)' });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(`${formsTexts.phoneHint} This number cannot be called back.`);
    expect(screen.getByRole('textbox', { name: 'Topic (required)' })).toHaveValue('Dosing in renal impairment');
    expect(await requests[0]?.clone().json()).toEqual({
      values: { topic: 'Dosing in renal impairment', phone: '020 7946 0000' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const confirmation = await screen.findByRole('status', { name: 'Thank you, your form has been sent' });
    expect(within(confirmation).getByRole('heading', { name: 'Thank you, your form has been sent' })).toHaveFocus();
    const [first, second] = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('offline, says sending needs a connection, keeps the answers and never blames the bot check', async () => {
    const requests = stubSubmissions([]);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<FormRenderer definition={{ ...smallForm, botCheck: true }} />);
    await fillSmallForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('You are offline, so the form could not be sent. Your answers are kept here');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).not.toHaveTextContent(/robot/i);
    expect(screen.getByRole('group', { name: 'Bot check' })).not.toHaveAccessibleDescription(/robot/i);
    expect(screen.getByRole('textbox', { name: 'Topic (required)' })).toHaveValue('Dosing in renal impairment');
    expect(screen.getByRole('textbox', { name: 'Phone number (required)' })).toHaveValue('020 7946 0000');
    expect(requests).toHaveLength(0);
    onLine.mockRestore();
  });

  it('retries an attempt the server may not have seen with the same idempotency key, then shows the reference', async () => {
    const requests = stubSubmissions(['offline', { status: 201, body: accepted }]);
    renderWithProviders(<FormRenderer definition={smallForm} />);
    await fillSmallForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'We could not reach the server.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const confirmation = await screen.findByRole('status', { name: 'Thank you, your form has been sent' });
    expect(confirmation).toHaveTextContent('HCP-2026-000042');
    expect(confirmation).toHaveTextContent('We will reply within two working days.');
    expect(within(confirmation).getByRole('heading', { name: 'If a patient was harmed' })).toBeInTheDocument();
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);

    await userEvent.click(screen.getByRole('button', { name: 'Send another' }));
    expect(screen.getByRole('textbox', { name: 'Topic (required)' })).toHaveValue('');
  });

  it('sends product lines with their quantities from the product chooser', async () => {
    const requests = stubSubmissions([{ status: 201, body: accepted }]);
    const pricing: FormDefinition = {
      ...everyFieldForm,
      fields: [
        fieldOf({
          name: 'products',
          label: 'Products',
          type: 'catalogue-products',
          required: true,
          min: 1,
          max: 50,
          options: [
            { value: '12', label: 'Amoxicillin 500 mg' },
            { value: '13', label: 'Vancomycin 1 g' },
          ],
        }),
      ],
    };
    renderWithProviders(<FormRenderer definition={pricing} />);
    const products = screen.getByRole('group', { name: 'Products (required)' });
    const first = within(products).getByRole('group', { name: 'Product line 1' });
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Product' }), '12');
    await userEvent.click(within(products).getByRole('button', { name: 'Add another product' }));
    const second = within(products).getByRole('group', { name: 'Product line 2' });
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: 'Product' }), '13');
    const quantity = within(second).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      within(first).getByRole('combobox', { name: 'Product', description: /whole number from 1 to 50/ }),
    ).toHaveFocus();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByRole('status', { name: 'Thank you, your form has been sent' });
    expect(await requests[0]?.clone().json()).toEqual({
      values: {
        products: [
          { product: '12', quantity: 1 },
          { product: '13', quantity: 6 },
        ],
      },
    });
  });
});
