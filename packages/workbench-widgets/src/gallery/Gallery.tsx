import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type {
  Client,
  Material,
  MaterialCategory,
  MaterialTag,
  UploadTransport,
} from '@podkit/sdk-core';
import { PortalLayerContext } from '@podkit/widget-kit';
import { adoptStyles, type StyleRoot } from '@podkit/widget-kit';
import { GALLERY_CSS } from './gallery-css';
import { ConfirmDialog } from '@podkit/widget-kit';
import { ChoiceDialog } from './dialogs/ChoiceDialog';
import { ACCEPT_IMAGES, ImageSearchDialog } from './dialogs/ImageSearchDialog';
import { RenameDialog } from './dialogs/RenameDialog';
import { TextDialog } from './dialogs/TextDialog';
import { UploadSettingsDialog } from './dialogs/UploadSettingsDialog';
import {
  buildCategoryTree,
  dropIndex,
  flattenTree,
  moveWithinLevel,
  withLevel,
} from './category-tree';
import type { GalleryFilters, GalleryScope, MaterialPage } from './gallery-api';
import { EMPTY_FILTERS, galleryApi } from './gallery-api';
import { materialOriginalName } from './material-fields';
import { EMPTY_SELECTION, clickSelection, keepVisible, selectAll } from './selection';
import { useUploads } from './use-uploads';
import { BulkBar, type BulkAction } from './ui/BulkBar';
import { CategoryPanel } from './ui/CategoryPanel';
import { FilterBar } from './ui/FilterBar';
import { MaterialGrid } from './ui/MaterialGrid';
import { Pager } from './ui/Pager';
import { UploadList } from './ui/UploadList';

export type GalleryMode = 'manage' | 'pick';

export interface GalleryProps {
  /** The sdk-core client of the host; the gallery makes every call through it. */
  client: Client;
  /** manage: select many and change them; pick: a click hands the material to onPick. */
  mode?: GalleryMode;
  /**
   * mine (default): the user's own gallery. open: the site's shared materials, read-only (no
   * categories, tags, uploads or bulk actions; a download link when 'download' is allowed).
   */
  scope?: GalleryScope;
  onPick?: (material: Material) => void;
  /**
   * Button names the user may use (the menu entry's operates: upload, delete, rename, tag,
   * category, share, export). Everything is allowed when absent.
   */
  operates?: readonly string[];
  /** Materials per page; 24 by default. */
  pageSize?: number;
  /** How uploads are sent; XMLHttpRequest by default (tests pass their own). */
  uploadTransport?: UploadTransport;
}

type OpenDialog =
  | { kind: 'delete' }
  | { kind: 'rename' }
  | { kind: 'tag' }
  | { kind: 'category' }
  | { kind: 'share' }
  | { kind: 'imageSearch' }
  | { kind: 'url' }
  | { kind: 'uploadSettings' }
  | { kind: 'newCategory'; parentId: number }
  | { kind: 'renameCategory'; category: MaterialCategory }
  | { kind: 'deleteCategory'; category: MaterialCategory };

const EMPTY_PAGE: MaterialPage = { rows: [], total: 0, lastPage: 1 };

