// A section of a screen rendered as its page renders it, for component tests: under the query client
// and the app's one snackbar, with every request it would send refused and recorded.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { SnackbarProvider } from '../src/components/snackbar.tsx';

/**
 * Refuses, in each test of the file, every request the code would send (a component test reaches no
 * server) and records it: what a section would have sent is read off the calls.
 */
export function refuseRequests() {
  const requests = vi.fn(async (_url: string, _init?: RequestInit): Promise<Response> => {
    throw new Error('no request may leave a component test');
  });
  beforeEach(() => {
    requests.mockClear();
    vi.stubGlobal('fetch', requests);
  });
  afterEach(() => vi.unstubAllGlobals());
  return requests;
}

/** The server's answer refusing an operation, as GraphQL gives it: the message and its extensions. */
export const refusal = (message: string, extensions: Record<string, unknown> = { code: 'BAD_USER_INPUT' }) =>
  new Response(JSON.stringify({ data: null, errors: [{ message, extensions }] }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** The section under the query client and the snackbar; the user who types into it. */
export function renderSection(section: ReactNode) {
  return renderSectionAgainLater(section).user;
}

/**
 * The same, and `rerender` to render it again with other props under the same providers: the section
 * as its page renders it when its query has loaded a newer value.
 */
export function renderSectionAgainLater(section: ReactNode) {
  const client = new QueryClient();
  const under = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <SnackbarProvider>{node}</SnackbarProvider>
    </QueryClientProvider>
  );
  const { rerender } = render(under(section));
  return { user: userEvent.setup(), rerender: (next: ReactNode) => rerender(under(next)) };
}
