import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig } from 'payload';

import { Admins } from './collections/Admins';
import { CatalogueProducts } from './collections/CatalogueProducts';
import { ClinicalResources } from './collections/ClinicalResources';
import { ClinicalTrials } from './collections/ClinicalTrials';
import { CpdEntries } from './collections/CpdEntries';
import { ClinicalRequestPins } from './collections/ClinicalRequestPins';
import { Documents } from './collections/Documents';
import { EducationCourses } from './collections/EducationCourses';
import { EducationItems } from './collections/EducationItems';
import { FormSubmissions } from './collections/FormSubmissions';
import { Forms } from './collections/Forms';
import { ImportantUpdates } from './collections/ImportantUpdates';
import { IntegrationClients } from './collections/IntegrationClients';
import { Media } from './collections/Media';
import { Pages } from './collections/Pages';
import { QuickLinks } from './collections/QuickLinks';
import { RequestCategories } from './collections/RequestCategories';
import { Roles } from './collections/Roles';
import { StabilityProducts } from './collections/StabilityProducts';
import { Teams } from './collections/Teams';
import { Users } from './collections/Users';
import { emailAdapter } from './email/adapter';
import { env } from './env';
import { formMailJobs } from './jobs/formNotifications';
import { databaseAdapter } from './utilities/database';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default buildConfig({
  serverURL: env.publicUrl,
  secret: env.payloadSecret,
  admin: {
    user: Admins.slug,
    // Gravatar would send staff email hashes to a third party; the built-in avatar stays on our origin.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · HCP Portal CMS' },
  },
  routes: { admin: '/admin', api: '/api' },
  collections: [
    Admins,
    Users,
    Roles,
    Pages,
    Documents,
    Media,
    StabilityProducts,
    EducationCourses,
    EducationItems,
    CpdEntries,
    ClinicalResources,
    ClinicalTrials,
    ImportantUpdates,
    Teams,
    CatalogueProducts,
    QuickLinks,
    RequestCategories,
    Forms,
    FormSubmissions,
    ClinicalRequestPins,
    IntegrationClients,
  ],
  jobs: formMailJobs(env),
  editor: lexicalEditor(),
  email: emailAdapter(env),
  db: databaseAdapter(env.databaseUrl),
  graphQL: { disable: true },
  telemetry: false,
  logger: { options: { level: env.logLevel } },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
});
