import { dateTimeOf, dayOf } from '@podkit/sdk-core';
import { currentSiteTimeZone } from '../app/site-time.js';

/** A server timestamp (ISO 8601) as the site's day: 2024-05-01. */
export function formatDate(iso: string): string {
  return dayOf(iso, currentSiteTimeZone());
}

/** '2026-11-21 08:30' from an ISO 8601 timestamp, on the site's clock. */
export function formatDateTime(iso: string): string {
  return dateTimeOf(iso, currentSiteTimeZone());
}
