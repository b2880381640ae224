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
    name: 'Regional Account Team: London and the South East',
    summary:
      'Your first contact for formulary submissions, contracts and product introductions in London, Kent, Surrey and Sussex.',
    remit: 'NHS trusts in London and the South East',
    displayOrder: 60,
    governance: demoGovernance('MHP-UK-RA-0106'),
    members: [
      {
        name: 'Priyanka Shah',
        jobTitle: 'Regional Account Manager',
        region: 'North and East London',
        phone: '+44 1632 960 601',
        email: 'priyanka.shah@example.com',
      },
      {
        name: 'Thomas Wright',
        jobTitle: 'Regional Account Manager',
        region: 'South London, Kent and Sussex',
        phone: '+44 1632 960 602',
        email: 'thomas.wright@example.com',
      },
    ],
  },
  {
    name: 'Regional Account Team: Midlands and East',
    summary: 'Supports hospital pharmacy and procurement teams across the Midlands and the East of England.',
    remit: 'NHS trusts in the Midlands and the East of England',
    displayOrder: 70,
    governance: demoGovernance('MHP-UK-RA-0107'),
    members: [
      {
        name: 'Hannah Booth',
        jobTitle: 'Regional Account Manager',
        region: 'East and West Midlands',
        phone: '+44 1632 960 701',
        email: 'hannah.booth@example.com',
      },
      {
        name: 'Samuel Okoro',
        jobTitle: 'Key Account Manager, Hospital Pharmacy',
        region: 'East of England',
        phone: '+44 1632 960 702',
        email: 'samuel.okoro@example.com',
      },
    ],
  },
  {
    name: 'Regional Account Team: Wales and the South West',
    summary: 'Works with health boards in Wales and trusts in the South West on access, supply and training.',
    remit: 'Welsh health boards and South West trusts',
    displayOrder: 80,
    governance: demoGovernance('MHP-UK-RA-0108'),
    members: [
      {
        name: 'Rhys Llewellyn',
        jobTitle: 'Regional Account Manager',
        region: 'Wales',
        phone: '+44 1632 960 801',
        email: 'rhys.llewellyn@example.com',
      },
      {
        name: 'Emma Trelawny',
        jobTitle: 'Regional Account Manager',
        region: 'South West England',
        phone: '+44 1632 960 802',
        email: 'emma.trelawny@example.com',
      },
    ],
  },
  {
    name: 'Aseptic Services Support',
    summary:
      'Technical support for aseptic units preparing our products: worksheets, validated shelf lives and batch queries.',
    remit: 'Hospital aseptic and compounding units',
    displayOrder: 90,
    governance: demoGovernance('MHP-UK-AS-0109'),
    members: [
      {
        name: 'Dr Miriam Cohen',
        jobTitle: 'Senior Pharmaceutical Scientist',
        region: 'UK and Ireland',
        phone: '+44 1632 960 901',
        email: 'miriam.cohen@example.com',
      },
      {
        name: 'Gareth Evans',
        jobTitle: 'Aseptic Technical Specialist',
        region: 'UK and Ireland',
        phone: '+44 1632 960 902',
        email: 'gareth.evans@example.com',
      },
    ],
  },
  {
    name: 'Pharmacovigilance',
    summary:
      'Receives and follows up reports of suspected adverse reactions and product complaints involving our medicines.',
    remit: 'Adverse reaction reports from the UK and Ireland',
    displayOrder: 100,
    governance: demoGovernance('MHP-UK-PV-0110'),
    members: [
      {
        name: 'Dr Abena Mensah',
        jobTitle: 'Qualified Person for Pharmacovigilance',
        region: 'UK and Ireland',
        phone: '+44 1632 960 911',
        email: 'abena.mensah@example.com',
      },
      {
        name: 'Lukas Novak',
        jobTitle: 'Drug Safety Associate',
        region: 'UK and Ireland',
        phone: '+44 1632 960 912',
        email: 'lukas.novak@example.com',
      },
    ],
  },
  {
    name: 'Customer Service and Supply',
    summary: 'Orders, deliveries, stock availability, returns and urgent out-of-hours supply for hospitals.',
    remit: 'Hospital pharmacy procurement and stores',
    displayOrder: 110,
    governance: demoGovernance('MHP-UK-CS-0111'),
    members: [
      {
        name: 'Karen Doherty',
        jobTitle: 'Customer Service Manager',
        region: 'UK and Ireland',
        phone: '+44 1632 960 921',
        email: 'karen.doherty@example.com',
      },
      {
        name: 'Ben Ashworth',
        jobTitle: 'Supply Planning Lead',
        region: 'UK and Ireland',
        phone: '+44 1632 960 922',
        email: 'ben.ashworth@example.com',
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
