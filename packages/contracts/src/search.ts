import { z } from 'zod';

import { AREA_KEYS, type Area, AREAS, isSearched } from './areas';
import { PageQuerySchema, paginatedSchema } from './content';

type SearchableArea = { [A in Area]: (typeof AREAS)[A]['search'] extends true ? A : never }[Area];

/** The areas global search covers (areas.ts), in the side menu's order. */
export const SEARCH_AREAS = AREA_KEYS.filter((area): area is SearchableArea => isSearched(area));
export type SearchArea = SearchableArea;
export const SearchAreaSchema = z.enum(SEARCH_AREAS as [SearchArea, ...SearchArea[]]).meta({ id: 'SearchArea' });

/** The areas a holder of these capabilities may search. */
export function searchableAreas(capabilities: readonly string[]): SearchArea[] {
  return SEARCH_AREAS.filter((area) => capabilities.includes(AREAS[area].capability));
}

export const MAX_QUERY_LENGTH = 200;

/** `GET api/v1/search?q=...&area=...&page=&perPage=`: the query is plain text, whatever characters it holds. */
export const SearchQuerySchema = PageQuerySchema.extend({
  q: z
    .string({ error: 'Enter what to search for.' })
    .trim()
    .min(1, 'Enter what to search for.')
    .max(MAX_QUERY_LENGTH, `Search for at most ${String(MAX_QUERY_LENGTH)} characters.`),
  area: SearchAreaSchema.optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** A piece of a snippet: plain text, highlighted where it matched. Never HTML. */
export const SnippetSegmentSchema = z.object({ text: z.string(), match: z.boolean() }).meta({ id: 'SnippetSegment' });
export type SnippetSegment = z.infer<typeof SnippetSegmentSchema>;

export const SearchHitSchema = z
  .object({
    area: SearchAreaSchema,
    id: z.number().int(),
    title: z.string(),
    /** The portal route that opens the item. */
    path: z.string(),
    snippet: z.array(SnippetSegmentSchema),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchGroupSchema = z
  .object({ area: SearchAreaSchema, count: z.number().int().min(0) })
  .meta({ id: 'SearchGroup' });
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

/**
 * One page of ranked hits (of the chosen area, or of all readable areas), with every readable area's count for the
 * same query, and, when nothing matched, terms from the index that are close to the query's words.
 */
export const SearchResultsSchema = paginatedSchema(SearchHitSchema)
  .extend({
    query: z.string(),
    groups: z.array(SearchGroupSchema),
    suggestions: z.array(z.string()),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof SearchResultsSchema>;
