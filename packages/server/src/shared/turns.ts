// Turns of the event loop are defined in db/turns.ts, where the database's dialects use them too (db/
// imports nothing of shared/); the rest of the server may import them from here or from there.
export { mapInTurns, nextTurn, oneAtATime } from '../db/turns.ts';
