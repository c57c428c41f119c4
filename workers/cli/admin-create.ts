import { makeAdmin, UnknownUserError } from "../../modules/identity/index.ts";
import { closeProjectionsQueue } from "../../modules/eventstore/index.ts";
import { closeDatabase, closeRedis } from "../../modules/platform/index.ts";

const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run admin:create -- <email>  (the person signs up first)");
  process.exit(2);
}
try {
  const user = await makeAdmin(email, { actor: "operator", requestId: `cli-${Date.now()}` });
  console.log(`${user.email} is now an admin.`);
} catch (error) {
  if (!(error instanceof UnknownUserError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await closeProjectionsQueue();
  await closeDatabase();
  await closeRedis();
}
