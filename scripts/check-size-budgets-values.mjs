const KB = 1024;

/** Size budgets of the embeds (issue 7), in gzip bytes. */
export const BUDGETS = { loader: 2 * KB, runtime: 20 * KB, widget: 25 * KB, editor: 110 * KB };
