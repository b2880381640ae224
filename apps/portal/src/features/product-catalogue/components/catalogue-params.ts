import { type ProductCatalogueQuery, ProductFormSchema, TherapeuticAreaSchema } from '@hcp/contracts/product-catalogue';

/** The search and the filters, each absent (undefined) or set. */
export type CatalogueFilterValues = {
  [K in 'q' | 'therapeuticArea' | 'form' | 'presentation']: ProductCatalogueQuery[K] | undefined;
};

/** The catalogue's search and filters as the URL holds them; values the API would refuse are dropped. */
export function catalogueQueryOf(searchParams: URLSearchParams): CatalogueFilterValues {
  const text = (name: string, max: number) => {
    const value = searchParams.get(name)?.trim() ?? '';
    return value === '' ? undefined : value.slice(0, max);
  };
  const area = TherapeuticAreaSchema.safeParse(searchParams.get('therapeuticArea'));
  const form = ProductFormSchema.safeParse(searchParams.get('form'));
  return {
    q: text('q', 100),
    therapeuticArea: area.success ? area.data : undefined,
    form: form.success ? form.data : undefined,
    presentation: text('presentation', 120),
  };
}

/**
 * The URL query after setting (or, with an empty value, removing) some parameters. A new search or filter goes back to
 * page 1; opening and closing a product keeps the page (`keepPage`).
 */
export function withParams(
  searchParams: URLSearchParams,
  changes: Record<string, string | undefined>,
  { keepPage = false }: { keepPage?: boolean } = {},
): string {
  const next = new URLSearchParams(searchParams);
  if (!keepPage) next.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value.trim() === '') next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}
