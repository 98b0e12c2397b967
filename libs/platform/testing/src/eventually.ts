/** Polls until `check` stops throwing (events arrive asynchronously); no timing is asserted. */
export const eventually = async (check: () => Promise<void>, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
};
