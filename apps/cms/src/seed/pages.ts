import type { Payload, PayloadRequest } from 'payload';

import { bold, bullets, document, heading, link, paragraph } from './lexical';

/** The demo provider's public pages, written for this project. */
export async function seedPublicPages(payload: Payload, req: PayloadRequest): Promise<void> {
  const pages = [
    {
      slug: 'about',
      title: 'About the HCP Portal',
      content: document(
        paragraph(
          'The HCP Portal is the professional service of Meridian Hospital Pharmaceuticals for the clinicians and pharmacists who prescribe, prepare and give our medicines.',
        ),
        heading('What you will find here'),
        bullets(
          'Stability data for our injectable products, by diluent, container and storage temperature',
          'Education with CPD time and points, and a log of what you have completed',
          'Clinical resources, trials and the latest important updates',
          'Direct lines to our medical information, pharmacy and clinical trials teams',
        ),
        heading('Who can register'),
        paragraph(
          'Registered healthcare professionals working in the UK or Ireland. We check every registration with the professional regulator before approving it.',
        ),
      ),
    },
    {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      content: document(
        paragraph('This policy explains what personal data the HCP Portal holds about you, why, and your rights.'),
        heading('What we hold'),
        bullets(
          'Your name, work email address, profession, organisation and professional registration',
          'The requests you send us and the files you attach to them',
          'Your CPD log and dashboard settings',
          'Security records: sign-in times and failed sign-in attempts',
        ),
        heading('Why we hold it'),
        paragraph(
          'To confirm that you are a healthcare professional, to give you the information your role allows, and to answer your requests. We never sell your data or use it for advertising.',
        ),
        heading('Your rights'),
        paragraph(
          'You may ask for a copy of your data, its correction or its deletion. Write to ',
          link('privacy@meridian-pharma.example', 'mailto:privacy@meridian-pharma.example'),
          '.',
        ),
      ),
    },
    {
      slug: 'disclaimer',
      title: 'Disclaimer',
      content: document(
        paragraph(
          bold('For healthcare professionals only. '),
          'The information on this portal supports, and does not replace, professional judgement. Stability data apply only to the conditions tested and stated.',
        ),
        paragraph(
          'Always consult the Summary of Product Characteristics. Report suspected adverse reactions through the Yellow Card scheme or to our pharmacovigilance team.',
        ),
      ),
    },
    {
      slug: 'contact',
      title: 'Contact us',
      content: document(
        paragraph('Our medical information team answers questions about our products on working days.'),
        paragraph('For urgent clinical questions outside these hours, call the number below and choose option 1.'),
      ),
      contact: {
        organisation: 'Meridian Hospital Pharmaceuticals Ltd, Medical Information',
        address: 'Unit 4, Riverside Science Park\nCambridge CB4 0XX\nUnited Kingdom',
        phone: '+44 1223 000 140',
        email: 'medinfo@meridian-pharma.example',
        hours: 'Monday to Friday, 8:00 to 18:00',
      },
    },
  ] as const;
  for (const page of pages) {
    await payload.create({ collection: 'pages', data: { ...page, _status: 'published' }, overrideAccess: true, req });
  }
}
