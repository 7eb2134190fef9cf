import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich text from the server (notices, articles). The server sanitises it when it is saved;
 * DOMPurify runs again here so a bad row can never run script in the page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }), [html]);
  // Where DOMPurify cannot run, the text is shown as it is rather than trusted as HTML.
  if (!DOMPurify.isSupported) {
    return <div className={className ? `rich-text ${className}` : 'rich-text'}>{html}</div>;
  }
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
