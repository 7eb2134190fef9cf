import { useCallback, useMemo, useRef } from 'react';
import type { Material } from '@podkit/sdk-core';
import { AddMaterialDialogs } from './dialogs/AddMaterialDialogs';
import { BulkActionDialogs } from './dialogs/BulkActionDialogs';
import { CategoryDialogs } from './dialogs/CategoryDialogs';
import type { GalleryDialog } from './dialogs/gallery-dialog';
import { EMPTY_FILTERS, galleryApi } from './gallery-api';
import type { GalleryProps } from './gallery-props';
import { useDialogState } from './hooks/use-dialog-state';
import { useGalleryTaxonomy } from './hooks/use-gallery-taxonomy';
import { useMaterialList } from './hooks/use-material-list';
import { materialOriginalName } from './material-fields';
import { EMPTY_SELECTION, clickSelection, selectAll } from './selection';
import { useUploads } from './use-uploads';
import { BulkBar, type BulkAction } from './ui/BulkBar';
import { CategoryPanel } from './ui/CategoryPanel';
import { FilterBar } from './ui/FilterBar';
import { GalleryEmpty } from './ui/GalleryEmpty';
import { GalleryToolbar } from './ui/GalleryToolbar';
import { MaterialGrid } from './ui/MaterialGrid';
import { Pager } from './ui/Pager';
import { UploadList } from './ui/UploadList';

/** The gallery laid out: its data hooks feed the category panel, toolbar, grid and dialogs. */
export function GalleryBody(props: GalleryProps) {
  const { client, mode = 'manage', scope = 'mine', onPick, operates, uploadTransport } = props;
  const pageSize = props.pageSize ?? 24;
  const api = useMemo(
    () => galleryApi(client, scope, uploadTransport),
    [client, scope, uploadTransport],
  );
  const own = scope === 'mine';
  const can = useCallback((name: string) => !operates || operates.includes(name), [operates]);
  const managing = mode === 'manage' && own;
  const gridMode = mode === 'pick' ? 'pick' : managing ? 'manage' : 'browse';
  const uploadAllowed = own && can('upload');
  const downloadAllowed = !own && can('download');

  const list = useMaterialList(api, pageSize);
  const taxonomy = useGalleryTaxonomy(api, own);
  const { dialog, show, close } = useDialogState<GalleryDialog>();
  const uploads = useUploads(api.upload, list.showNewest);
  const root = useRef<HTMLDivElement>(null);
  const { filters, ids, selectedIds, setSelection } = list;

  function startUploads(files: File[]) {
    if (files.length > 0) uploads.start(files);
  }

  function download(url: string, name: string) {
    if (!root.current) return;
    const link = root.current.ownerDocument.createElement('a');
    link.href = url;
    link.rel = 'noopener';
    link.target = '_blank';
    link.download = name;
    root.current.append(link);
    link.click();
    link.remove();
  }

  function bulkAction(action: BulkAction) {
    if (action !== 'export') return show({ kind: action });
    api.exportMaterials(selectedIds).then(
      (exported) => download(exported.url, exported.name),
      () => undefined,
    );
  }

  function foundByImage(material: Material) {
    if (!managing) onPick?.(material);
    else if (ids.includes(material.id)) {
      setSelection(clickSelection(list.selection, ids, material.id));
    } else list.changeFilters({ ...EMPTY_FILTERS, name: material.name });
  }

  const dialogProps = dialog ? { dialog, api, list, taxonomy, onClose: close } : null;

  return (
    <div className="pk-gallery" ref={root} data-mode={mode} data-scope={scope}>
      {own ? (
        <aside className="pk-gallery-side">
          <CategoryPanel
            categories={taxonomy.categories}
            activeId={filters.categoryId}
            onSelect={(categoryId) => list.changeFilters({ categoryId })}
            editing={
              managing && can('category')
                ? {
                    onCreate: (parentId) => show({ kind: 'newCategory', parentId }),
                    onRename: (category) => show({ kind: 'renameCategory', category }),
                    onDelete: (category) => show({ kind: 'deleteCategory', category }),
                    onMove: (id, index) => void taxonomy.moveCategory(id, index),
                    onDrop: taxonomy.dropCategory,
                  }
                : undefined
            }
          />
        </aside>
      ) : null}
      <section className="pk-gallery-main" aria-label="素材">
        <GalleryToolbar
          uploading={uploadAllowed}
          managing={managing}
          searching={own}
          hasRows={list.list.rows.length > 0}
          onFiles={startUploads}
          onAddFromUrl={() => show({ kind: 'url' })}
          onUploadSettings={() => show({ kind: 'uploadSettings' })}
          onImageSearch={() => show({ kind: 'imageSearch' })}
          onSelectPage={() => setSelection(selectAll(ids))}
        />
        <FilterBar
          filters={filters}
          tags={own ? taxonomy.tags : []}
          onChange={list.changeFilters}
        />
        <UploadList items={uploads.items} refused={uploads.refused} onClear={uploads.clear} />
        {managing ? (
          <BulkBar
            count={selectedIds.length}
            allowed={can}
            onAction={bulkAction}
            onClear={() => setSelection(EMPTY_SELECTION)}
          />
        ) : null}
        <MaterialGrid
          rows={list.list.rows}
          mode={gridMode}
          selectedIds={selectedIds}
          loading={list.loading}
          empty={
            <GalleryEmpty
              failed={list.failed}
              filtered={filters !== EMPTY_FILTERS}
              own={own}
              uploadAllowed={uploadAllowed}
              onRetry={list.reload}
            />
          }
          onItemClick={(material, modifiers) => {
            if (!managing) onPick?.(material);
            else setSelection((current) => clickSelection(current, ids, material.id, modifiers));
          }}
          onSelectAll={managing ? () => setSelection(selectAll(ids)) : undefined}
          onDeleteKey={
            managing && can('delete') && selectedIds.length > 0
              ? () => show({ kind: 'delete' })
              : undefined
          }
          onDropFiles={uploadAllowed ? startUploads : undefined}
          renderExtra={
            downloadAllowed
              ? (material) => (
                  <a
                    className="pk-link-button pk-download"
                    href={material.url}
                    download={materialOriginalName(material)}
                    target="_blank"
                    rel="noopener"
                    onClick={(event) => event.stopPropagation()}
                  >
                    下载原图
                  </a>
                )
              : undefined
          }
        />
        {list.loading ? (
          <p className="pk-muted pk-loading" role="status">
            加载中...
          </p>
        ) : null}
        {list.list.total > 0 ? (
          <Pager
            page={list.page}
            lastPage={list.list.lastPage}
            total={list.list.total}
            onPage={list.setPage}
          />
        ) : null}
      </section>
      {dialogProps ? (
        <>
          <BulkActionDialogs {...dialogProps} />
          <AddMaterialDialogs {...dialogProps} onFound={foundByImage} />
          <CategoryDialogs {...dialogProps} />
        </>
      ) : null}
    </div>
  );
}
