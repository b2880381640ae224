import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { DataExportPanel } from './data-export-panel';

const building = { id: 5, status: 'building', progress: 45, requestedAt: '2026-11-24T12:00:00.000Z' };
const ready = {
  id: 5,
  status: 'ready',
  progress: 100,
  requestedAt: '2026-11-24T12:00:00.000Z',
  download: {
    path: 'api/v1/account/export/5/download',
    fileName: 'hcp-portal-my-data-2026-11-24.zip',
    bytes: 3_400,
    expiresAt: '2026-11-25T12:01:00.000Z',
  },
};

describe('DataExportPanel', () => {
  it('asks for an export with the button, which stays in place and announces the preparation with its progress', async () => {
    const { fetchStub, requests } = stubApi({
      'api/v1/account/export': { status: 200, body: { export: building } },
      'api/v1/account/export/5': { status: 200, body: building },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<DataExportPanel />);
    expect(await screen.findByRole('progressbar', { name: 'Preparation progress' })).toHaveAttribute('value', '45');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your data…');
    const button = screen.getByRole('button', { name: 'Preparing your data…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('offers the ZIP once ready, until when, and its size', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/export': { status: 200, body: { export: ready } },
      'api/v1/account/export/5': { status: 200, body: ready },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<DataExportPanel />);
    expect(await screen.findByRole('button', { name: 'Save the ZIP file (4 KB)' })).toBeInTheDocument();
    // Shown in the browser's time zone.
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Your data is ready\. You can download it until 25 November 2026 at \d{2}:\d{2}\.$/,
    );
  });

  it('says why a request was refused', async () => {
    const message = 'A copy of your data is already being prepared. Wait for it to finish before asking for another.';
    const { fetchStub } = stubApi({
      'api/v1/account/export': { status: 200, body: { export: null } },
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === 'POST')
        return Promise.resolve(
          new Response(JSON.stringify({ code: 'export_in_progress', message, data: { status: 409 } }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
        );
      return fetchStub(input, init);
    });
    renderWithProviders(<DataExportPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends a press made before the latest export has loaded', async () => {
    let loadLatest: (() => void) | undefined;
    const posts: Request[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === 'POST') {
        posts.push(request);
        return Promise.resolve(Response.json({ export: building }, { status: 202 }));
      }
      return new Promise<Response>((resolve) => {
        loadLatest = () => resolve(Response.json({ export: null }));
      });
    });
    renderWithProviders(<DataExportPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(posts).toHaveLength(1);
    loadLatest?.();
  });
});
