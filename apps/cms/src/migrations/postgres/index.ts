import * as migration_20261121_230937_initial from './20261121_230937_initial';
import * as migration_20261121_234526_identity_profile from './20261121_234526_identity_profile';
import * as migration_20261122_003046_public_pages from './20261122_003046_public_pages';
import * as migration_20261122_014721_documents_media from './20261122_014721_documents_media';
import * as migration_20261122_030734_content_areas from './20261122_030734_content_areas';
import * as migration_20261122_050000_search_index from './20261122_050000_search_index';
import * as migration_20261122_055104_forms_dashboard_workspace from './20261122_055104_forms_dashboard_workspace';
import * as migration_20261123_202359_credential_rules from './20261123_202359_credential_rules';
import * as migration_20261123_211237_generic_names from './20261123_211237_generic_names';
import * as migration_20261123_231830_push_notifications from './20261123_231830_push_notifications';
import * as migration_20261124_002505_brand from './20261124_002505_brand';
import * as migration_20261124_020041_analytics_consent from './20261124_020041_analytics_consent';
import * as migration_20261124_050938_read_model_and_featured from './20261124_050938_read_model_and_featured';
import * as migration_20261124_060000_texts_parent_indexes from './20261124_060000_texts_parent_indexes';
import * as migration_20261124_135525_audit_events from './20261124_135525_audit_events';
import * as migration_20261124_153053_identity_audit_privacy_registration from './20261124_153053_identity_audit_privacy_registration';
import * as migration_20261124_184645_requests_drafts_rechecks from './20261124_184645_requests_drafts_rechecks';
import * as migration_20261127_110000_write_probe from './20261127_110000_write_probe';
import * as migration_20261127_133456_admin_reset_mail from './20261127_133456_admin_reset_mail';
import * as migration_20261127_170321_stability_handling_warnings from './20261127_170321_stability_handling_warnings';
import * as migration_20261127_183058_urgent_requests from './20261127_183058_urgent_requests';
import * as migration_20261127_214250_answering_team from './20261127_214250_answering_team';
import * as migration_20261127_214320_catalogue_pack_shots from './20261127_214320_catalogue_pack_shots';
import * as migration_20261128_102906_y_site_records from './20261128_102906_y_site_records';
import * as migration_20261129_022347_certified_publishing from './20261129_022347_certified_publishing';
import * as migration_20261129_101131_single_sign_on from './20261129_101131_single_sign_on';
import * as migration_20261129_131856_sso_for_editors from './20261129_131856_sso_for_editors';
import * as migration_20261129_140915_sso_signed_out from './20261129_140915_sso_signed_out';

export const migrations = [
  {
    up: migration_20261121_230937_initial.up,
    down: migration_20261121_230937_initial.down,
    name: '20261121_230937_initial',
  },
  {
    up: migration_20261121_234526_identity_profile.up,
    down: migration_20261121_234526_identity_profile.down,
    name: '20261121_234526_identity_profile',
  },
  {
    up: migration_20261122_003046_public_pages.up,
    down: migration_20261122_003046_public_pages.down,
    name: '20261122_003046_public_pages',
  },
  {
    up: migration_20261122_014721_documents_media.up,
    down: migration_20261122_014721_documents_media.down,
    name: '20261122_014721_documents_media',
  },
  {
    up: migration_20261122_030734_content_areas.up,
    down: migration_20261122_030734_content_areas.down,
    name: '20261122_030734_content_areas',
  },
  {
    up: migration_20261122_050000_search_index.up,
    down: migration_20261122_050000_search_index.down,
    name: '20261122_050000_search_index',
  },
  {
    up: migration_20261122_055104_forms_dashboard_workspace.up,
    down: migration_20261122_055104_forms_dashboard_workspace.down,
    name: '20261122_055104_forms_dashboard_workspace',
  },
  {
    up: migration_20261123_202359_credential_rules.up,
    down: migration_20261123_202359_credential_rules.down,
    name: '20261123_202359_credential_rules',
  },
  {
    up: migration_20261123_211237_generic_names.up,
    down: migration_20261123_211237_generic_names.down,
    name: '20261123_211237_generic_names',
  },
  {
    up: migration_20261123_231830_push_notifications.up,
    down: migration_20261123_231830_push_notifications.down,
    name: '20261123_231830_push_notifications',
  },
  {
    up: migration_20261124_002505_brand.up,
    down: migration_20261124_002505_brand.down,
    name: '20261124_002505_brand',
  },
  {
    up: migration_20261124_020041_analytics_consent.up,
    down: migration_20261124_020041_analytics_consent.down,
    name: '20261124_020041_analytics_consent',
  },
  {
    up: migration_20261124_050938_read_model_and_featured.up,
    down: migration_20261124_050938_read_model_and_featured.down,
    name: '20261124_050938_read_model_and_featured',
  },
  {
    up: migration_20261124_060000_texts_parent_indexes.up,
    down: migration_20261124_060000_texts_parent_indexes.down,
    name: '20261124_060000_texts_parent_indexes',
  },
  {
    up: migration_20261124_135525_audit_events.up,
    down: migration_20261124_135525_audit_events.down,
    name: '20261124_135525_audit_events',
  },
  {
    up: migration_20261124_153053_identity_audit_privacy_registration.up,
    down: migration_20261124_153053_identity_audit_privacy_registration.down,
    name: '20261124_153053_identity_audit_privacy_registration',
  },
  {
    up: migration_20261124_184645_requests_drafts_rechecks.up,
    down: migration_20261124_184645_requests_drafts_rechecks.down,
    name: '20261124_184645_requests_drafts_rechecks',
  },
  {
    up: migration_20261127_110000_write_probe.up,
    down: migration_20261127_110000_write_probe.down,
    name: '20261127_110000_write_probe',
  },
  {
    up: migration_20261127_133456_admin_reset_mail.up,
    down: migration_20261127_133456_admin_reset_mail.down,
    name: '20261127_133456_admin_reset_mail',
  },
  {
    up: migration_20261127_170321_stability_handling_warnings.up,
    down: migration_20261127_170321_stability_handling_warnings.down,
    name: '20261127_170321_stability_handling_warnings',
  },
  {
    up: migration_20261127_183058_urgent_requests.up,
    down: migration_20261127_183058_urgent_requests.down,
    name: '20261127_183058_urgent_requests',
  },
  {
    up: migration_20261127_214250_answering_team.up,
    down: migration_20261127_214250_answering_team.down,
    name: '20261127_214250_answering_team',
  },
  {
    up: migration_20261127_214320_catalogue_pack_shots.up,
    down: migration_20261127_214320_catalogue_pack_shots.down,
    name: '20261127_214320_catalogue_pack_shots',
  },
  {
    up: migration_20261128_102906_y_site_records.up,
    down: migration_20261128_102906_y_site_records.down,
    name: '20261128_102906_y_site_records',
  },
  {
    up: migration_20261129_022347_certified_publishing.up,
    down: migration_20261129_022347_certified_publishing.down,
    name: '20261129_022347_certified_publishing',
  },
  {
    up: migration_20261129_101131_single_sign_on.up,
    down: migration_20261129_101131_single_sign_on.down,
    name: '20261129_101131_single_sign_on',
  },
  {
    up: migration_20261129_131856_sso_for_editors.up,
    down: migration_20261129_131856_sso_for_editors.down,
    name: '20261129_131856_sso_for_editors',
  },
  {
    up: migration_20261129_140915_sso_signed_out.up,
    down: migration_20261129_140915_sso_signed_out.down,
    name: '20261129_140915_sso_signed_out'
  },
];
