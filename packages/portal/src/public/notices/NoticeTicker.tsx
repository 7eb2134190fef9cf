import { SoundOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { NOTICE_TICKER_DELAY_MS } from '@podkit/sdk-core';

export interface TickerNotice {
  id: number;
  title: string;
}

/**
 * The public header's notice ticker (spec 2 and 9): one title at a time, sliding up to the next
 * every 3 s and back to the first after the last; it holds still while the pointer or focus is
 * on it. Clicking a title asks for its detail.
 */
export function NoticeTicker({
  notices,
  onOpen,
}: {
  notices: TickerNotice[];
  onOpen: (id: number) => void;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = notices.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), NOTICE_TICKER_DELAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const current = notices[index % Math.max(count, 1)];
  if (!current) return null;
  return (
    <div
      className="notice-ticker"
      role="region"
      aria-label="公告"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <SoundOutlined className="notice-ticker-icon" aria-hidden />
      <div className="notice-ticker-window">
        <button
          key={current.id}
          type="button"
          className="notice-ticker-item"
          title={current.title}
          onClick={() => onOpen(current.id)}
        >
          {current.title}
        </button>
      </div>
    </div>
  );
}
