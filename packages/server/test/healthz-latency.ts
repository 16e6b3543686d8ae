import type { Agent } from './test-app.ts';

/**
 * The worst time GET /healthz took while `work` ran (issue 43: heavy work must not hold up the server's
 * event loop), asked one after another from just before the work starts until it ends, and how many
 * were asked. Each is asked in a turn of the event loop of its own, as a request from the network
 * arrives (an answer given without one would starve the work's own callbacks), and its time counts from
 * the end of the one before: a stall of the event loop shows in the time of the one waiting.
 */
export async function healthzWhile<T>(
  anon: Agent,
  work: () => Promise<T>,
): Promise<{ result: T; worstMs: number; asked: number }> {
  let done = false;
  let worstMs = 0;
  let asked = 0;
  const ask = async () => {
    while (!done) {
      const start = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      const res = await anon.request('GET', '/healthz');
      if (res.statusCode !== 200) throw new Error(`/healthz answered ${res.statusCode}`);
      worstMs = Math.max(worstMs, performance.now() - start);
      asked++;
    }
  };
  const asking = ask();
  try {
    const result = await work();
    done = true;
    await asking;
    return { result, worstMs, asked };
  } finally {
    done = true;
    await asking;
  }
}
