import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { isDay } from '@podkit/sdk-core';
import { addMonths, monthGrid, monthOf, monthTitle, WEEKDAY_LABELS } from './calendar';
import { isEventInside } from './event-path';
import { Icon } from './icons';
import { WidgetPortal } from './portal-layer';

/** The calendar's width in px (controls-css.ts draws it so). */
const CALENDAR_WIDTH = 280;

export interface DateFieldProps {
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** What the empty field says (开始日期, 结束日期 …) and its accessible name. */
  placeholder: string;
  /** Days before `min` or after `max` cannot be chosen. */
  min?: string;
  max?: string;
  /** The day the calendar opens on when nothing is chosen yet (the site's today). */
  today?: string;
}

/**
 * A date field that speaks Chinese whatever the browser's language: a box that takes a typed
 * YYYY-MM-DD and opens a calendar in the widget's portal layer. Escape, Enter or a click
 * elsewhere closes it. Only the calendar keeps to min and max; a typed range is the form's to check.
 */
export function DateField({ value, onChange, placeholder, min, max, today }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(() => monthOf(value || today || '') ?? currentMonth());
  const [position, setPosition] = useState({ left: 0, top: 0 });
  const field = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const popupId = useId();

  useEffect(() => setDraft(value), [value]);

  useEffect(() => {
    if (!open) return;
    const document = field.current?.ownerDocument;
    const close = (event: Event) => {
      const inside = [field.current?.parentElement, popup.current].some(
        (element) => element && isEventInside(event, element),
      );
      if (!inside) setOpen(false);
    };
    document?.addEventListener('pointerdown', close);
    return () => document?.removeEventListener('pointerdown', close);
  }, [open]);

  function show() {
    if (open || !field.current) return;
    const box = field.current.getBoundingClientRect();
    const viewport = field.current.ownerDocument.defaultView?.innerWidth ?? box.right;
    // Kept inside the window on a phone, where the end-date field sits near the right edge.
    setPosition({
      left: Math.max(8, Math.min(box.left, viewport - CALENDAR_WIDTH - 8)),
      top: box.bottom + 4,
    });
    setShown(monthOf(value || today || '') ?? currentMonth());
    setOpen(true);
  }

  function choose(day: string) {
    setDraft(day);
    onChange(day);
    setOpen(false);
    field.current?.focus();
  }

  /** A typed day counts once it is a real YYYY-MM-DD day; anything else waits or is undone. */
  function typed(text: string) {
    setDraft(text);
    const day = text.trim();
    if (day === '') onChange('');
    else if (isDay(day)) {
      onChange(day);
      setShown(monthOf(day)!);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
    if (event.key === 'Enter' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const allowed = (day: string) => (!min || day >= min) && (!max || day <= max);

  return (
    <span className="pk-date-field" onKeyDown={onKeyDown}>
      <input
        ref={field}
        className="pk-input pk-date-input"
        inputMode="numeric"
        placeholder={placeholder}
        aria-label={placeholder}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        value={draft}
        maxLength={10}
        onFocus={show}
        onClick={show}
        onChange={(event) => typed(event.currentTarget.value)}
        onBlur={() => setDraft(value)}
      />
      {value ? (
        <button
          type="button"
          className="pk-icon-button pk-date-clear"
          aria-label={`清除${placeholder}`}
          onClick={() => choose('')}
        >
          <Icon name="close" />
        </button>
      ) : (
        <span className="pk-date-icon">
          <Icon name="calendar" />
        </span>
      )}
      {open ? (
        <WidgetPortal>
          <div
            ref={popup}
            id={popupId}
            className="pk-calendar"
            role="dialog"
            aria-label={`选择${placeholder}`}
            style={{ left: `${position.left}px`, top: `${position.top}px` }}
            onKeyDown={onKeyDown}
          >
            <div className="pk-calendar-head">
              <button
                type="button"
                className="pk-icon-button"
                aria-label="上个月"
                onClick={() => setShown(addMonths(shown, -1))}
              >
                <Icon name="left" />
              </button>
              <span className="pk-calendar-title">{monthTitle(shown.year, shown.month)}</span>
              <button
                type="button"
                className="pk-icon-button"
                aria-label="下个月"
                onClick={() => setShown(addMonths(shown, 1))}
              >
                <Icon name="right" />
              </button>
            </div>
            <div className="pk-calendar-grid" role="grid">
              {WEEKDAY_LABELS.map((label) => (
                <span key={label} className="pk-calendar-weekday" role="columnheader">
                  {label}
                </span>
              ))}
              {monthGrid(shown.year, shown.month).map((cell) => (
                <button
                  key={cell.day}
                  type="button"
                  role="gridcell"
                  className="pk-calendar-day"
                  data-outside={cell.inMonth ? undefined : 'true'}
                  data-today={cell.day === today ? 'true' : undefined}
                  aria-selected={cell.day === value}
                  aria-label={cell.day}
                  disabled={!allowed(cell.day)}
                  onClick={() => choose(cell.day)}
                >
                  {cell.date}
                </button>
              ))}
            </div>
            {today && allowed(today) ? (
              <div className="pk-calendar-foot">
                <button type="button" className="pk-link-button" onClick={() => choose(today)}>
                  今天
                </button>
              </div>
            ) : null}
          </div>
        </WidgetPortal>
      ) : null}
    </span>
  );
}

function currentMonth() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}
