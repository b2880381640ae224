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
    certifiedBy: null,
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
  image: {
    src: '/json/api/v1/product-catalogue/images/1/640?v=1&expires=2&signature=s',
    srcset:
      '/json/api/v1/product-catalogue/images/1/320?v=1&expires=2&signature=a 320w, /json/api/v1/product-catalogue/images/1/640?v=1&expires=2&signature=s 640w',
    alt: 'Carton and vial of Vancomycin Meridian 1 g',
    width: 960,
    height: 720,
  },
};
const older = {
  ...summary,
  id: 2,
  slug: 'older-meridian',
  name: 'Older Meridian tablets',
  inn: null,
  synonyms: [],
  image: null,
};

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

  it('shows each card’s pack shot as a responsive image with its alternative text, and a blank carton without one', async () => {
    const { fetchStub } = stubApi({ 'api/v1/product-catalogue': { status: 200, body: page } });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ProductCatalogue />, { route: '/product-catalogue' });

    const image = await screen.findByRole('img', { name: 'Carton and vial of Vancomycin Meridian 1 g' });
    expect(image).toHaveAttribute('srcset', summary.image?.srcset);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '720');
    // The second card is in the first row: it loads at once.
    expect(image).toHaveAttribute('loading', 'eager');
    // The product without a pack shot gets the placeholder, which says nothing to a screen reader.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByTestId('pack-shot-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });
});
