import { beforeEach, describe, expect, it } from 'vitest';
import { memoryUsers, type MemoryUsers } from '../../../test/fakes/memory-users.ts';
import { testArgon2 } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { verifyPassword } from '../auth/password.ts';
import { createUsersService } from './users.service.ts';

// The users service's rules, run against in-memory ports (no database): accounts, the last active
// administrator, sessions ended by a new password or a disabled account, and what it audits.
// last-admin.db.test.ts runs the serialised removals of decision 200 on SQLite and PostgreSQL.
const PASSWORD = 'a-long-enough-passphrase';

describe('users service', () => {
  let memory: MemoryUsers;
  let service: ReturnType<typeof createUsersService>;
  let admin: SessionUser;
  beforeEach(async () => {
    memory = memoryUsers();
    service = createUsersService({
      store: memory.store,
      clock: fixedClock('2026-09-15T06:00:00.000Z'),
      config: { argon2: testArgon2 },
    });
    const a = await service.create({ username: 'asha', password: PASSWORD, role: 'ADMIN' }, null);
    admin = { id: a.id, username: a.username, role: 'ADMIN' };
  });

  it('creates an account with a hashed password and audits it without the hash', async () => {
    const u = await service.create({ username: 'ravi', password: PASSWORD, role: 'USER' }, admin);
    expect(u).toMatchObject({ username: 'ravi', role: 'USER', disabled: false });
    expect(await verifyPassword(PASSWORD, memory.data.users.get(u.id)!.passwordHash)).toBe(true);
    const row = memory.data.audit.at(-1)!;
    expect(row).toMatchObject({ entity: 'user', action: 'create', userId: admin.id, before: null });
    expect(row.after).toMatchObject({ username: 'ravi', role: 'USER' });
    expect(JSON.stringify(memory.data.audit)).not.toContain('argon2');
  });

  it('refuses a username already taken (without case) and a bad role, naming the field', async () => {
    await expect(
      service.create({ username: 'ASHA', password: PASSWORD, role: 'USER' }, admin),
    ).rejects.toMatchObject({
      field: 'username',
      message: 'The username asha is already taken (usernames do not tell capitals apart)',
    });
    await expect(
      service.create({ username: 'ravi', password: PASSWORD, role: 'OWNER' }, admin),
    ).rejects.toMatchObject({ field: 'role' });
    expect(memory.data.users.size).toBe(1);
  });

  it('never leaves the shop without an active administrator', async () => {
    const message = 'This is the last active administrator: make another account ADMIN first';
    await expect(service.update(admin.id, { role: 'USER' }, admin)).rejects.toMatchObject({
      code: 'CONFLICT',
      message,
    });
    await expect(service.update(admin.id, { disabled: true }, admin)).rejects.toMatchObject({ message });
    const other = await service.create({ username: 'meera', password: PASSWORD, role: 'ADMIN' }, admin);
    await expect(service.remove(admin.id, admin)).rejects.toMatchObject({
      message: 'You cannot delete your own account',
    });
    // with a second administrator, either may step down
    await service.update(admin.id, { role: 'USER' }, { ...admin, id: other.id });
    await expect(service.remove(other.id, admin)).rejects.toMatchObject({ message });
    expect(memory.data.users.get(other.id)).toMatchObject({ role: 'ADMIN', disabled: false });
  });

  it('ends the sessions of an account given a new password or disabled, and audits the password change', async () => {
    const u = await service.create({ username: 'ravi', password: PASSWORD, role: 'USER' }, admin);
    memory.data.sessions.set(u.id, 2);
    await service.update(u.id, { role: 'ADMIN' }, admin);
    expect(memory.data.sessions.get(u.id)).toBe(2);
    await service.update(u.id, { password: 'another-long-passphrase' }, admin);
    expect(memory.data.sessions.has(u.id)).toBe(false);
    expect(memory.data.audit.at(-1)).toMatchObject({ action: 'update+password' });
    memory.data.sessions.set(u.id, 1);
    await service.update(u.id, { disabled: true }, admin);
    expect(memory.data.sessions.has(u.id)).toBe(false);
    expect(memory.data.audit.at(-1)!.after).toMatchObject({ disabled: true });
  });

  it('makes an account on the first single sign-on, finds it again by its identity, and follows the role claim', async () => {
    const subject = 'https://id.example|42';
    const first = await service.signOnAccount(subject, 'ravi', 'USER');
    expect(first).toMatchObject({ username: 'ravi', role: 'USER' });
    // no password opens an account made by signing on
    expect(await verifyPassword('!single-sign-on', memory.data.users.get(first.id)!.passwordHash)).toBe(
      false,
    );
    const again = await service.signOnAccount(subject, 'ravi', 'ADMIN');
    expect(again).toMatchObject({ id: first.id, role: 'ADMIN' });
    expect(memory.data.audit.slice(-2).map((a) => a.action)).toEqual([
      'create (single sign-on)',
      'update (single sign-on)',
    ]);
    // another identity with a name already taken gets a short suffix
    const other = await service.signOnAccount('https://id.example|43', 'ASHA', 'USER');
    expect(other.username).toMatch(/^ASHA-[0-9a-f]{6}$/);
  });

  it('says an account deleted meanwhile was deleted by someone else', async () => {
    const u = await service.create({ username: 'ravi', password: PASSWORD, role: 'USER' }, admin);
    await service.remove(u.id, admin);
    await expect(service.update(u.id, { role: 'ADMIN' }, admin)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This account was deleted by someone else',
    });
  });
});
