import type { FormDefinition } from '@hcp/contracts/forms';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubXhr } from '../../../testing/stub-xhr';
import { fieldOf } from '../testing-definition';
import { FormRenderer } from './form-renderer';

const report: FormDefinition = {
  id: 9,
  slug: 'report-an-issue',
  title: 'Report an issue',
  description: null,
  kind: 'report-issue',
  category: null,
  capability: 'wb_read_report_issue',
  submitLabel: 'Send report',
  botCheck: false,
  confirmation: { type: 'message', message: 'Thank you for your report.' },
  fields: [
    fieldOf({ name: 'description', label: 'What happened', type: 'textarea', required: true }),
    fieldOf({ name: 'attachments', label: 'Photos or documents', type: 'file', multiple: true }),
  ],
};

describe('a submission with files', () => {
  it('goes up as multipart, shows its progress and then the server’s reason for refusing a file', async () => {
    const xhr = stubXhr();
    renderWithProviders(<FormRenderer definition={report} />);
    await userEvent.type(screen.getByLabelText(/^What happened/), 'Cracked vial');
    const files = screen.getByLabelText('Photos or documents');
    await userEvent.upload(files, new File(['%PDF-1.4'], 'vial.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    // The upload's transport loads with the first upload, then sends.
    await waitFor(() => {
      expect(xhr.sent).toHaveLength(1);
    });
    const [request] = xhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://localhost:3000/json/api/v1/forms/report-an-issue/submissions');
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const multipart = request?.body as FormData;
    const submission = multipart.get('submission');
    expect(typeof submission === 'string' ? JSON.parse(submission) : submission).toEqual({
      values: { description: 'Cracked vial' },
    });
    expect((multipart.get('attachments') as File | null)?.name).toBe('vial.png');

    act(() => xhr.progress(25, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveValue(25);

    act(() =>
      xhr.answer(422, {
        code: 'upload_mismatch',
        message: 'A file is not what its name says.',
        data: { status: 422, params: { attachments: 'vial.png: the content is a PDF, not a PNG image.' } },
      }),
    );
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
    expect(files).toHaveAccessibleDescription(/vial\.png: the content is a PDF, not a PNG image\.$/);
    expect(files).toHaveFocus();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
