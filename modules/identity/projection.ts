import { defineProjection } from "../eventstore/index.ts";
import { AccountDeleted, EmailVerified, NotificationPreferencesChanged, PasswordChanged, ProfileUpdated, UserMadeAdmin, UserRegistered } from "./events.ts";
import type { IdentityTables } from "./tables.ts";

/**
 * Accounts as sign-in and sessions read them. Version 2: verified
 * email, password changes, names edited on the profile, and deletion.
 */
export const usersProjection = defineProjection<IdentityTables>({
  name: "identity.users",
  version: 2,
  kind: "read-model",
  handles: [UserRegistered, UserMadeAdmin, EmailVerified, PasswordChanged, ProfileUpdated, AccountDeleted],
  tables: ["users"],
  async apply(trx, event) {
    const registered = UserRegistered.match(event);
    if (registered) {
      // Sealed fields read as null once the account was deleted: nothing of it is projected (its AccountDeleted follows).
      if (registered.email === null || registered.passwordHash === null) return;
      await trx
        .insertInto("users")
        .values({
          id: registered.userId,
          email: registered.email,
          first_name: registered.firstName,
          last_name: registered.lastName,
          profile_image_url: null,
          is_admin: false,
          password_hash: registered.passwordHash,
          email_verified_at: null,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return;
    }
    const madeAdmin = UserMadeAdmin.match(event);
    if (madeAdmin) {
      await trx.updateTable("users").set({ is_admin: true, updated_at: event.recordedAt }).where("id", "=", madeAdmin.userId).execute();
      return;
    }
    const verified = EmailVerified.match(event);
    if (verified) {
      await trx.updateTable("users").set({ email_verified_at: event.recordedAt, updated_at: event.recordedAt }).where("id", "=", verified.userId).execute();
      return;
    }
    const changed = PasswordChanged.match(event);
    if (changed) {
      if (changed.passwordHash === null) return;
      await trx.updateTable("users").set({ password_hash: changed.passwordHash, updated_at: event.recordedAt }).where("id", "=", changed.userId).execute();
      return;
    }
    const profile = ProfileUpdated.match(event);
    if (profile) {
      await trx
        .updateTable("users")
        .set({ first_name: profile.firstName, last_name: profile.lastName, updated_at: event.recordedAt })
        .where("id", "=", profile.userId)
        .execute();
      return;
    }
    const deleted = AccountDeleted.match(event);
    if (deleted) await trx.deleteFrom("users").where("id", "=", deleted.userId).execute();
  },
});

/**
 * Each student's profile and notification preferences, as their own events
 * last left them. Version 2: the facts scholarship matching needs
 * (citizenship, year of birth, work experience, CXC results; issue 26).
 */
export const profilesProjection = defineProjection<IdentityTables>({
  name: "identity.profiles",
  version: 2,
  kind: "read-model",
  handles: [ProfileUpdated, NotificationPreferencesChanged, AccountDeleted],
  tables: ["user_profiles"],
  async apply(trx, event) {
    const profile = ProfileUpdated.match(event);
    const notifications = NotificationPreferencesChanged.match(event);
    if (profile || notifications) {
      const columns = profile
        ? {
            education_level: profile.educationLevel,
            career_interests: JSON.stringify(profile.careerInterests ?? []),
            preferred_destinations: JSON.stringify(profile.preferredDestinations ?? []),
            target_start_month: profile.targetStartMonth,
            local_currency: profile.localCurrency,
            citizenship: profile.citizenship,
            birth_year: profile.birthYear,
            work_experience_years: profile.workExperienceYears,
            cxc_results: JSON.stringify(profile.cxcResults ?? []),
            updated_at: event.recordedAt,
          }
        : {
            deadline_reminders: notifications!.deadlineReminders,
            event_emails: notifications!.eventEmails,
            expert_answer_emails: notifications!.expertAnswerEmails,
            updated_at: event.recordedAt,
          };
      await trx
        .insertInto("user_profiles")
        .values({ user_id: (profile ?? notifications)!.userId, career_interests: "[]", preferred_destinations: "[]", ...columns })
        .onConflict((oc) => oc.column("user_id").doUpdateSet(columns))
        .execute();
      return;
    }
    const deleted = AccountDeleted.match(event);
    if (deleted) await trx.deleteFrom("user_profiles").where("user_id", "=", deleted.userId).execute();
  },
});
