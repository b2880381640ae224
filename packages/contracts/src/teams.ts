import { z } from 'zod';

import { GovernanceSchema, paginatedSchema } from './content';

/**
 * The `tel:` address of a phone number as people write it: "+44 (0)1632 960 118" becomes "tel:+441632960118".
 * The "(0)" of international UK numbers is dialled only within the country, so it is dropped after a +.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+');
  const withoutTrunkZero = international ? trimmed.replace(/\(\s*0\s*\)/, '') : trimmed;
  return `tel:${international ? '+' : ''}${withoutTrunkZero.replace(/\D/g, '')}`;
}

export const TeamMemberPhotoSchema = z
  .object({ url: z.string(), alt: z.string() })
  .meta({ id: 'TeamMemberPhoto', description: 'A public image; anyone may load it.' });

export const TeamMemberSchema = z
  .object({
    name: z.string(),
    jobTitle: z.string(),
    photo: TeamMemberPhotoSchema.nullable(),
    region: z.string().nullable(),
    phone: z.string().nullable().meta({ description: 'As written for people; make a `tel:` link with `telHref`.' }),
    email: z.string(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** A team in a list: what it does and where its page is. */
export const TeamSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    summary: z.string(),
    remit: z.string().nullable().meta({ description: 'The region or remit the team covers.' }),
    memberCount: z.number().int().min(0),
    path: z.string().meta({ description: 'The portal page of the team.' }),
  })
  .meta({ id: 'TeamSummary' });
export type TeamSummary = z.infer<typeof TeamSummarySchema>;

/** Answer of GET api/v1/teams. */
export const TeamPageSchema = paginatedSchema(TeamSummarySchema).meta({ id: 'TeamPage' });
export type TeamPage = z.infer<typeof TeamPageSchema>;

/** Answer of GET api/v1/team/{id}: the team and its members, in the order editors set. */
export const TeamSchema = TeamSummarySchema.omit({ memberCount: true })
  .extend({ members: z.array(TeamMemberSchema), governance: GovernanceSchema })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof TeamSchema>;
