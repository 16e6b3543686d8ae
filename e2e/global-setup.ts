// Once per run of the browser tier: every spec's data folder starts empty (fixtures/server.ts). At the
// end, a server started ahead for a spec that did not run (one spec run alone, a stopped run) stops.
import type { FullConfig } from '@playwright/test';
import { rmSync } from 'node:fs';
import { scratch, stopAll } from './fixtures/server.ts';

export default function emptyDataFolders(config: FullConfig): () => Promise<void> {
  rmSync(scratch, { recursive: true, force: true });
  return () => stopAll(config.projects.map(({ name }) => name));
}
