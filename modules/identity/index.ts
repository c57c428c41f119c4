// Identity: accounts, passwords, admins, sessions and the sign-in and sign-up limits.
export {
  DEMO_STUDENT_EMAIL,
  EmailAlreadyRegisteredError,
  ensureDemoStudent,
  makeAdmin,
  registerUser,
  UnknownUserError,
} from "./commands.ts";
export { EmailAddressClaimed, UserMadeAdmin, UserRegistered } from "./events.ts";
export { usersProjection } from "./projection.ts";
export { findUserByEmail, findUserById, verifyCredentials, type User } from "./queries.ts";
export { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from "./forms.ts";
export { createUserSession, endOtherUserSessions, endUserSession, resolveUserSession, type NewSession } from "./sessions.ts";
export { clearSignInLimit, limitSignIn, limitSignUp } from "./rate-limits.ts";
