import { describe, expect, it } from 'vitest';
import { mapRolesClaim } from './map-roles-claim.ts';

describe('roles claim mapping (docs/security.md)', () => {
  it.each([
    [['user'], 'USER'],
    [['user', 'SuperAdmin'], 'ADMIN'],
    [['SuperAdmin', 'user', 'other'], 'ADMIN'],
    ['user', 'USER'],
    [['SuperAdmin'], null],
    [['User'], null],
    [[], null],
    [undefined, null],
    [null, null],
    [42, null],
    [[1, 'x'], null],
  ])('maps %j to %s', (claim, expected) => {
    expect(mapRolesClaim(claim)).toBe(expected);
  });
});
