import { describe, expect, it } from 'vitest';
import { passwordRuleProblem } from './password-rules.ts';

describe('password rules', () => {
  it('needs 10 to 1,024 characters and not the username', () => {
    expect(passwordRuleProblem('123456789')).toBe('Password must have at least 10 characters');
    expect(passwordRuleProblem('x'.repeat(1025))).toBe('Password must have at most 1024 characters');
    expect(passwordRuleProblem('Asha.Admin', 'asha.admin')).toBe(
      'Password must not be the same as the username',
    );
    expect(passwordRuleProblem('tea garden at dawn', 'asha')).toBeNull();
  });
});