/** Ids and names of every category, for pickers that show the tree flattened. */
function categoryChoices(categories: readonly MaterialCategory[]) {
  return flattenTree(buildCategoryTree(categories)).map((node) => ({
    id: node.category.id,
    label: node.category.name,
    depth: node.depth,
  }));
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The material gallery: categories, filters, a paged grid, uploads and bulk actions. Inside
 * mountWidget it uses the widget's portal layer; in a plain React tree it brings its own.
 */
export function Gallery(props: GalleryProps) {
  const layer = useContext(PortalLayerContext);
  return layer ? <GalleryBody {...props} /> : <StandaloneGallery {...props} />;
}

function GalleryBody(props: GalleryProps) {
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

  const [filters, setFilters] = useState<GalleryFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [list, setList] = useState<MaterialPage>(EMPTY_PAGE);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [tags, setTags] = useState<MaterialTag[]>([]);
  const [categories, setCategories] = useState<MaterialCategory[]>([]);
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [dialog, setOpenDialog] = useState<(OpenDialog & { serial: number }) | null>(null);
  const dialogSerial = useRef(0);
  // Each opening gets a fresh dialog (its own fields and busy state), even of the same kind.
  const setDialog = useCallback((next: OpenDialog | null) => {
    setOpenDialog(next ? { ...next, serial: ++dialogSerial.current } : null);
  }, []);
  const fileInput = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    setLoading(true);
    api.listMaterials(filters, page, pageSize).then(
      (next) => {
        if (!current) return;
        // A page emptied by a delete: step back to the last page that has rows.
        if (next.rows.length === 0 && page > 1 && next.total > 0) {
          setPage(next.lastPage);
          return;
        }
        setList(next);
        setFailed(false);
        setLoading(false);
        setSelection((selected) =>
          keepVisible(
            selected,
            next.rows.map((row) => row.id),
          ),
        );
      },
      () => {
        if (!current) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [api, filters, page, pageSize, reloads]);

  const loadTags = useCallback(
    () =>
      api.listTags().then(
        (next) => setTags(next),
        () => setTags([]),
      ),
    [api],
  );
  const loadCategories = useCallback(
    () =>
      api.listCategories().then(
        (next) => setCategories(next),
        () => setCategories([]),
      ),
    [api],
  );
  useEffect(() => {
    if (!own) return;
    void loadTags();
    void loadCategories();
  }, [own, loadTags, loadCategories]);

  const uploads = useUploads(api.upload, () => {
    // New materials come first: show page 1, where they land.
    if (page === 1) reload();
    else setPage(1);
  });

  const ids = list.rows.map((row) => row.id);
  const selectedIds = selection.ids;

  function changeFilters(change: Partial<GalleryFilters>) {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }

  async function afterChange(refreshTags = false) {
    if (refreshTags) await loadTags();
    reload();
  }

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

  function exportSelection() {
    api.exportMaterials(selectedIds).then(
      (exported) => download(exported.url, exported.name),
      () => undefined,
    );
  }

  function bulkAction(action: BulkAction) {
    if (action === 'export') exportSelection();
    else setDialog({ kind: action });
  }

  async function moveCategory(id: number, index: number) {
    const level = moveWithinLevel(categories, id, index);
    if (!level) return;
    const before = categories;
    setCategories(withLevel(categories, level));
    try {
      await api.saveCategoryOrder(level);
    } catch {
      setCategories(before);
    }
  }

  const bulkAllowed = (action: BulkAction) => can(action);
  const uploadAllowed = own && can('upload');
  const downloadAllowed = !own && can('download');
  const categoryEditing = managing && can('category');
  const selectedRows = list.rows.filter((row) => selectedIds.includes(row.id));

  const emptyText = failed ? (
    <>
      <span>素材加载失败</span>
      <button type="button" className="pk-link-button" onClick={reload}>
        重试
      </button>
    </>
  ) : (
    <span>
      {filters !== EMPTY_FILTERS ? '没有符合条件的素材' : own ? '还没有素材' : '还没有人分享素材'}
      {uploadAllowed && filters === EMPTY_FILTERS ? '，点击“上传素材”或把图片拖到这里' : ''}
    </span>
  );

  return (
    <div className="pk-gallery" ref={root} data-mode={mode} data-scope={scope}>
      {own ? (
        <aside className="pk-gallery-side">
          <CategoryPanel
            categories={categories}
            activeId={filters.categoryId}
            onSelect={(categoryId) => changeFilters({ categoryId })}
            editing={
              categoryEditing
                ? {
                    onCreate: (parentId) => setDialog({ kind: 'newCategory', parentId }),
                    onRename: (category) => setDialog({ kind: 'renameCategory', category }),
                    onDelete: (category) => setDialog({ kind: 'deleteCategory', category }),
                    onMove: (id, index) => void moveCategory(id, index),
                    onDrop: (draggedId, targetId, after) => {
                      const index = dropIndex(categories, draggedId, targetId, after);
                      if (index !== null) void moveCategory(draggedId, index);
                    },
                  }
                : undefined
            }
          />
        </aside>
      ) : null}
      <section className="pk-gallery-main" aria-label="素材">
        <div className="pk-toolbar">
          {uploadAllowed ? (
            <>
              <button
                type="button"
                className="pk-button pk-primary"
                onClick={() => fileInput.current?.click()}
              >
                上传素材
              </button>
              <input
                ref={fileInput}
                className="pk-visually-hidden"
                type="file"
                multiple
                accept={ACCEPT_IMAGES}
                tabIndex={-1}
                aria-label="选择要上传的素材"
                onChange={(event) => {
                  startUploads(Array.from(event.currentTarget.files ?? []));
                  event.currentTarget.value = '';
                }}
              />
              <button
                type="button"
                className="pk-button"
                onClick={() => setDialog({ kind: 'url' })}
              >
                从网址添加
              </button>
              {managing ? (
                <button
                  type="button"
                  className="pk-button"
                  onClick={() => setDialog({ kind: 'uploadSettings' })}
                >
                  上传设置
                </button>
              ) : null}
            </>
          ) : null}
          {own ? (
            <button
              type="button"
              className="pk-button"
              onClick={() => setDialog({ kind: 'imageSearch' })}
            >
              以图搜图
            </button>
          ) : null}
          {managing && list.rows.length > 0 ? (
            <button
              type="button"
              className="pk-link-button"
              onClick={() => setSelection(selectAll(ids))}
            >
              全选本页
            </button>
          ) : null}
        </div>
        <FilterBar filters={filters} tags={own ? tags : []} onChange={changeFilters} />
        <UploadList items={uploads.items} refused={uploads.refused} onClear={uploads.clear} />
        {managing ? (
          <BulkBar
            count={selectedIds.length}
            allowed={bulkAllowed}
            onAction={bulkAction}
            onClear={() => setSelection(EMPTY_SELECTION)}
          />
        ) : null}
        <MaterialGrid
          rows={list.rows}
          mode={gridMode}
          selectedIds={selectedIds}
          loading={loading}
          empty={emptyText}
          onItemClick={(material, modifiers) => {
            if (!managing) onPick?.(material);
            else setSelection((current) => clickSelection(current, ids, material.id, modifiers));
          }}
          onSelectAll={managing ? () => setSelection(selectAll(ids)) : undefined}
          onDeleteKey={
            managing && can('delete') && selectedIds.length > 0
              ? () => setDialog({ kind: 'delete' })
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
        {loading ? (
          <p className="pk-muted pk-loading" role="status">
            加载中...
          </p>
        ) : null}
        {list.total > 0 ? (
          <Pager page={page} lastPage={list.lastPage} total={list.total} onPage={setPage} />
        ) : null}
      </section>

      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          key={dialog.serial}
          title="删除素材"
          text={`确定删除选中的 ${selectedIds.length} 个素材吗？删除后不能恢复。`}
          confirmText="删除"
          danger
          onConfirm={async () => {
            await api.deleteMaterials(selectedIds);
            setSelection(EMPTY_SELECTION);
            reload();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <RenameDialog
          key={dialog.serial}
          count={selectedRows.length}
          onSubmit={async (names) => {
            await api.renameMaterials(
              selectedRows.map((row, index) => ({ id: row.id, name: names[index]! })),
            );
            reload();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'tag' ? (
        <ChoiceDialog
          key={dialog.serial}
          title={`设置标签（${selectedIds.length} 项）`}
          noun="标签"
          choices={tags.map((tag) => ({ id: tag.id, label: tag.name }))}
          initial={
            selectedRows.length === 1 ? (selectedRows[0]?.tags ?? []).map((tag) => tag.id) : []
          }
          initialMode={selectedRows.length === 1 ? 'replace' : 'add'}
          submitText="保存标签"
          onCreate={async (name) => {
            const created = await api.createTag(name);
            setTags(await api.listTags());
            return created.id;
          }}
          onSubmit={async (tagIds, linkMode) => {
            await api.setTags(selectedIds, tagIds, linkMode);
            await afterChange(true);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'category' ? (
        <ChoiceDialog
          key={dialog.serial}
          title={`设置分类（${selectedIds.length} 项）`}
          noun="分类"
          choices={categoryChoices(categories)}
          initial={
            selectedRows.length === 1
              ? (selectedRows[0]?.categories ?? []).map((category) => category.id)
              : []
          }
          initialMode={selectedRows.length === 1 ? 'replace' : 'add'}
          submitText="保存分类"
          onSubmit={async (categoryIds, linkMode) => {
            await api.setCategories(selectedIds, categoryIds, linkMode);
            await loadCategories();
            reload();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'share' ? (
        selectedRows.every((row) => row.is_shared === 1) ? (
          <ConfirmDialog
            key={dialog.serial}
            title="取消分享"
            text={`选中的 ${selectedIds.length} 个素材已在公共图库中，要取消分享吗？`}
            confirmText="取消分享"
            onConfirm={async () => {
              await api.share(selectedIds, false);
              reload();
            }}
            onClose={() => setDialog(null)}
          />
        ) : (
          <ConfirmDialog
            key={dialog.serial}
            title="分享素材"
            text={`分享选中的 ${selectedIds.length} 个素材到公共图库？本站其他用户将可以浏览和下载它们。`}
            confirmText="分享"
            onConfirm={async () => {
              await api.share(selectedIds, true);
              reload();
            }}
            onClose={() => setDialog(null)}
          />
        )
      ) : null}
      {dialog?.kind === 'imageSearch' ? (
        <ImageSearchDialog
          key={dialog.serial}
          search={api.searchByImage}
          onChoose={(material) => {
            setDialog(null);
            if (!managing) onPick?.(material);
            else if (ids.includes(material.id)) {
              setSelection(clickSelection(selection, ids, material.id));
            } else changeFilters({ ...EMPTY_FILTERS, name: material.name });
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'url' ? (
        <TextDialog
          key={dialog.serial}
          title="从网址添加素材"
          label="图片网址"
          placeholder="https://"
          maxLength={2000}
          submitText="添加"
          validate={(value) =>
            isHttpUrl(value) ? null : '请输入以 http:// 或 https:// 开头的网址'
          }
          onSubmit={async (url) => {
            await api.addFromUrl(url);
            if (page === 1) reload();
            else setPage(1);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'uploadSettings' ? (
        <UploadSettingsDialog
          key={dialog.serial}
          load={api.getUploadSettings}
          save={api.saveUploadSettings}
          tags={tags.map((tag) => ({ id: tag.id, label: tag.name }))}
          categories={categoryChoices(categories)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'newCategory' ? (
        <TextDialog
          key={dialog.serial}
          title={dialog.parentId === 0 ? '新建分类' : '新建子分类'}
          label="分类名称"
          maxLength={50}
          onSubmit={async (name) => {
            await api.createCategory(name, dialog.parentId);
            await loadCategories();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'renameCategory' ? (
        <TextDialog
          key={dialog.serial}
          title="重命名分类"
          label="分类名称"
          initial={dialog.category.name}
          maxLength={50}
          onSubmit={async (name) => {
            await api.renameCategory(dialog.category, name);
            await loadCategories();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'deleteCategory' ? (
        <ConfirmDialog
          key={dialog.serial}
          title="删除分类"
          text={`确定删除分类“${dialog.category.name}”吗？它的子分类会移到上一级，素材本身不会删除。`}
          confirmText="删除"
          danger
          onConfirm={async () => {
            await api.deleteCategory(dialog.category.id);
            if (filters.categoryId === dialog.category.id) changeFilters({ categoryId: null });
            await loadCategories();
            reload();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/** Outside mountWidget: its own portal layer next to it, and its stylesheet adopted where it is. */
function StandaloneGallery(props: GalleryProps) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!layer) return;
    return adoptStyles(layer.getRootNode() as StyleRoot, GALLERY_CSS);
  }, [layer]);
  return (
    <>
      {layer ? (
        <PortalLayerContext.Provider value={layer}>
          <GalleryBody {...props} />
        </PortalLayerContext.Provider>
      ) : null}
      <div className="podkit-portal-layer" ref={setLayer} />
    </>
  );
}
