/**
 * Runs a row's call and reloads the list either way: a refusal was already shown by the client
 * (the server's message), and the row may have changed meanwhile.
 */
export async function runThenRefresh(run: () => Promise<unknown>, refresh: () => void) {
  try {
    await run();
  } catch {
    // The client shows the server's message.
  }
  refresh();
}
