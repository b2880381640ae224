import type { Payload, PayloadRequest } from 'payload';

import { slugify } from '../fields/slug';
import { demoGovernance } from './governance';

type SeedLink = {
  title: string;
  url: string;
  description: string;
  group: string;
  displayOrder: number;
  approvalCode: string;
  draftOnly?: boolean;
  expired?: boolean;
};

const GUIDANCE = 'Guidance and formularies';
const SAFETY = 'Medicines safety';
const REGULATORS = 'Professional regulators';
const SERVICES = 'Our services';

const LINKS: SeedLink[] = [
  {
    title: 'NICE guidance',
    url: 'https://www.nice.org.uk',
    description: 'Guidelines, technology appraisals and quality standards for England.',
    group: GUIDANCE,
    displayOrder: 10,
    approvalCode: 'MHP-QL-0201',
  },
  {
    title: 'Specialist Pharmacy Service',
    url: 'https://www.sps.nhs.uk',
    description: 'Medicines advice for pharmacy and medicines optimisation teams in the NHS.',
    group: GUIDANCE,
    displayOrder: 20,
    approvalCode: 'MHP-QL-0202',
  },
  {
    title: 'Scottish Medicines Consortium',
    url: 'https://www.scottishmedicines.org.uk',
    description: 'Advice on newly licensed medicines for NHS Scotland.',
    group: GUIDANCE,
    displayOrder: 30,
    approvalCode: 'MHP-QL-0203',
  },
  {
    title: 'Report a suspected side effect (Yellow Card)',
    url: 'https://yellowcard.mhra.gov.uk',
    description: 'Report suspected adverse drug reactions and medical device incidents to the MHRA.',
    group: SAFETY,
    displayOrder: 40,
    approvalCode: 'MHP-QL-0204',
  },
  {
    title: 'Medicines and Healthcare products Regulatory Agency',
    url: 'https://www.gov.uk/government/organisations/medicines-and-healthcare-products-regulatory-agency',
    description: 'Drug safety updates, alerts and recalls.',
    group: SAFETY,
    displayOrder: 50,
    approvalCode: 'MHP-QL-0205',
  },
  {
    title: 'Report a product quality concern to us',
    url: 'https://www.example.com/meridian/quality-concern',
    description: 'Tell our quality team about a damaged pack, a particle or a labelling fault.',
    group: SAFETY,
    displayOrder: 60,
    approvalCode: 'MHP-QL-0206',
  },
  {
    title: 'General Pharmaceutical Council',
    url: 'https://www.pharmacyregulation.org',
    description: 'Registration and revalidation for pharmacists and pharmacy technicians.',
    group: REGULATORS,
    displayOrder: 70,
    approvalCode: 'MHP-QL-0207',
  },
  {
    title: 'General Medical Council',
    url: 'https://www.gmc-uk.org',
    description: 'The register of doctors and guidance on good medical practice.',
    group: REGULATORS,
    displayOrder: 80,
    approvalCode: 'MHP-QL-0208',
  },
  {
    title: 'Nursing and Midwifery Council',
    url: 'https://www.nmc.org.uk',
    description: 'The register of nurses, midwives and nursing associates.',
    group: REGULATORS,
    displayOrder: 90,
    approvalCode: 'MHP-QL-0209',
  },
  {
    title: 'Order online',
    url: 'https://www.example.com/meridian/ordering',
    description: 'Place and track hospital orders with Meridian Hospital Pharmaceuticals.',
    group: SERVICES,
    displayOrder: 5,
    approvalCode: 'MHP-QL-0210',
  },
  {
    title: 'Returns and credit requests',
    url: 'https://www.example.com/meridian/returns',
    description: 'Arrange the return of short-dated or damaged stock.',
    group: SERVICES,
    displayOrder: 6,
    approvalCode: 'MHP-QL-0211',
  },
  {
    title: 'Medical information enquiry form',
    url: 'https://www.example.org/meridian/medical-information',
    description: 'Ask our medical information pharmacists a question about any of our medicines.',
    group: SERVICES,
    displayOrder: 7,
    approvalCode: 'MHP-QL-0212',
  },
  {
    title: 'Winter stock planner',
    url: 'https://www.example.com/meridian/winter-planner',
    description: 'Plan critical care stock for the winter months.',
    group: SERVICES,
    displayOrder: 8,
    approvalCode: 'MHP-QL-0213',
    draftOnly: true,
  },
  {
    title: 'Legacy formulary tool',
    url: 'https://www.example.org/meridian/formulary-tool',
    description: 'The old formulary comparison tool, replaced by the product catalogue.',
    group: GUIDANCE,
    displayOrder: 35,
    approvalCode: 'MHP-QL-0150',
    expired: true,
  },
];

/** Twelve published links in four groups, one draft and one expired link. */
export async function seedQuickLinks(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const { approvalCode, draftOnly, expired, ...link } of LINKS) {
    const data = {
      slug: slugify(link.title),
      ...link,
      governance: expired
        ? demoGovernance(approvalCode, { preparedDaysAgo: 800, reviewInDays: -60 })
        : demoGovernance(approvalCode, { preparedDaysAgo: 60 }),
    };
    // A never-published draft is created as a draft; everything else goes straight out.
    if (draftOnly) {
      await payload.create({
        collection: 'quick-links',
        data: { ...data, _status: 'draft' },
        draft: true,
        overrideAccess: true,
        req,
      });
    } else {
      await payload.create({
        collection: 'quick-links',
        data: { ...data, _status: 'published' },
        overrideAccess: true,
        req,
      });
    }
  }
}
