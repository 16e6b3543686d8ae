import { ApiError, errorMessage } from '../../../lib/http.ts';
import { formatCount } from '../../../lib/format.ts';

function describeWait(seconds: number): string {
  if (seconds < 60) return formatCount(seconds, 'second');
  return formatCount(Math.ceil(seconds / 60), 'minute');
}

/** What a person reads when signing in failed: wrong password, too many attempts (with the wait), or the server's words. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const wait = error.retryAfterSeconds;
      const base =
        error.message && !error.message.startsWith('The server answered')
          ? error.message
          : 'Too many attempts.';
      if (wait !== undefined && !/\d/.test(base)) return `${base} Try again in ${describeWait(wait)}.`;
      return base;
    }
    if (error.status === 401 && error.message.startsWith('The server answered')) {
      return 'Wrong username or password.';
    }
    return error.message;
  }
  if (error instanceof TypeError) return 'The server cannot be reached. Check the connection and try again.';
  return errorMessage(error);
}
