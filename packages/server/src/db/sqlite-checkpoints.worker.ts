// Copies the SQLite write-ahead log into the database file on a connection of its own, in a worker
// thread (decision 146): the server's connection never does it at a commit. A passive checkpoint waits
// for nobody: it copies what no reader still needs and leaves the rest for the next one.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { file, everyMs } = workerData as { file: string; everyMs: number };
const db = new DatabaseSync(file);

function checkpoint(): void {
  try {
    db.exec('pragma wal_checkpoint(passive)');
  } catch {
    // The database is busy or closing: the next round tries again.
  }
}

const timer = setInterval(checkpoint, everyMs);
parentPort!.on('message', (m: { id: number; stop?: true }) => {
  checkpoint();
  if (m.stop) {
    clearInterval(timer);
    db.close();
  }
  parentPort!.postMessage({ id: m.id });
  if (m.stop) parentPort!.close();
});
