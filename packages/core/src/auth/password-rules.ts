// The password rules (ASVS 5.0 level 2, 6.2): long enough, not the username, not a common password.
// The length and username rules are here so the screens can say them before sending; the server also
// checks a bundled list of about 49,000 common passwords (modules/auth/password.ts).

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;

/** The rules in one line, for the screens that set a password. */
export const PASSWORD_RULES_TEXT = `At least ${MIN_PASSWORD_LENGTH} characters, not your username and not a common password`;

/** Why a new password is refused by the length and username rules, or null. */
export function passwordRuleProblem(password: string, username?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Password must have at most ${MAX_PASSWORD_LENGTH} characters`;
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase())
    return 'Password must not be the same as the username';
  return null;
}
