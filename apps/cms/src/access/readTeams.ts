import { AREAS } from '@hcp/contracts/areas';
import type { Access, Where } from 'payload';

import { capabilitiesOf } from './capabilitiesOf';
import { publishedFor } from './publishedFor';
import { isStaffUser } from './isStaff';

const keyContactsReader = publishedFor(AREAS.teams.capability);
const trialsReader = publishedFor(AREAS['clinical-trials'].capability);

/**
 * Allows staff every team; an account with key contacts every published, unexpired team; an account with clinical
 * trials only the published, unexpired teams that are the contact team of a trial it may read.
 */
export const readTeams: Access = async (args) => {
  const { req } = args;
  if (isStaffUser(req.user)) return true;
  if (req.user?.collection !== 'users') return false;
  const capabilities = capabilitiesOf(req.user);
  if (capabilities.includes(AREAS.teams.capability)) return keyContactsReader(args);
  const servable = await trialsReader(args);
  if (servable === false) return false;
  const { docs } = await req.payload.find({
    collection: 'clinical-trials',
    where: { contactTeam: { exists: true } },
    select: { contactTeam: true },
    depth: 0,
    pagination: false,
    draft: false,
    user: req.user,
    overrideAccess: false,
    req,
  });
  const teamIds = [...new Set(docs.map((trial) => trial.contactTeam).filter((id) => typeof id === 'number'))];
  const contactTeams: Where = teamIds.length > 0 ? { id: { in: teamIds } } : { id: { exists: false } };
  return servable === true ? contactTeams : { and: [servable, contactTeams] };
};
