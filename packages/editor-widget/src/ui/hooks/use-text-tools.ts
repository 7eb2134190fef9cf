import { useState, type RefObject } from 'react';
import {
  addLayer,
  type DesignDocument,
  type DesignView,
  type Layer,
  type TextLayer,
} from '@podkit/design';
import type { DesignFontInfo } from '@podkit/sdk-core';
import type { Editor } from '../../core/editor';
import { textLayerFor, updateLayer, TEXT_LINE_HEIGHT, type TextStyle } from '../document-build';
import { hasCjk, loadFontFor } from '../fonts';
import { surfaceFontSize, type PrintSurface } from '../print-surface';
import { measureTextBox } from '../text-measure';
import { DEFAULT_FONT, DEFAULT_FONT_SIZE } from '../TextPanel';
import type { ToastKind } from './use-editor-toast';

/**
 * The text panel's style and what it does: add a text, apply the style to the selected text,
 * and colour it. A text with Chinese in a font without it gets a Chinese font, with a note.
 */
export function useTextTools(options: {
  editorRef: RefObject<Editor | null>;
  change: (next: DesignDocument, select?: string) => void;
  view: DesignView | undefined;
  viewId: number;
  selected: Layer | undefined;
  fonts: readonly DesignFontInfo[];
  surface: PrintSurface | null | undefined;
  setBusy: (busy: boolean) => void;
  notify: (kind: ToastKind, text: string) => void;
}) {
  const { editorRef, change, view, viewId, selected, fonts, setBusy, notify } = options;
  const [textStyle, setTextStyle] = useState<TextStyle>(() => ({
    content: '',
    fontFamily: DEFAULT_FONT,
    fontSize: options.surface ? surfaceFontSize(options.surface) : DEFAULT_FONT_SIZE,
    fill: '#000000',
  }));

  function fontForText(style: TextStyle): TextStyle {
    const font = fonts.find((candidate) => candidate.family === style.fontFamily);
    if (!hasCjk(style.content) || font?.cjk) return style;
    const cjk = fonts.find((candidate) => candidate.cjk);
    if (!cjk) return style;
    notify('info', `文字含中文，已换用支持中文的字体：${cjk.label}`);
    const next = { ...style, fontFamily: cjk.family };
    setTextStyle(next);
    return next;
  }

  async function textBox(style: TextStyle) {
    await loadFontFor(globalThis.document, style.fontFamily, style.content);
    return measureTextBox(globalThis.document, { ...style, lineHeight: TEXT_LINE_HEIGHT });
  }

  async function addText() {
    const editor = editorRef.current;
    if (!editor || !view) return;
    setBusy(true);
    try {
      const style = fontForText(textStyle);
      const layer = textLayerFor(style, await textBox(style), view);
      change(addLayer(editor.document, viewId, layer), layer.id);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  async function applyText() {
    const editor = editorRef.current;
    if (!editor || selected?.kind !== 'text') return;
    setBusy(true);
    try {
      const style = fontForText(textStyle);
      const box = await textBox(style);
      const patch: Partial<TextLayer> = {
        ...style,
        x: selected.x + (selected.width - box.width) / 2,
        y: selected.y + (selected.height - box.height) / 2,
        width: box.width,
        height: box.height,
      };
      change(updateLayer(editor.document, viewId, selected.id, patch), selected.id);
    } finally {
      setBusy(false);
    }
  }

  function pickColor(color: string) {
    setTextStyle({ ...textStyle, fill: color });
    const editor = editorRef.current;
    if (editor && selected?.kind === 'text')
      change(updateLayer(editor.document, viewId, selected.id, { fill: color }), selected.id);
  }

  return { textStyle, setTextStyle, addText, applyText, pickColor };
}
