import type { MenuEntry } from '@podkit/sdk-core';
import { Link } from 'react-router';
import { childrenByIcon, sharedLeadingWords } from './menu.js';

/** Above this many sections a popover lays them out in columns, so it fits a 720 px tall screen. */
const SECTIONS_IN_ONE_COLUMN = 4;

/** A group's screens as link sections (the popover of a menu group). */
export function GroupLinks({
  group,
  onNavigate,
  inDrawer = false,
}: {
  group: MenuEntry;
  onNavigate?: () => void;
  /** In the phone menu's drawer: one column, the drawer scrolls. */
  inDrawer?: boolean;
}) {
  const sections = childrenByIcon(group);
  const wide = !inDrawer && sections.length > SECTIONS_IN_ONE_COLUMN;
  const className = inDrawer
    ? 'group-links group-links-drawer'
    : wide
      ? 'group-links group-links-wide'
      : 'group-links';
  return (
    <div className={className}>
      {sections.map(({ icon, entries }) => {
        const title = icon ? sharedLeadingWords(entries.map((entry) => entry.name)) : '';
        return (
          <section key={icon || 'main'} className="group-links-section">
            {title && <div className="group-links-title">{title}</div>}
            <div className="group-links-grid">
              {entries.map((entry) => {
                const text = title ? entry.name.slice(title.length).trim() : entry.name;
                const label = text === entry.name ? undefined : entry.name;
                return entry.is_blank ? (
                  <a
                    key={entry.id}
                    href={entry.http_url}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={label}
                  >
                    {text}
                  </a>
                ) : (
                  <Link key={entry.id} to={entry.http_url} onClick={onNavigate} aria-label={label}>
                    {text}
                  </Link>
                );
              })}
            </div>
          </section>
        );
      })}
      {group.authed === 2 && (
        <Link to="/myOrder/storeAdmin" className="group-links-authorise" onClick={onNavigate}>
          + 授权店铺
        </Link>
      )}
    </div>
  );
}
