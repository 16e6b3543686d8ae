import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http.ts';
import { loginErrorMessage } from './login-error.ts';

describe('loginErrorMessage', () => {
  it('keeps the server message for a wrong password', () => {
    const error = new ApiError('Wrong username or password', { status: 401, code: 'UNAUTHENTICATED' });
    expect(loginErrorMessage(error)).toBe('Wrong username or password');
  });
  it('explains a bare 401', () => {
    const error = new ApiError('The server answered 401', { status: 401, code: 'HTTP_401' });
    expect(loginErrorMessage(error)).toBe('Wrong username or password.');
  });
  it('adds the wait time to a rate-limit answer that lacks it', () => {
    const error = new ApiError('Too many attempts.', {
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 90,
    });
    expect(loginErrorMessage(error)).toBe('Too many attempts. Try again in 2 minutes.');
  });
  it('keeps a rate-limit message that already names the wait', () => {
    const error = new ApiError('Too many attempts: try again in 30 seconds', {
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 30,
    });
    expect(loginErrorMessage(error)).toBe('Too many attempts: try again in 30 seconds');
  });
  it('says when the server cannot be reached', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toMatch(/cannot be reached/);
  });
});
