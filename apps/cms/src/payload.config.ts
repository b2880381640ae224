import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig, type CollectionConfig } from 'payload';

import { withContentAudit } from './audit/contentEvents';
import { Admins } from './collections/Admins';
import { AuditEvents } from './collections/AuditEvents';
import { BotCheckClaims } from './collections/BotCheckClaims';
import { Certificates } from './collections/Certificates';
import { CatalogueProducts } from './collections/CatalogueProducts';
import { ClinicalResources } from './collections/ClinicalResources';
import { ClinicalTrials } from './collections/ClinicalTrials';
import { ConsentRecords } from './collections/ConsentRecords';
import { CpdEntries } from './collections/CpdEntries';
import { Dashboards } from './collections/Dashboards';
import { DataExports } from './collections/DataExports';
import { ClinicalRequestPins } from './collections/ClinicalRequestPins';
import { Documents } from './collections/Documents';
import { EducationCourses } from './collections/EducationCourses';
import { EducationItems } from './collections/EducationItems';
import { FormSubmissions } from './collections/FormSubmissions';
import { Forms } from './collections/Forms';
import { FormUploads } from './collections/FormUploads';
import { FormDrafts } from './collections/FormDrafts';
import { ImportantUpdates } from './collections/ImportantUpdates';
import { IdentityProviders } from './collections/IdentityProviders';
import { IntegrationClients } from './collections/IntegrationClients';
import { Media, PUBLIC_FILE_COLLECTIONS } from './collections/Media';
import { PackShots } from './collections/PackShots';
import { Pages } from './collections/Pages';
import { PushDeliveries } from './collections/PushDeliveries';
import { PushSubscriptions } from './collections/PushSubscriptions';
import { QuickLinks } from './collections/QuickLinks';
import { RecentlyViewedItems } from './collections/RecentlyViewedItems';
import { RequestCategories } from './collections/RequestCategories';
import { ReviewComments, Reviews } from './collections/Reviews';
import { Roles } from './collections/Roles';
import { StabilityProducts } from './collections/StabilityProducts';
import { StarredStabilityProducts } from './collections/StarredStabilityProducts';
import { Teams } from './collections/Teams';
import { SsoIdentities } from './collections/SsoIdentities';
import { SsoTickets } from './collections/SsoTickets';
import { TwoFactorChallenges } from './collections/TwoFactorChallenges';
import { TwoFactorCredentials } from './collections/TwoFactorCredentials';
import { Users } from './collections/Users';
import { YSiteDrugs } from './collections/YSiteDrugs';
import { YSiteRecords } from './collections/YSiteRecords';
import { emailAdapter } from './email/adapter';
import { Brand } from './globals/Brand';
import { MedicalInformation } from './globals/MedicalInformation';
import { ReadModel } from './globals/ReadModel';
import { env } from './env';
import { withDayFirstDates } from './fields/date';
import { portalJobs } from './jobs';
import { loggerOptions } from './observability/logging';
import { withPushNotifications } from './push/notifyOnPublish';
import { gateCollectionsOf } from './server/payload-gate';
import { ADMIN_UPLOAD_BODY_BYTES, ADMIN_UPLOAD_FILE_BYTES } from './utilities/body-limits';
import { cmsAccountsOnlyOnPayloadApi, secondFactorOnGlobals } from './utilities/cmsAccountsOnlyOnPayloadApi';
import { databaseAdapter } from './db/connection';
import { storedUploads } from './storage/payload-uploads';
import { withGlobalReadModelInvalidation, withReadModelInvalidation } from './read-model/invalidation';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The collections as configured, before Payload adds its own endpoints, so the server's gate reads only their custom
 * routes. Only CMS accounts count on Payload's REST and GraphQL; portal accounts use the portal API
 * (server/payload-gate.ts).
 */
