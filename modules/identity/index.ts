// Identity: accounts, passwords, email verification, profiles and preferences, admins and their second factor, sessions and signed-in devices, and the limits of their forms.
export {
  changePassword,
  deleteAccount,
  DEMO_STUDENT_EMAIL,
  ensureDemoStudent,
  InvalidVerificationLinkError,
  makeAdmin,
  ProfileChoiceError,
  profileChoices,
  registerUser,
  requestVerificationEmail,
  resetPassword,
  setNotificationPreferences,
  updateStudentProfile,
  verifyEmail,
  WrongPasswordError,
} from "./commands.ts";
export { EmailAlreadyRegisteredError, EmailAlreadyVerifiedError, UnknownUserError } from "./decide.ts";
export {
  AccountDeleted,
  EDUCATION_LEVEL_VALUES,
  EmailAddressClaimed,
  EmailAddressReleased,
  EmailVerificationRequested,
  EmailVerified,
  NotificationPreferencesChanged,
  PasswordChanged,
  ProfileUpdated,
  RecoveryCodeUsed,
  SecondFactorEnrolled,
  UserMadeAdmin,
  UserRegistered,
  type CxcResult,
  type EducationLevel,
  type NotificationPreferences,
  type StudentProfileFields,
} from "./events.ts";
export { identityNotifier, identityNotifierProjection } from "./notifier.ts";
export { WeakPasswordError } from "./password-policy.ts";
export { completeSignUp, InvalidSignUpLinkError, signUpLinkStatus, startSignUp, type SignUpLinkStatus } from "./sign-up-links.ts";
export { InvalidResetTokenError, passwordResetTokenStatus, sendPasswordResetLink, type ResetTokenStatus } from "./password-reset.ts";
export {
  CITIZENSHIPS,
  CXC_GRADE_NUMERALS,
  EDUCATION_LEVELS,
  LOCAL_CURRENCIES,
  LOCAL_CURRENCY_NAMES,
  MAX_YEARS_AHEAD,
  PASSWORD_HINT,
  RESET_LINK_MINUTES,
  SIGN_UP_LINK_HOURS,
  type Citizenship,
  type CxcExam,
} from "./account-options.ts";
export { CARICOM_ASSOCIATE_MEMBERS, CARICOM_MEMBERS, OECS_ASSOCIATE_MEMBERS, OECS_MEMBERS } from "./regional-groups.ts";
export { profileCompleteness, type CompletenessInput } from "./profile-completeness.ts";
export { profilesProjection, usersProjection } from "./projection.ts";
export {
  findUserByEmail,
  findUserById,
  studentAccountProfile,
  studentEligibilityProfile,
  userDisplayNames,
  verifyCredentials,
  type StudentAccountProfile,
  type StudentEligibilityProfile,
  type User,
} from "./queries.ts";
export {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  notificationsSchema,
  profileFormSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  type ProfileForm,
  type ProfileFormInput,
  type SignInInput,
  type SignUpInput,
} from "./schemas.ts";
export {
  ADMIN_SESSION_ABSOLUTE_TIMEOUT_MS,
  ADMIN_SESSION_IDLE_TIMEOUT_MS,
  createUserSession,
  endAllUserSessions,
  endOtherUserSessions,
  endUserSession,
  endUserSessionByPublicId,
  listSignedInDevices,
  resolveSession,
  resolveUserSession,
  type NewSession,
  type ResolvedSession,
  type SignedInDevice,
} from "./sessions.ts";
export {
  confirmSecondFactor,
  hasSecondFactor,
  passSecondFactor,
  proposeSecondFactor,
  RECOVERY_CODE_COUNT,
  WRONG_SECOND_FACTOR_CODE,
  type SecondFactorOutcome,
  type SecondFactorProposal,
} from "./second-factor.ts";
/** What an authenticator app computes (RFC 6238): tests and operator tools stand in for the phone with it. */
export { totpCode, totpStep } from "./totp.ts";
export { issueDeviceToken } from "./device-tokens.ts";
export {
  clearPasswordChecks,
  clearSignInAttempts,
  clearSignInLimit,
  limitPasswordCheck,
  limitPasswordReset,
  limitSignInAttempt,
  limitPasswordResetSubmission,
  limitSignIn,
  limitSignUp,
  limitVerificationResend,
  withPasswordCheckLimit,
} from "./rate-limits.ts";
export { publicOrigin } from "./emails.ts";
export { endDeviceSessionSchema, enrolSecondFactorSchema, secondFactorCodeSchema } from "./schemas.ts";
