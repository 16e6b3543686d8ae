import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { passwordRuleProblem } from '@seller-desk/core';
import type { Argon2Params } from '../../config.ts';
import { isCommonPassword } from './common-passwords.ts';

const argon2 = promisify(crypto.argon2);
const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');
const TAG_LENGTH = 32;

/** argon2id with Node's built-in implementation, stored as a PHC string: $argon2id$v=19$m=…,t=…,p=…$salt$hash */
export async function hashPassword(password: string, params: Argon2Params): Promise<string> {
  const nonce = crypto.randomBytes(16);
  const tag = await argon2('argon2id', {
    message: password,
    nonce,
    memory: params.memory,
    passes: params.passes,
    parallelism: params.parallelism,
    tagLength: TAG_LENGTH,
  });
  return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${b64(nonce)}$${b64(tag)}`;
}

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!m) return false;
  const expected = Buffer.from(m[5]!, 'base64');
  const tag = await argon2('argon2id', {
    message: password,
    nonce: Buffer.from(m[4]!, 'base64'),
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    tagLength: expected.length,
  });
  return tag.length === expected.length && crypto.timingSafeEqual(tag, expected);
}

/** Why a new password is refused (length, equal to the username, a common password), or null. */
export function passwordProblem(password: string, username?: string): string | null {
  const rule = passwordRuleProblem(password, username);
  if (rule) return rule;
  if (isCommonPassword(password))
    return 'Password is one of the most common passwords, which are tried first: choose another';
  return null;
}
