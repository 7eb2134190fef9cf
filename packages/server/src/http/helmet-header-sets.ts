import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type HeaderSet = Readonly<Record<string, string>>;

/** The headers helmet sets for these options, taken from a response that only records them. */
function helmetHeaders(options: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** At most this many header sets are kept; the keys hold request host names, so they are many. */
const MAX_HEADER_SETS = 1000;

/**
 * helmet's headers for `optionsOf(inputs)`, built once per distinct inputs: building a policy
 * through helmet (parsing and checking every directive) cost more than the rest of a short API
 * request, and a server meets few distinct inputs. The map is emptied when it grows past
 * MAX_HEADER_SETS.
 */
export function helmetHeaderSets<Inputs>(
  optionsOf: (inputs: Inputs) => HelmetOptions,
): (inputs: Inputs) => HeaderSet {
  const sets = new Map<string, HeaderSet>();
  return (inputs) => {
    const key = JSON.stringify(inputs);
    let headers = sets.get(key);
    if (!headers) {
      headers = helmetHeaders(optionsOf(inputs));
      if (sets.size >= MAX_HEADER_SETS) sets.clear();
      sets.set(key, headers);
    }
    return headers;
  };
}
