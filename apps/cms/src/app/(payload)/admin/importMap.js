import { ReadOnlyJson as ReadOnlyJson_aec2a0100d55438c1bd5766449c0032b } from '../../../components/admin/ReadOnlyJson'
import { DateInWords as DateInWords_2c7f38495bc84a32c4c2b99b41c8da0c } from '../../../components/admin/DateInWords'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CheckboxGroup as CheckboxGroup_f68d80b8152d02703b581925610de310 } from '../../../components/admin/CheckboxGroup'
import { PreparationRowLabel as PreparationRowLabel_ff9ce408710488ec091518fa3ff86762 } from '../../../collections/StabilityProducts/components/PreparationRowLabel'
import { ReviewStatusCell as ReviewStatusCell_63fe39f08fa2b1ce3a37609678449105 } from '../../../components/admin/ReviewStatus'
import { ReviewStatusField as ReviewStatusField_63fe39f08fa2b1ce3a37609678449105 } from '../../../components/admin/ReviewStatus'
import { CertificationPanel as CertificationPanel_3ecf9b3b51b4d0ea7d419aaaf47e6bd4 } from '../../../components/admin/CertificationPanel'
import { RequestSummary as RequestSummary_ceb6d30bee7e0429eb1568e3a8f8d5f9 } from '../../../components/admin/RequestSummary'
import { RequestDeadlineCell as RequestDeadlineCell_c492a83116ea934b8b312e4c095b5fd1 } from '../../../components/admin/RequestDeadline'
import { UrgentCell as UrgentCell_c492a83116ea934b8b312e4c095b5fd1 } from '../../../components/admin/RequestDeadline'
import { SubmissionAnswers as SubmissionAnswers_5012b9ca9067f87f30f4fb0b591f955f } from '../../../components/admin/SubmissionAnswers'
import { MailsSent as MailsSent_5012b9ca9067f87f30f4fb0b591f955f } from '../../../components/admin/SubmissionAnswers'
import { SubmissionsExport as SubmissionsExport_69500bb5dc63ebe5ccabe0c94cf6a872 } from '../../../components/admin/SubmissionsExport'
import { AuditEventsExport as AuditEventsExport_fd402796355de3b824ae32eac18558c7 } from '../../../components/admin/AuditEventsExport'
import { CertificatesExport as CertificatesExport_3efc1a8b1d374772a71d0619dbc81ead } from '../../../components/admin/CertificatesExport'
import { BrandIcon as BrandIcon_924c42c084cf7b302bf839ef91e28283 } from '../../../components/admin/BrandMark'
import { BrandLogo as BrandLogo_924c42c084cf7b302bf839ef91e28283 } from '../../../components/admin/BrandMark'
import { AdminSingleSignOn as AdminSingleSignOn_aeb62902798dc24d613cfe7d5ea56342 } from '../../../components/admin/AdminSingleSignOn'
import { RegistrationQueue as RegistrationQueue_1e32fa00f5a7932442d64de9549575ac } from '../../../components/admin/RegistrationQueue'
import { LapsedRegistrations as LapsedRegistrations_1e32fa00f5a7932442d64de9549575ac } from '../../../components/admin/RegistrationQueue'
import { OpenRequests as OpenRequests_c492a83116ea934b8b312e4c095b5fd1 } from '../../../components/admin/RequestDeadline'
import { ReviewQueue as ReviewQueue_db54637123a947115f2a8ff6a7a45275 } from '../../../components/admin/ReviewQueue'
import { EditorCockpit as EditorCockpit_e632c1f64857704b30e0486fc1f835ff } from '../../../components/admin/EditorCockpit'
import { TwoFactorView as TwoFactorView_bc62ac27e6af6df6709ef731a56fe9b8 } from '../../../components/admin/TwoFactorView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/ReadOnlyJson#ReadOnlyJson": ReadOnlyJson_aec2a0100d55438c1bd5766449c0032b,
  "/components/admin/DateInWords#DateInWords": DateInWords_2c7f38495bc84a32c4c2b99b41c8da0c,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/CheckboxGroup#CheckboxGroup": CheckboxGroup_f68d80b8152d02703b581925610de310,
  "/collections/StabilityProducts/components/PreparationRowLabel#PreparationRowLabel": PreparationRowLabel_ff9ce408710488ec091518fa3ff86762,
  "/components/admin/ReviewStatus#ReviewStatusCell": ReviewStatusCell_63fe39f08fa2b1ce3a37609678449105,
  "/components/admin/ReviewStatus#ReviewStatusField": ReviewStatusField_63fe39f08fa2b1ce3a37609678449105,
  "/components/admin/CertificationPanel#CertificationPanel": CertificationPanel_3ecf9b3b51b4d0ea7d419aaaf47e6bd4,
  "/components/admin/RequestSummary#RequestSummary": RequestSummary_ceb6d30bee7e0429eb1568e3a8f8d5f9,
  "/components/admin/RequestDeadline#RequestDeadlineCell": RequestDeadlineCell_c492a83116ea934b8b312e4c095b5fd1,
  "/components/admin/RequestDeadline#UrgentCell": UrgentCell_c492a83116ea934b8b312e4c095b5fd1,
  "/components/admin/SubmissionAnswers#SubmissionAnswers": SubmissionAnswers_5012b9ca9067f87f30f4fb0b591f955f,
  "/components/admin/SubmissionAnswers#MailsSent": MailsSent_5012b9ca9067f87f30f4fb0b591f955f,
  "/components/admin/SubmissionsExport#SubmissionsExport": SubmissionsExport_69500bb5dc63ebe5ccabe0c94cf6a872,
  "/components/admin/AuditEventsExport#AuditEventsExport": AuditEventsExport_fd402796355de3b824ae32eac18558c7,
  "/components/admin/CertificatesExport#CertificatesExport": CertificatesExport_3efc1a8b1d374772a71d0619dbc81ead,
  "/components/admin/BrandMark#BrandIcon": BrandIcon_924c42c084cf7b302bf839ef91e28283,
  "/components/admin/BrandMark#BrandLogo": BrandLogo_924c42c084cf7b302bf839ef91e28283,
  "/components/admin/AdminSingleSignOn#AdminSingleSignOn": AdminSingleSignOn_aeb62902798dc24d613cfe7d5ea56342,
  "/components/admin/RegistrationQueue#RegistrationQueue": RegistrationQueue_1e32fa00f5a7932442d64de9549575ac,
  "/components/admin/RegistrationQueue#LapsedRegistrations": LapsedRegistrations_1e32fa00f5a7932442d64de9549575ac,
  "/components/admin/RequestDeadline#OpenRequests": OpenRequests_c492a83116ea934b8b312e4c095b5fd1,
  "/components/admin/ReviewQueue#ReviewQueue": ReviewQueue_db54637123a947115f2a8ff6a7a45275,
  "/components/admin/EditorCockpit#EditorCockpit": EditorCockpit_e632c1f64857704b30e0486fc1f835ff,
  "/components/admin/TwoFactorView#TwoFactorView": TwoFactorView_bc62ac27e6af6df6709ef731a56fe9b8,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
