/**
 * A read that callers share while each still gets an answer read after it asked: the first call
 * starts a read; calls made while it is on its way wait for the next one, which starts as soon as
 * it is back, and that one read answers all of them. Under load one statement then serves every
 * request that arrived during the last round trip, and none is answered from a read that began
 * before it arrived (so a change committed before a request began is in its answer).
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  type Waiter = { resolve: (value: T) => void; reject: (error: unknown) => void };
  let waiting: Waiter[] = [];
  let reading = false;

  async function readForWaiters(): Promise<void> {
    reading = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const value = await read();
        for (const waiter of batch) waiter.resolve(value);
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    reading = false;
  }

  return () =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (!reading) void readForWaiters();
    });
}
