import { z } from 'zod';

import { AREA_KEYS, AREAS, isViewable, type ViewableArea } from './areas';
import type { Capability } from './capabilities';

/** The widgets a dashboard can hold, each opened by the capability of its area (`read`: any account with a role). */
export const WIDGET_CAPABILITIES = {
  'pinned-clinical-requests': AREAS['clinical-requests'].capability,
  'important-updates': AREAS['important-updates'].capability,
  'cpd-this-year': AREAS.education.capability,
  'recently-viewed': 'read',
  'quick-links': AREAS['quick-links'].capability,
  'starred-stability': AREAS.stability.capability,
  'open-clinical-trials': AREAS['clinical-trials'].capability,
  'my-requests': 'wb_edit_current_user',
} as const satisfies Record<string, Capability>;

export type WidgetType = keyof typeof WIDGET_CAPABILITIES;
export const WIDGET_TYPES = Object.keys(WIDGET_CAPABILITIES) as WidgetType[];
export const WidgetTypeSchema = z.enum(WIDGET_TYPES as [WidgetType, ...WidgetType[]]).meta({ id: 'WidgetType' });

/** A dashboard holds each widget at most once, so never more than there are widget types. */
export const MAX_WIDGETS = WIDGET_TYPES.length;

/** The widgets a holder of these capabilities may place, in the default dashboard's order. */
export function availableWidgets(capabilities: readonly string[]): WidgetType[] {
  return WIDGET_TYPES.filter((type) => capabilities.includes(WIDGET_CAPABILITIES[type]));
}

/** The yearly CPD goal the "my CPD this year" widget measures against; either part may be unset. */
export const CpdTargetSchema = z
  .object({
    points: z.number().int().min(1).max(1000).nullable(),
    minutes: z.number().int().min(60).max(100_000).nullable(),
  })
  .meta({ id: 'CpdTarget' });
export type CpdTarget = z.infer<typeof CpdTargetSchema>;

const WidgetListSchema = z
  .array(WidgetTypeSchema)
  .max(MAX_WIDGETS, `A dashboard holds at most ${String(MAX_WIDGETS)} widgets.`)
  .refine((widgets) => new Set(widgets).size === widgets.length, 'A widget can be placed only once.');

/** `GET api/v1/account/dashboard`: the saved layout, its version, and the widgets this account may add. */
export const DashboardSchema = z
  .object({
    version: z.number().int().min(0),
    widgets: z.array(WidgetTypeSchema),
    available: z.array(WidgetTypeSchema),
    cpdTarget: CpdTargetSchema,
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;

/** `PATCH api/v1/account/dashboard/update`: the whole new layout and the version it was based on (stale: 409). */
export const DashboardUpdateSchema = z
  .object({
    version: z.number().int().min(0),
    widgets: WidgetListSchema,
    cpdTarget: CpdTargetSchema,
  })
  .meta({ id: 'DashboardUpdate' });
export type DashboardUpdate = z.infer<typeof DashboardUpdateSchema>;

/** A starred stability product, as the widget lists it. */
export const StarredProductSchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string() })
  .meta({ id: 'StarredProduct' });
export type StarredProduct = z.infer<typeof StarredProductSchema>;

/** `GET api/v1/account/starred-stability`, and the answer of `PUT`/`DELETE api/v1/account/starred-stability/{id}`. */
export const StarredProductsSchema = z.object({ items: z.array(StarredProductSchema) }).meta({ id: 'StarredProducts' });
export type StarredProducts = z.infer<typeof StarredProductsSchema>;

/** The areas whose items are remembered as recently viewed (`recentlyViewed` in areas.ts); also a database enum. */
export const VIEWABLE_AREAS = AREA_KEYS.filter(isViewable) as [ViewableArea, ...ViewableArea[]];
export type { ViewableArea };

/** How many recently viewed items an account keeps. */
export const MAX_RECENTLY_VIEWED = 10;

/** `POST api/v1/account/recently-viewed`: the portal records that the user opened an item (by id or slug). */
export const RecentlyViewedInputSchema = z
  .object({ area: z.enum(VIEWABLE_AREAS), item: z.string().min(1).max(120) })
  .meta({ id: 'RecentlyViewedInput' });
export type RecentlyViewedInput = z.infer<typeof RecentlyViewedInputSchema>;

export const RecentlyViewedItemSchema = z
  .object({
    area: z.enum(VIEWABLE_AREAS),
    id: z.number().int(),
    title: z.string(),
    path: z.string(),
    /** An important update of the safety category, which the portal draws as a safety notice wherever it appears. */
    safetyNotice: z.boolean(),
    viewedAt: z.iso.datetime(),
  })
  .meta({ id: 'RecentlyViewedItem' });
export type RecentlyViewedItem = z.infer<typeof RecentlyViewedItemSchema>;

/** `GET api/v1/account/recently-viewed`: newest first, only items the account may still read. */
export const RecentlyViewedSchema = z
  .object({ items: z.array(RecentlyViewedItemSchema) })
  .meta({ id: 'RecentlyViewed' });
export type RecentlyViewed = z.infer<typeof RecentlyViewedSchema>;
