import { defineProjection } from "../eventstore/index.ts";
import { UserMadeAdmin, UserRegistered } from "./events.ts";

export const usersProjection = defineProjection({
  name: "identity.users",
  kind: "read-model",
  handles: [UserRegistered, UserMadeAdmin],
  tables: ["users"],
  async apply(trx, event) {
    const registered = UserRegistered.match(event);
    if (registered) {
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
    }
  },
});