const configuredCollections: CollectionConfig[] = cmsAccountsOnlyOnPayloadApi(
  withReadModelInvalidation(
    withContentAudit([
      Admins,
      Users,
      Roles,
      Pages,
      storedUploads('documents', Documents, { writtenBy: 'payload', settings: env }),
      storedUploads('media', Media, { writtenBy: 'payload', settings: env }),
      storedUploads('pack-shots', PackShots, { writtenBy: 'payload', settings: env }),
      withPushNotifications(StabilityProducts, 'notify-readers'),
      YSiteDrugs,
      YSiteRecords,
      EducationCourses,
      withPushNotifications(EducationItems, 'notify-readers'),
      CpdEntries,
      ClinicalResources,
      ClinicalTrials,
      withPushNotifications(ImportantUpdates, 'first-publish'),
      Teams,
      CatalogueProducts,
      QuickLinks,
      Dashboards,
      StarredStabilityProducts,
      RecentlyViewedItems,
      RequestCategories,
      Forms,
      FormSubmissions,
      ClinicalRequestPins,
      IntegrationClients,
      IdentityProviders,
      SsoIdentities,
      storedUploads('form-uploads', FormUploads, { writtenBy: 'server', settings: env }),
      FormDrafts,
      BotCheckClaims,
      PushSubscriptions,
      PushDeliveries,
      AuditEvents,
      Certificates,
      Reviews,
      ReviewComments,
      TwoFactorCredentials,
      TwoFactorChallenges,
      SsoTickets,
      DataExports,
      ConsentRecords,
    ]),
  ),
  { adminUserSlug: Admins.slug, publicRead: PUBLIC_FILE_COLLECTIONS },
);

/** Every collection, with its date fields read and shown day first (fields/date.ts). */
export const collections = withDayFirstDates(configuredCollections);

/** The collections' own routes, for the server's gate, read before `buildConfig` adds Payload's built-in ones. */
export const gateCollections = gateCollectionsOf(collections);

/** The globals: the admin edits them through /api/globals/{slug}, which the gate lets through for CMS accounts. */
export const globals = secondFactorOnGlobals(withGlobalReadModelInvalidation([Brand, MedicalInformation, ReadModel]));
export const gateGlobals = globals.map((global) => global.slug);

export default buildConfig({
  serverURL: env.publicUrl,
  secret: env.payloadSecret,
  admin: {
    user: Admins.slug,
    // Gravatar would send staff email hashes to a third party; the built-in avatar stays on our origin.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · HCP Portal CMS' },
    // Dates as UK editors write them, on a 24-hour clock: "29 November 2026, 07:04" in lists and version labels.
    dateFormat: 'd MMMM yyyy, HH:mm',
    // Payload sends a signed-in CMS account that may not use the admin (canAccessAdmin false) to its `unauthorized`
    // route: the only such account is one that still owes its second factor, so that route is the two-step screen.
    routes: { unauthorized: '/two-factor' },
    components: {
      views: {
        unauthorized: { Component: '/components/admin/TwoFactorView#TwoFactorView', path: '/two-factor', exact: true },
      },
      beforeDashboard: [
        '/components/admin/RegistrationQueue#RegistrationQueue',
        '/components/admin/RegistrationQueue#LapsedRegistrations',
        '/components/admin/RequestDeadline#OpenRequests',
        '/components/admin/ReviewQueue#ReviewQueue',
        '/components/admin/EditorCockpit#EditorCockpit',
      ],
      // "Sign in with your organisation" below the password form, for identity providers that serve the CMS.
      afterLogin: ['/components/admin/AdminSingleSignOn#AdminSingleSignOn'],
      // The provider's brand (Settings → Brand) on the sign-in screen and in the nav.
      graphics: {
        Logo: '/components/admin/BrandMark#BrandLogo',
        Icon: '/components/admin/BrandMark#BrandIcon',
      },
    },
  },
  routes: { admin: '/admin', api: '/api' },
  // The admin's file uploads; the gate refuses a larger body before Payload reads it (server/request-body.ts).
  upload: { limits: { fileSize: ADMIN_UPLOAD_FILE_BYTES }, requestSizeLimit: ADMIN_UPLOAD_BODY_BYTES },
  collections,
  globals,
  jobs: portalJobs(env),
  editor: lexicalEditor(),
  email: emailAdapter(env),
  db: databaseAdapter(env.databaseUrl),
  graphQL: { disable: true },
  telemetry: false,
  logger: { options: loggerOptions(env.logLevel) },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
});
