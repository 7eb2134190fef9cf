import type { VerificationStatus } from '@podkit/sdk-core';

/** The tag colour of each verification state, the same in the queue and the drawer. */
export const STATUS_COLOR: Record<VerificationStatus, string> = {
  none: 'default',
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};
