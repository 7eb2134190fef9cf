import type { DragEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { Material } from '@podkit/sdk-core';
import type { ClickModifiers } from '../selection';
import { materialThumbnail } from '../material-fields';
import { Icon } from '@podkit/widget-kit';

export interface MaterialGridProps {
  rows: readonly Material[];
  mode: 'manage' | 'pick' | 'browse';
  selectedIds: readonly number[];
  loading: boolean;
  empty: ReactNode;
  onItemClick: (material: Material, modifiers: ClickModifiers) => void;
  onSelectAll?: () => void;
  onDeleteKey?: () => void;
  /** Files dropped on the grid; absent when uploading is not allowed. */
  onDropFiles?: (files: File[]) => void;
  /** Extra content under one card (e.g. a 'use' button in browse mode). */
  renderExtra?: (material: Material) => ReactNode;
}

function hasFiles(event: DragEvent<HTMLElement>): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

function modifiersOf(event: MouseEvent | KeyboardEvent): ClickModifiers {
  return { shift: event.shiftKey, toggle: event.ctrlKey || event.metaKey };
}

/** The thumbnails: click, Shift-click and Ctrl/Cmd-click select; files can be dropped on it. */
export function MaterialGrid(props: MaterialGridProps) {
  const { rows, mode, selectedIds, onItemClick, onDropFiles } = props;
  const [dragging, setDragging] = useState(false);

  function focusSibling(event: KeyboardEvent<HTMLElement>, step: number) {
    const cards = Array.from(
      event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('.pk-card') ?? [],
    );
    const next = cards[cards.indexOf(event.currentTarget) + step];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  }

  function onCardKeyDown(event: KeyboardEvent<HTMLElement>, material: Material) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // From the keyboard Space and Enter toggle one item (Shift adds the range), like Ctrl-click.
      const modifiers = modifiersOf(event);
      onItemClick(material, mode === 'manage' ? { shift: modifiers.shift, toggle: true } : {});
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      focusSibling(event, 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      focusSibling(event, -1);
    }
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a' && props.onSelectAll) {
      event.preventDefault();
      props.onSelectAll();
    } else if (event.key === 'Delete' && props.onDeleteKey) {
      event.preventDefault();
      props.onDeleteKey();
    }
  }

  const dropHandlers = onDropFiles
    ? {
        onDragEnter: (event: DragEvent<HTMLElement>) => {
          if (hasFiles(event)) setDragging(true);
        },
        onDragOver: (event: DragEvent<HTMLElement>) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          if (!dragging) setDragging(true);
        },
        onDragLeave: (event: DragEvent<HTMLElement>) => {
          const to = event.relatedTarget as Node | null;
          if (!to || !event.currentTarget.contains(to)) setDragging(false);
        },
        onDrop: (event: DragEvent<HTMLElement>) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(false);
          onDropFiles(Array.from(event.dataTransfer.files));
        },
      }
    : {};

  const selectable = mode === 'manage';
  return (
    <div
      className="pk-grid-wrap"
      data-dragging={dragging ? 'true' : undefined}
      aria-busy={props.loading}
      {...dropHandlers}
    >
      {rows.length === 0 && !props.loading ? <div className="pk-empty">{props.empty}</div> : null}
      <div
        className="pk-grid"
        role="listbox"
        aria-label="素材列表"
        aria-multiselectable={selectable ? 'true' : undefined}
        onKeyDown={onGridKeyDown}
      >
        {rows.map((material) => {
          const selected = selectable && selectedIds.includes(material.id);
          const thumbnail = materialThumbnail(material);
          return (
            <div
              key={material.id}
              className="pk-card"
              role="option"
              tabIndex={0}
              aria-selected={selected}
              aria-label={material.name}
              data-id={material.id}
              onClick={(event) => onItemClick(material, selectable ? modifiersOf(event) : {})}
              onKeyDown={(event) => onCardKeyDown(event, material)}
              onMouseDown={(event) => {
                // Shift-click would otherwise select the page's text.
                if (event.shiftKey) event.preventDefault();
              }}
            >
              <div className="pk-thumb">
                {thumbnail ? (
                  <img src={thumbnail} alt="" loading="lazy" draggable={false} />
                ) : (
                  <span className="pk-muted">无预览</span>
                )}
                {mode !== 'browse' && material.is_shared === 1 ? (
                  <span className="pk-badge">已分享</span>
                ) : null}
                {selectable ? (
                  <span className="pk-check" aria-hidden="true">
                    {selected ? <Icon name="check" /> : null}
                  </span>
                ) : null}
              </div>
              <div className="pk-card-name" title={material.name}>
                {material.name}
              </div>
              {material.tags?.length ? (
                <div className="pk-card-tags">
                  {material.tags.map((tag) => (
                    <span key={tag.id} className="pk-tag">
                      {tag.name}
                    </span>
                  ))}
                </div>
              ) : null}
              {props.renderExtra?.(material)}
            </div>
          );
        })}
      </div>
      {dragging ? (
        <div className="pk-drop-hint" aria-hidden="true">
          松开鼠标即可上传
        </div>
      ) : null}
    </div>
  );
}
