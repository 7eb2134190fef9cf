import { temuSheet } from './temu.js';

// Temu 托管 (Temu prices and ships): the listing fields of temu.ts, unconfirmed likewise.
export const temuHostedSheet = temuSheet('temuHosted', 'Temu 托管');
