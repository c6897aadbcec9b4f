/**
 * Wait for a state instead of sleeping a fixed time: polls `condition` every `everyMs` until it holds.
 * @returns once `condition()` is true
 * @throws Error naming `what` when it is still false after `timeoutMs`
 */
export async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, everyMs = 5 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
