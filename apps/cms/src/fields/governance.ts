import type { Field } from 'payload';

/** The first day an item is no longer served: the day after its review-by date, in UTC. */
export function isPastReviewBy(reviewBy: string | null | undefined, now: Date = new Date()): boolean {
  if (!reviewBy) return true;
  return reviewBy.slice(0, 10) < now.toISOString().slice(0, 10);
}

/** The start of today in UTC: items whose review-by date is on or after it are still served. */
export function startOfTodayUtc(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

/** The review status of an item past its review-by date, in the admin's lists and on the item. */
export const EXPIRED_STATUS = 'Expired, hidden from the portal';
export const CURRENT_STATUS = 'Current';

// Day first, weeks from Monday, the date written out: fields/date.ts, for every date field.
const dayOnly = { date: { pickerAppearance: 'dayOnly' } } as const;

/**
 * Pharmaceutical governance on every content item: the approval code, the date of preparation and the review-by date.
 * Past its review-by date an item is no longer served to the portal; `reviewStatus` flags it in the admin list. The
 * approval code and date of preparation are the approval: a change to clinical data clears them (requireReapproval).
 */
export const governanceFields: Field[] = [
  {
    name: 'governance',
    type: 'group',
    label: 'Governance',
    admin: { description: 'Approval details. After the review-by date the portal stops showing this item.' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'approvalCode',
            type: 'text',
            required: true,
            maxLength: 40,
            admin: { description: 'For example: HCP-UK-0412 (v2)', width: '34%' },
          },
          { name: 'dateOfPreparation', type: 'date', required: true, admin: { ...dayOnly, width: '33%' } },
          {
            name: 'reviewBy',
            type: 'date',
            required: true,
            index: true,
            admin: { ...dayOnly, width: '33%' },
            validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
              const prepared = siblingData.dateOfPreparation;
              if (typeof value !== 'string' && !(value instanceof Date)) return 'Enter the review-by date.';
              if (typeof prepared === 'string' || prepared instanceof Date) {
                if (new Date(value).getTime() <= new Date(prepared).getTime()) {
                  return 'The review-by date must come after the date of preparation.';
                }
              }
              return true;
            },
          },
        ],
      },
    ],
  },
  {
    name: 'reviewStatus',
    type: 'text',
    virtual: true,
    label: 'Review',
    admin: {
      readOnly: true,
      position: 'sidebar',
      components: {
        Cell: '/components/admin/ReviewStatus#ReviewStatusCell',
        Field: '/components/admin/ReviewStatus#ReviewStatusField',
      },
    },
    hooks: {
      afterRead: [
        ({ data }) => {
          const governance = (data as { governance?: { reviewBy?: string | null } } | undefined)?.governance;
          return isPastReviewBy(governance?.reviewBy) ? EXPIRED_STATUS : CURRENT_STATUS;
        },
      ],
    },
  },
];
