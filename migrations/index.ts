import type { Migration } from "kysely";
import * as eventStore from "./20261123090000_event_store.ts";
import * as identity from "./20261123090100_identity.ts";
import * as catalog from "./20261123090200_catalog.ts";
import * as contentHtml from "./20261123100000_content_html_and_projection_versions.ts";
import * as articles from "./20261123110000_articles.ts";
import * as scholarships from "./20261123120000_scholarships.ts";
import * as search from "./20261123130000_search.ts";
import * as studentProfiles from "./20261123140000_student_profiles.ts";
import * as counseling from "./20261123150000_counseling.ts";
import * as scholarshipFacts from "./20261123190000_scholarship_facts.ts";
import * as schoolFacts from "./20261123190100_school_facts.ts";
import * as userSessions from "./20261123190200_user_sessions.ts";
import * as mailOutbox from "./20261123200000_mail_outbox.ts";
import * as personalDataKeys from "./20261124000100_personal_data_keys.ts";
import * as identityAccount from "./20261124000110_identity_account.ts";
import * as portalSavedItems from "./20261124000200_portal_saved_items.ts";
import * as portalShortlist from "./20261124000300_portal_shortlist.ts";
import * as portalPlanner from "./20261124000400_portal_planner.ts";
import * as readiness from "./20261124000500_readiness.ts";
import * as expertQuestions from "./20261125000300_expert_questions.ts";
import * as personalDataTombstones from "./20261125000500_personal_data_tombstones.ts";
import * as portalReminders from "./20261125000400_portal_reminders.ts";
import * as portalEvents from "./20261125000200_portal_events.ts";
import * as mailAttachments from "./20261125000210_mail_attachments.ts";
import * as portalChecklists from "./20261125000100_portal_checklists.ts";
import * as consultationHandling from "./20261126000400_consultation_handling.ts";
import * as mailProviderAnswers from "./20261127000100_mail_provider_answers.ts";
import * as searchCandidates from "./20261128000100_search_candidates.ts";
import * as identityPendingRegistrations from "./20261129000100_identity_pending_registrations.ts";
import * as identityDevicesSecondFactor from "./20261129000300_identity_devices_second_factor.ts";
import * as consultationErasure from "./20261129000700_consultation_erasure.ts";
import * as mailAbout from "./20261129000710_mail_about.ts";
import * as scholarshipStudyLevels from "./20261130000100_scholarship_study_levels.ts";
import * as portalOwnTaskList from "./20261130000200_portal_own_task_list.ts";
import * as officialFeeDates from "./20261201000100_official_fee_dates.ts";
import * as exclusiveEventCancellation from "./20261201000200_exclusive_event_cancellation.ts";
import * as counselorCapacityAndCommission from "./20261202000100_counselor_capacity_and_commission.ts";
import * as profileEligibilityFacts from "./20261203000100_profile_eligibility_facts.ts";
import * as scholarshipCycles from "./20261203000200_scholarship_cycles.ts";
import * as portalOpeningAlerts from "./20261203000300_portal_opening_alerts.ts";
import * as scholarshipRules from "./20261203000400_scholarship_rules.ts";
import * as catalogProgrammes from "./20261204000200_catalog_programmes.ts";
import * as scholarshipSourceConfidence from "./20261203000500_scholarship_source_confidence.ts";
import * as searchContext from "./20261204000010_search_context.ts";
import * as searchWordSources from "./20261204000020_search_word_sources.ts";
import * as directoryEntries from "./20261204000100_directory_entries.ts";
import * as searchPerTypeCandidates from "./20261205000100_search_per_type_candidates.ts";

/** Every migration, by name; the Migrator applies them in name (timestamp) order. */
export const migrations: Record<string, Migration> = {
  "20261123090000_event_store": eventStore,
  "20261123090100_identity": identity,
  "20261123090200_catalog": catalog,
  "20261123100000_content_html_and_projection_versions": contentHtml,
  "20261123110000_articles": articles,
  "20261123120000_scholarships": scholarships,
  "20261123130000_search": search,
  "20261123140000_student_profiles": studentProfiles,
  "20261123150000_counseling": counseling,
  "20261123190000_scholarship_facts": scholarshipFacts,
  "20261123190100_school_facts": schoolFacts,
  "20261123190200_user_sessions": userSessions,
  "20261123200000_mail_outbox": mailOutbox,
  "20261124000100_personal_data_keys": personalDataKeys,
  "20261124000110_identity_account": identityAccount,
  "20261124000200_portal_saved_items": portalSavedItems,
  "20261124000300_portal_shortlist": portalShortlist,
  "20261124000400_portal_planner": portalPlanner,
  "20261124000500_readiness": readiness,
  "20261125000100_portal_checklists": portalChecklists,
  "20261125000200_portal_events": portalEvents,
  "20261125000210_mail_attachments": mailAttachments,
  "20261125000300_expert_questions": expertQuestions,
  "20261125000400_portal_reminders": portalReminders,
  "20261125000500_personal_data_tombstones": personalDataTombstones,
  "20261126000400_consultation_handling": consultationHandling,
  "20261127000100_mail_provider_answers": mailProviderAnswers,
  "20261128000100_search_candidates": searchCandidates,
  "20261129000100_identity_pending_registrations": identityPendingRegistrations,
  "20261129000300_identity_devices_second_factor": identityDevicesSecondFactor,
  "20261129000700_consultation_erasure": consultationErasure,
  "20261129000710_mail_about": mailAbout,
  "20261130000100_scholarship_study_levels": scholarshipStudyLevels,
  "20261130000200_portal_own_task_list": portalOwnTaskList,
  "20261201000100_official_fee_dates": officialFeeDates,
  "20261201000200_exclusive_event_cancellation": exclusiveEventCancellation,
  "20261202000100_counselor_capacity_and_commission": counselorCapacityAndCommission,
  "20261203000100_profile_eligibility_facts": profileEligibilityFacts,
  "20261203000200_scholarship_cycles": scholarshipCycles,
  "20261203000300_portal_opening_alerts": portalOpeningAlerts,
  "20261203000400_scholarship_rules": scholarshipRules,
  "20261203000500_scholarship_source_confidence": scholarshipSourceConfidence,
  "20261204000010_search_context": searchContext,
  "20261204000020_search_word_sources": searchWordSources,
  "20261204000100_directory_entries": directoryEntries,
  "20261204000200_catalog_programmes": catalogProgrammes,
  "20261205000100_search_per_type_candidates": searchPerTypeCandidates,
};
