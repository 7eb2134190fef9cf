import dayjs from 'dayjs';

/** A server timestamp (ISO 8601) as a date: 2024-05-01. */
export function formatDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('YYYY-MM-DD') : '';
}

/** '2026-11-21 08:30' from an ISO 8601 timestamp. */
export function formatDateTime(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : '';
}
