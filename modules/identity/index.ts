// Identity: accounts, passwords, admins, sessions and the sign-in and sign-up limits.
export { DEMO_STUDENT_EMAIL, ensureDemoStudent, makeAdmin, registerUser } from "./commands.ts";
export { EmailAlreadyRegisteredError, UnknownUserError } from "./decide.ts";
export { AccountDeleted, EmailAddressClaimed, UserMadeAdmin, UserRegistered } from "./events.ts";
export { usersProjection } from "./projection.ts";
export { findUserByEmail, findUserById, verifyCredentials, type User } from "./queries.ts";
export { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from "./forms.ts";
export { createUserSession, endOtherUserSessions, endUserSession, resolveUserSession, type NewSession } from "./sessions.ts";
export { clearSignInLimit, limitSignIn, limitSignUp } from "./rate-limits.ts";
