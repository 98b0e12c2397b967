export const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; fails with `what` and the last state after `timeoutMs`. */
export async function waitFor(
  check: () => boolean,
  timeoutMs: number,
  what: string,
  describe?: () => unknown,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${describe ? `: ${JSON.stringify(describe())}` : ''}`,
      );
    }
    await delay(10);
  }
}
