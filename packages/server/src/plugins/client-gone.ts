import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The client closed its connection before its answer was sent (a browser that left a page while a list
 * loaded): the stream that wrote the answer ends with ERR_STREAM_PREMATURE_CLOSE on a connection that is
 * gone. That is the client's choice, not a failure of the server, so it is logged at info level (issue 39).
 */
export function isClientGone(
  error: unknown,
  raw: { req?: IncomingMessage; res?: ServerResponse } | undefined,
): boolean {
  if ((error as { code?: unknown } | null | undefined)?.code !== 'ERR_STREAM_PREMATURE_CLOSE') return false;
  return raw?.res?.destroyed === true || raw?.req?.destroyed === true || raw?.req?.socket?.destroyed === true;
}

export const CLIENT_GONE_MESSAGE = 'client went away before its answer was sent';
