import type { Payload, PayloadRequest } from 'payload';

import type { Team } from '../payload-types';
import { slugify } from '../fields/slug';
import { demoGovernance } from './governance';

type DemoTeam = Pick<Team, 'name' | 'summary' | 'remit' | 'displayOrder'> & {
  members: Omit<Team['members'][number], 'id' | 'photo'>[];
  governance: ReturnType<typeof demoGovernance>;
  draftOnly?: boolean;
};

// Invented people; +44 1632 960xxx numbers are reserved by Ofcom for drama, so none of them rings anyone.
const TEAMS: DemoTeam[] = [
  {
    name: 'Medical Information',
    summary:
      'Answers clinical questions about our medicines: dosing, compatibility, stability outside the SPC, and use in special populations.',
    remit: 'All UK and Ireland hospitals',
    displayOrder: 10,
    governance: demoGovernance('MHP-UK-MI-0101'),
    members: [
      {
        name: 'Dr Helena Marsh',
        jobTitle: 'Head of Medical Information',
        region: 'UK and Ireland',
        phone: '+44 1632 960 101',
        email: 'helena.marsh@example.com',
      },
      {
        name: 'Tomasz Wilk',
        jobTitle: 'Medical Information Pharmacist',
        region: 'England and Wales',
        phone: '+44 1632 960 102',
        email: 'tomasz.wilk@example.com',
      },
      {
        name: 'Aisling Carey',
        jobTitle: 'Medical Information Pharmacist',
        region: 'Ireland and Northern Ireland',
        phone: '+44 (0)1632 960 103',
        email: 'aisling.carey@example.com',
      },
    ],
  },
  {
    name: 'Clinical Trials Unit',
    summary:
      'Runs our sponsored trials with participating hospitals: site feasibility, set-up, investigator support and trial supplies.',
    remit: 'Participating trial sites in the UK and Ireland',
    displayOrder: 20,
    governance: demoGovernance('MHP-UK-CT-0102'),
    members: [
      {
        name: 'Dr Owen Prichard',
        jobTitle: 'Clinical Trials Lead',
        region: 'UK and Ireland',
        phone: '+44 1632 960 201',
        email: 'owen.prichard@example.com',
      },
      {
        name: 'Grace Adeyemi',
        jobTitle: 'Senior Clinical Trial Manager',
        region: 'England',
        phone: '+44 1632 960 202',
        email: 'grace.adeyemi@example.com',
      },
      {
        name: 'Callum Fraser',
        jobTitle: 'Clinical Research Associate',
        region: 'Scotland and Northern England',
        phone: '+44 1632 960 203',
        email: 'callum.fraser@example.com',
      },
      {
        name: 'Niamh Gallagher',
        jobTitle: 'Clinical Research Associate',
        region: 'Ireland',
        phone: '+44 1632 960 204',
        email: 'niamh.gallagher@example.com',
      },
    ],
  },
  {
    name: 'Hospital Pharmacy Liaison',
    summary:
      'Supports aseptic units and ward pharmacy teams with product changes, formulary submissions and supply continuity.',
    remit: 'NHS and HSE hospital pharmacy departments',
    displayOrder: 30,
    governance: demoGovernance('MHP-UK-PL-0103'),
    members: [
      {
        name: 'Rachel Okafor',
        jobTitle: 'Hospital Pharmacy Liaison Manager',
        region: 'Midlands and the South',
        phone: '+44 1632 960 301',
        email: 'rachel.okafor@example.com',
      },
      {
        name: 'Declan Hughes',
        jobTitle: 'Aseptic Services Specialist',
        region: 'North of England',
        phone: '+44 1632 960 302',
        email: 'declan.hughes@example.com',
      },
      {
        name: 'Fiona Campbell',
        jobTitle: 'Formulary Support Pharmacist',
        region: 'Scotland',
        email: 'fiona.campbell@example.com',
      },
    ],
  },
  {
    name: 'Regional Account Team: Scotland and the North',
    summary: 'Your first contact for orders, contracts, product training sessions and samples for evaluation.',
    remit: 'Scotland, the North East, the North West and Yorkshire',
    displayOrder: 40,
    governance: demoGovernance('MHP-UK-RA-0104'),
    members: [
      {
        name: 'Iain MacLeod',
        jobTitle: 'Regional Account Manager',
        region: 'Scotland',
        phone: '+44 1632 960 401',
        email: 'iain.macleod@example.com',
      },
      {
        name: 'Sophie Brennan',
        jobTitle: 'Key Account Manager, Critical Care',
        region: 'North East and Yorkshire',
        phone: '+44 1632 960 402',
        email: 'sophie.brennan@example.com',
      },
    ],
  },
  {
    name: 'Regional Account Team: Ireland',
    summary: 'Orders, tenders and product training for hospitals in Ireland and Northern Ireland.',
    remit: 'Ireland and Northern Ireland',
    displayOrder: 50,
    governance: demoGovernance('MHP-IE-RA-0105'),
    members: [
      {
        name: 'Ciarán Doyle',
        jobTitle: 'Regional Account Manager',
        region: 'Leinster and Ulster',
        phone: '+44 1632 960 501',
        email: 'ciaran.doyle@example.com',
      },
      {
        name: 'Orla Fitzgerald',
        jobTitle: 'Key Account Manager',
        region: 'Munster and Connacht',
        phone: '+44 1632 960 502',
        email: 'orla.fitzgerald@example.com',
      },
    ],
  },
  {
    name: 'Homecare Services',
    summary: 'Coordinates home delivery and nurse administration of our medicines for patients discharged early.',
    remit: 'England',
    displayOrder: 60,
    governance: demoGovernance('MHP-UK-HC-0106'),
    // Still being written: editors see it in the admin; the portal never does.
    draftOnly: true,
    members: [
      {
        name: 'Joanna Pike',
        jobTitle: 'Homecare Services Manager',
        region: 'England',
        phone: '+44 1632 960 601',
        email: 'joanna.pike@example.com',
      },
      {
        name: 'Marcus Lee',
        jobTitle: 'Homecare Nurse Adviser',
        region: 'London and the South East',
        email: 'marcus.lee@example.com',
      },
    ],
  },
  {
    name: 'Market Access Team',
    summary: 'Health-economic dossiers and value evidence for formulary and commissioning decisions.',
    remit: 'UK',
    displayOrder: 70,
    // Past its review-by date: flagged in the admin list and no longer served.
    governance: demoGovernance('MHP-UK-MA-0107', { preparedDaysAgo: 800, reviewInDays: -20 }),
    members: [
      {
        name: 'Edward Sinclair',
        jobTitle: 'Market Access Director',
        region: 'UK',
        phone: '+44 1632 960 701',
        email: 'edward.sinclair@example.com',
      },
      {
        name: 'Layla Haddad',
        jobTitle: 'Health Economics Manager',
        region: 'UK',
        phone: '+44 1632 960 702',
        email: 'layla.haddad@example.com',
      },
    ],
  },
];

/** The demo teams of Meet the team: five published, one draft-only and one expired. */
export async function seedTeams(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const { draftOnly, ...team } of TEAMS) {
    await payload.create({
      collection: 'teams',
      data: { ...team, slug: slugify(team.name), _status: draftOnly ? 'draft' : 'published' },
      overrideAccess: true,
      req,
    });
  }
}
