import { temuSheet } from './temu.js';

// Temu 本土 (local sellers): the listing fields of temu.ts, unconfirmed for the same reason.
export const temuLocalSheet = temuSheet('temuLocal', 'Temu 本土');
