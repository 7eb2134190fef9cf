/** A command was asked to do something the document does not allow; the message is Chinese. */
export class DesignError extends Error {
  override name = 'DesignError';
}
