import type { ClinicalResource } from '@hcp/contracts/clinical-resources';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { ClinicalResourceSingle } from './clinical-resource-single';

const leaflet: ClinicalResource = {
  id: 7,
  slug: 'leaflet',
  title: 'Oxacoril suspension at discharge',
  kind: 'resource',
  summary: 'Counselling points for parents.',
  path: '/clinical-resources/patient-counselling/leaflet',
  body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Shake the bottle well.' }] }],
  estimatedMinutes: null,
  externalLink: { url: 'https://www.bnf.org/', label: 'British National Formulary' },
  documents: [{ id: 3, title: 'Parent leaflet', filename: 'leaflet.pdf', mimeType: 'application/pdf', filesize: 2048 }],
  governance: {
    approvalCode: 'HCP-CR-0302',
    dateOfPreparation: '2026-07-25',
    reviewBy: '2028-11-21',
    updatedAt: '2026-11-02T09:30:00.000Z',
    certifiedBy: { name: 'Asha Rao', profession: 'pharmacist', certifiedAt: '2026-11-02T09:15:00.000Z' },
  },
  parent: {
    id: 2,
    slug: 'patient-counselling',
    title: 'Patient counselling',
    kind: 'category',
    path: '/clinical-resources/patient-counselling',
  },
  breadcrumbs: [
    { title: 'Clinical resources', path: '/clinical-resources' },
    { title: 'Patient counselling', path: '/clinical-resources/patient-counselling' },
    { title: 'Oxacoril suspension at discharge', path: '/clinical-resources/patient-counselling/leaflet' },
  ],
  childCount: 0,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderAt(route: string) {
  const { fetchStub } = stubApi({ 'api/v1/clinical-resource/leaflet': { status: 200, body: leaflet } });
  vi.stubGlobal('fetch', fetchStub);
  return renderWithProviders(
    <Routes>
      <Route path="/clinical-resources/:parent/:single" element={<ClinicalResourceSingle />} />
      <Route
        path="/clinical-resources/learning-modules/resource/:single"
        element={<ClinicalResourceSingle standalone />}
      />
      <Route path="/page-not-found" element={<p>Page not found</p>} />
    </Routes>,
    { route },
  );
}

describe('ClinicalResourceSingle', () => {
  it('shows the resource under its real parent: breadcrumbs, body, a safe external link, documents, governance', async () => {
    renderAt('/clinical-resources/patient-counselling/leaflet');
    expect(await screen.findByRole('heading', { level: 1, name: leaflet.title })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Clinical resourcesPatient counsellingOxacoril suspension at discharge');
    expect(screen.getByRole('link', { name: 'Patient counselling' })).toHaveAttribute(
      'href',
      '/clinical-resources/patient-counselling',
    );
    expect(screen.getByText('Shake the bottle well.')).toBeInTheDocument();
    const external = screen.getByRole('link', { name: 'British National Formulary (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Download Parent leaflet' })).toBeInTheDocument();
    expect(screen.getByText(/HCP-CR-0302/)).toHaveTextContent(
      'HCP-CR-0302 · Date of preparation: 25 July 2026 · Review by: 21 November 2028 · Certified by Asha Rao, registered pharmacist, on 2 November 2026',
    );
  });

  it('opens the resource on its own at the standalone address', async () => {
    renderAt('/clinical-resources/learning-modules/resource/leaflet');
    expect(await screen.findByRole('heading', { level: 1, name: leaflet.title })).toBeInTheDocument();
  });

  it('goes to the not-found page when the URL names another parent', async () => {
    renderAt('/clinical-resources/dosing-and-administration-guides/leaflet');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
