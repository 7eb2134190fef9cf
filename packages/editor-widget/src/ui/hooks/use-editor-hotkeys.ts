import { useEffect, useRef, type RefObject } from 'react';
import type { Editor } from '../../core/editor';
import { findHotkey } from '../../hotkeys';

/**
 * Hot keys by physical key, wherever the focus is on the page (spec section 2). While `blocked`
 * (a dialog is up) nothing is edited behind it, but Ctrl+S still does not open the browser's save.
 */
export function useEditorHotkeys(editorRef: RefObject<Editor | null>, blocked: boolean) {
  const blockedRef = useRef(blocked);
  blockedRef.current = blocked;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const editor = editorRef.current;
      const hotkey = findHotkey(event);
      if (!editor || !hotkey) return;
      if (blockedRef.current) {
        if (hotkey.modifier !== 'none' && hotkey.preventDefault) event.preventDefault();
        return;
      }
      const target = event.composedPath()[0] ?? event.target;
      const handled = editor.handleKeyDown({
        code: event.code,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        target,
      });
      if (handled && hotkey.preventDefault) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editorRef]);
}
