import type { CatalogueProduct, CatalogueProductSummary, ProductCataloguePage } from '@hcp/contracts/product-catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { ProductCatalogue } from './product-catalogue';

const vancomycin: CatalogueProduct = {
  id: 1,
  slug: 'vancomycin-meridian-1-g',
  name: 'Vancomycin Meridian 1 g powder for solution for infusion',
  strength: '1 g',
  inn: 'vancomycin',
  synonyms: ['vancomycin hydrochloride', 'vanc'],
  therapeuticArea: 'anti-infectives',
  form: 'powder-for-solution',
  presentation: '10 × 1 g vials',
  packSize: 10,
  legalCategory: 'POM',
  storage: 'Store below 25 °C.',
  description: [],
  image: null,
  documents: [],
  governance: {
    approvalCode: 'MHP-CAT-0101',
    dateOfPreparation: '2026-01-01',
    reviewBy: '2027-01-01',
    updatedAt: '2026-03-04T10:00:00.000Z',
  },
};

const summary: CatalogueProductSummary = {
  id: vancomycin.id,
  slug: vancomycin.slug,
  name: vancomycin.name,
  strength: vancomycin.strength,
  inn: vancomycin.inn,
  synonyms: vancomycin.synonyms,
  therapeuticArea: vancomycin.therapeuticArea,
  form: vancomycin.form,
  presentation: vancomycin.presentation,
  packSize: vancomycin.packSize,
  legalCategory: vancomycin.legalCategory,
};
const older = { ...summary, id: 2, slug: 'older-meridian', name: 'Older Meridian tablets', inn: null, synonyms: [] };

const page: ProductCataloguePage = {
  items: [older, summary],
  page: 1,
  perPage: 12,
  totalItems: 2,
  totalPages: 1,
  facets: { therapeuticAreas: [], forms: [], presentations: [] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the product catalogue', () => {
  it('shows the generic name (INN) beside the name on the card and the detail, and the synonyms on the detail', async () => {
    const { fetchStub } = stubApi({
      'api/v1/product-catalogue': { status: 200, body: page },
      'api/v1/product-catalogue/vancomycin-meridian-1-g': { status: 200, body: vancomycin },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ProductCatalogue />, { route: '/product-catalogue' });

    const card = await screen.findByRole('heading', { level: 2, name: /^Vancomycin Meridian/ });
    expect(within(card).getByText('vancomycin')).toBeVisible();
    expect(card).toHaveAccessibleName(/, generic name: vancomycin$/);
    // A product without an INN shows its name alone.
    expect(screen.getByRole('heading', { level: 2, name: 'Older Meridian tablets' })).toBeInTheDocument();
    expect(screen.queryByText(/Also known as/)).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('link', { name: vancomycin.name }));
    const heading = await screen.findByRole('heading', { level: 1, name: /^Vancomycin Meridian/ });
    expect(heading).toHaveAccessibleName(/, generic name: vancomycin$/);
    expect(screen.getByText('Also known as: vancomycin hydrochloride, vanc')).toBeInTheDocument();
  });
});
