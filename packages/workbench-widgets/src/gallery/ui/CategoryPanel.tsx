import type { DragEvent } from 'react';
import { useState } from 'react';
import { siblingsOf, type MaterialCategory, type TreeNode } from '@podkit/sdk-core';
import { UNCATEGORISED, materialCategoryTree } from '../gallery-api';
import { Icon } from '@podkit/widget-kit';

export interface CategoryPanelProps {
  categories: readonly MaterialCategory[];
  activeId: number | null;
  onSelect: (id: number | null) => void;
  /** Absent when the user may not change categories. */
  editing?: {
    onCreate: (parentId: number) => void;
    onRename: (category: MaterialCategory) => void;
    onDelete: (category: MaterialCategory) => void;
    /** Put `id` at `index` among its siblings. */
    onMove: (id: number, index: number) => void;
    /** A drop of `draggedId` before or after `targetId`. */
    onDrop: (draggedId: number, targetId: number, after: boolean) => void;
  };
}

const DRAG_TYPE = 'application/x-podkit-category';

/** The category tree: filter by a category; create, rename, delete and reorder within a level. */
export function CategoryPanel({ categories, activeId, onSelect, editing }: CategoryPanelProps) {
  const [dragged, setDragged] = useState<MaterialCategory | null>(null);
  const [dropMark, setDropMark] = useState<{ id: number; after: boolean } | null>(null);
  const tree = materialCategoryTree(categories);

  function dropSide(event: DragEvent<HTMLElement>): boolean {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY > box.top + box.height / 2;
  }

  function renderNode(node: TreeNode<MaterialCategory>) {
    const { item: category } = node;
    const siblings = siblingsOf(categories, category.parent_id);
    const index = siblings.findIndex((sibling) => sibling.id === category.id);
    const canDropHere =
      dragged !== null && dragged.id !== category.id && dragged.parent_id === category.parent_id;
    const mark = dropMark?.id === category.id ? (dropMark.after ? 'after' : 'before') : undefined;
    return (
      <li key={category.id}>
        <div
          className="pk-cat-row"
          data-drop={mark}
          style={{ paddingLeft: 8 + node.depth * 16 }}
          draggable={Boolean(editing)}
          onDragStart={(event) => {
            if (!editing) return;
            event.stopPropagation();
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData(DRAG_TYPE, String(category.id));
            event.dataTransfer.setData('text/plain', category.name);
            setDragged(category);
          }}
          onDragEnd={() => {
            setDragged(null);
            setDropMark(null);
          }}
          onDragOver={(event) => {
            if (!canDropHere) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            const after = dropSide(event);
            if (dropMark?.id !== category.id || dropMark.after !== after) {
              setDropMark({ id: category.id, after });
            }
          }}
          onDragLeave={() => {
            if (dropMark?.id === category.id) setDropMark(null);
          }}
          onDrop={(event) => {
            if (!canDropHere || !dragged) return;
            event.preventDefault();
            editing?.onDrop(dragged.id, category.id, dropSide(event));
            setDragged(null);
            setDropMark(null);
          }}
        >
          <button
            type="button"
            className="pk-cat-name"
            aria-current={activeId === category.id ? 'true' : undefined}
            onClick={() => onSelect(category.id)}
          >
            {category.name}
          </button>
          {editing ? (
            <span className="pk-cat-actions">
              <button
                type="button"
                className="pk-icon-button"
                aria-label={`上移 ${category.name}`}
                title="上移"
                disabled={index <= 0}
                onClick={() => editing.onMove(category.id, index - 1)}
              >
                <Icon name="arrowUp" />
              </button>
              <button
                type="button"
                className="pk-icon-button"
                aria-label={`下移 ${category.name}`}
                title="下移"
                disabled={index === siblings.length - 1}
                onClick={() => editing.onMove(category.id, index + 1)}
              >
                <Icon name="arrowDown" />
              </button>
              <button
                type="button"
                className="pk-icon-button"
                aria-label={`在 ${category.name} 下新建子分类`}
                title="新建子分类"
                onClick={() => editing.onCreate(category.id)}
              >
                <Icon name="plus" />
              </button>
              <button
                type="button"
                className="pk-icon-button"
                aria-label={`重命名 ${category.name}`}
                title="重命名"
                onClick={() => editing.onRename(category)}
              >
                <Icon name="edit" />
              </button>
              <button
                type="button"
                className="pk-icon-button pk-danger-text"
                aria-label={`删除 ${category.name}`}
                title="删除"
                onClick={() => editing.onDelete(category)}
              >
                <Icon name="delete" />
              </button>
            </span>
          ) : null}
        </div>
        {node.children.length > 0 ? <ul>{node.children.map(renderNode)}</ul> : null}
      </li>
    );
  }

  return (
    <nav className="pk-categories" aria-label="素材分类">
      <div className="pk-side-head">
        <span className="pk-side-title">分类</span>
        {editing ? (
          <button type="button" className="pk-link-button" onClick={() => editing.onCreate(0)}>
            新建分类
          </button>
        ) : null}
      </div>
      <ul>
        <li>
          <div className="pk-cat-row">
            <button
              type="button"
              className="pk-cat-name"
              aria-current={activeId === null ? 'true' : undefined}
              onClick={() => onSelect(null)}
            >
              全部素材
            </button>
          </div>
        </li>
        <li>
          <div className="pk-cat-row">
            <button
              type="button"
              className="pk-cat-name"
              aria-current={activeId === UNCATEGORISED ? 'true' : undefined}
              onClick={() => onSelect(UNCATEGORISED)}
            >
              未分类
            </button>
          </div>
        </li>
        {tree.map(renderNode)}
      </ul>
      {categories.length === 0 ? <p className="pk-muted pk-side-empty">还没有分类</p> : null}
    </nav>
  );
}
