// Once per run of the browser tier: every spec's data folder starts empty (fixtures/server.ts).
import { rmSync } from 'node:fs';
import { scratch } from './fixtures/server.ts';

export default function emptyDataFolders(): void {
  rmSync(scratch, { recursive: true, force: true });
}
