import type { MenuEntry } from '@podkit/sdk-core';
import { Link } from 'react-router';
import { childrenByIcon } from './menu.js';

/** A group's screens as link sections (the popover of a menu group). */
export function GroupLinks({ group, onNavigate }: { group: MenuEntry; onNavigate?: () => void }) {
  return (
    <div className="group-links">
      {childrenByIcon(group).map(({ icon, entries }) => (
        <section key={icon || 'main'} className="group-links-section">
          {icon && (
            <div className="group-links-title">{icon.replace(/^platform-/, '').toUpperCase()}</div>
          )}
          <div className="group-links-grid">
            {entries.map((entry) =>
              entry.is_blank ? (
                <a key={entry.id} href={entry.http_url} target="_blank" rel="noreferrer">
                  {entry.name}
                </a>
              ) : (
                <Link key={entry.id} to={entry.http_url} onClick={onNavigate}>
                  {entry.name}
                </Link>
              ),
            )}
          </div>
        </section>
      ))}
      {group.authed === 2 && (
        <Link to="/myOrder/storeAdmin" className="group-links-authorise" onClick={onNavigate}>
          + 授权店铺
        </Link>
      )}
    </div>
  );
}
