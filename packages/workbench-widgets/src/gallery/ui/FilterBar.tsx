import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { MATERIAL_TYPES, type MaterialTag, type MaterialType } from '@podkit/sdk-core';
import type { GalleryFilters } from '../gallery-api';
import { TYPE_LABELS } from '../gallery-api';
import { DateField } from '@podkit/widget-kit';

export interface FilterBarProps {
  filters: GalleryFilters;
  tags: readonly MaterialTag[];
  onChange: (change: Partial<GalleryFilters>) => void;
}

/** Name search, type and date filters, and one chip per tag. */
export function FilterBar({ filters, tags, onChange }: FilterBarProps) {
  const [name, setName] = useState(filters.name);
  useEffect(() => setName(filters.name), [filters.name]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ name: name.trim() });
  }

  return (
    <div className="pk-filters">
      <form className="pk-filter-row" role="search" onSubmit={submit}>
        <input
          className="pk-input pk-search"
          type="search"
          aria-label="按名称搜索"
          placeholder="搜索素材名称"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <button type="submit" className="pk-button">
          搜索
        </button>
        <select
          className="pk-input pk-select"
          aria-label="文件类型"
          value={filters.type}
          onChange={(event) => onChange({ type: event.currentTarget.value as MaterialType | '' })}
        >
          <option value="">全部类型</option>
          {MATERIAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <span className="pk-dates">
          <DateField
            placeholder="开始日期"
            value={filters.dateFrom}
            max={filters.dateTo || undefined}
            onChange={(dateFrom) => onChange({ dateFrom })}
          />
          <span aria-hidden="true">至</span>
          <DateField
            placeholder="结束日期"
            value={filters.dateTo}
            min={filters.dateFrom || undefined}
            onChange={(dateTo) => onChange({ dateTo })}
          />
        </span>
      </form>
      {tags.length > 0 ? (
        <div className="pk-chips" role="group" aria-label="按标签筛选">
          <button
            type="button"
            className="pk-chip"
            aria-pressed={filters.tagId === null}
            onClick={() => onChange({ tagId: null })}
          >
            全部标签
          </button>
          {tags.map((tag) => (
            <button
              key={tag.id}
              type="button"
              className="pk-chip"
              aria-pressed={filters.tagId === tag.id}
              onClick={() => onChange({ tagId: filters.tagId === tag.id ? null : tag.id })}
            >
              {tag.name}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
