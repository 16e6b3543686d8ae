import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DataLockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataLockError extends Error {
  readonly holder: DataLockHolder | undefined;
  constructor(message: string, holder?: DataLockHolder) {
    super(message);
    this.name = 'DataLockError';
    this.holder = holder;
  }
}

export interface DataLock {
  file: string;
  release(): void;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes DATA_DIR/seller-desk.lock, created exclusively with our pid, host and start time. The embedded
 * database is owned by one process (docs/architecture.md, "Design choices"): a second process refuses to start, naming the
 * holder. A lock left by a dead process on this host is taken over; one from another host is not
 * (we cannot tell if it still runs), so the message says where it is.
 */
export function acquireDataLock(dataDir: string): DataLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'seller-desk.lock');
  const me: DataLockHolder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me) + '\n', { flag: 'wx' });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            const current = JSON.parse(fs.readFileSync(file, 'utf8')) as DataLockHolder;
            if (current.pid === me.pid && current.host === me.host && current.startedAt === me.startedAt) {
              fs.unlinkSync(file);
            }
          } catch {
            // already gone
          }
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let holder: DataLockHolder | undefined;
    try {
      holder = JSON.parse(fs.readFileSync(file, 'utf8')) as DataLockHolder;
    } catch {
      holder = undefined; // being written right now, or garbage: look again
    }
    if (holder && holder.host === me.host && !alive(holder.pid)) {
      fs.rmSync(file, { force: true }); // stale: its process is gone
      continue;
    }
    if (holder) {
      throw new DataLockError(
        `The data folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} (started ${holder.startedAt}). ` +
          `Stop that server first, or remove ${file} if you are sure it is not running.`,
        holder,
      );
    }
  }
  throw new DataLockError(`Could not take the lock ${file}: remove it if no Seller Desk server is running.`);
}
