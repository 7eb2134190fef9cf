import { Tag } from 'antd';
import { nodePath } from '@podkit/sdk-core';
import type { CategoryNode } from './category-tree.js';

function ChipRow({
  label,
  nodes,
  activeId,
  allId,
  onSelect,
}: {
  label: string;
  nodes: CategoryNode[];
  activeId: number | null;
  /** What 全部 selects on this row: nothing, or the parent category. */
  allId: number | null;
  onSelect: (id: number | null) => void;
}) {
  return (
    <div className="category-row" role="group" aria-label={label}>
      <Tag.CheckableTag checked={activeId === allId} onChange={() => onSelect(allId)}>
        全部
      </Tag.CheckableTag>
      {nodes.map((node) => (
        <Tag.CheckableTag
          key={node.id}
          checked={activeId === node.id}
          onChange={() => onSelect(node.id)}
        >
          {node.name}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

/**
 * Category chips: the top level, then the children of each chosen category one row each.
 * Choosing 全部 on a row goes back to that row's parent.
 */
export function CategoryFilter({
  tree,
  activeId,
  onSelect,
}: {
  tree: CategoryNode[];
  activeId: number | null;
  onSelect: (id: number | null) => void;
}) {
  if (tree.length === 0) return null;
  const path = nodePath(tree, activeId);
  const rows = [{ parent: null as CategoryNode | null, nodes: tree }];
  for (const node of path) {
    if (node.children.length > 0) rows.push({ parent: node, nodes: node.children });
  }
  return (
    <div className="category-filter">
      {rows.map(({ parent, nodes }, index) => (
        // Row i lists the children of path[i - 1]; when path[i] is missing, its 全部 is chosen.
        <ChipRow
          key={parent?.id ?? 'top'}
          label={parent ? `${parent.name}分类` : '商品分类'}
          nodes={nodes}
          activeId={path[index]?.id ?? parent?.id ?? null}
          allId={parent?.id ?? null}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}
