import { createRequire } from 'node:module';

// About 49,000 of the most common passwords, bundled with @zxcvbn-ts/language-common (no network):
// loaded on the first password check, not at start.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: Record<string, string[]>;
    };
    common = new Set(dictionary['passwords-common']!.map((p) => p.toLowerCase()));
  }
  return common.has(password.toLowerCase());
}
