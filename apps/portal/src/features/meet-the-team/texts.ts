/** Every text Meet the team shows, in one place for translation. */
export const meetTheTeamTexts = {
  listHeading: 'Meet the team',
  listIntro:
    'The people behind our medicines: ask medical information, our pharmacy liaison or your regional team directly.',
  loadingTeams: 'Loading teams…',
  noTeams: 'No teams are listed at the moment. Please check back later.',
  teamsPager: 'Pages of teams',
  members: (count: number) => (count === 1 ? '1 member' : `${String(count)} members`),
  remit: 'Covers',
  viewTeam: (name: string) => `Meet the ${name} team`,
  loadingTeam: 'Loading the team…',
  membersHeading: 'Team members',
  noMembers: 'This team has no members listed yet.',
  region: 'Region',
  phone: 'Phone',
  email: 'Email',
  callLabel: (name: string, phone: string) => `Call ${name} on ${phone}`,
  emailLabel: (name: string, email: string) => `Email ${name} at ${email}`,
} as const;
