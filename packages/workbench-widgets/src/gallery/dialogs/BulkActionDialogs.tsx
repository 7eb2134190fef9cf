import { ConfirmDialog } from '@podkit/widget-kit';
import type { GalleryApi } from '../gallery-api';
import type { MaterialList } from '../hooks/use-material-list';
import type { GalleryTaxonomy } from '../hooks/use-gallery-taxonomy';
import { EMPTY_SELECTION } from '../selection';
import { ChoiceDialog } from './ChoiceDialog';
import { categoryChoices, type OpenGalleryDialog } from './gallery-dialog';
import { RenameDialog } from './RenameDialog';

/** The dialogs of the bulk bar: delete, rename, tags, categories and sharing of the selection. */
export function BulkActionDialogs(props: {
  dialog: OpenGalleryDialog;
  api: GalleryApi;
  list: MaterialList;
  taxonomy: GalleryTaxonomy;
  onClose: () => void;
}) {
  const { dialog, api, list, taxonomy, onClose } = props;
  const { selectedIds, selectedRows, reload } = list;
  const single = selectedRows.length === 1 ? selectedRows[0] : undefined;
  switch (dialog.kind) {
    case 'delete':
      return (
        <ConfirmDialog
          key={dialog.serial}
          title="删除素材"
          text={`确定删除选中的 ${selectedIds.length} 个素材吗？删除后不能恢复。`}
          confirmText="删除"
          danger
          onConfirm={async () => {
            await api.deleteMaterials(selectedIds);
            list.setSelection(EMPTY_SELECTION);
            reload();
          }}
          onClose={onClose}
        />
      );
    case 'rename':
      return (
        <RenameDialog
          key={dialog.serial}
          count={selectedRows.length}
          onSubmit={async (names) => {
            await api.renameMaterials(
              selectedRows.map((row, index) => ({ id: row.id, name: names[index]! })),
            );
            reload();
          }}
          onClose={onClose}
        />
      );
    case 'tag':
      return (
        <ChoiceDialog
          key={dialog.serial}
          title={`设置标签（${selectedIds.length} 项）`}
          noun="标签"
          choices={taxonomy.tags.map((tag) => ({ id: tag.id, label: tag.name }))}
          initial={single ? (single.tags ?? []).map((tag) => tag.id) : []}
          initialMode={single ? 'replace' : 'add'}
          submitText="保存标签"
          onCreate={taxonomy.createTag}
          onSubmit={async (tagIds, linkMode) => {
            await api.setTags(selectedIds, tagIds, linkMode);
            await taxonomy.loadTags();
            reload();
          }}
          onClose={onClose}
        />
      );
    case 'category':
      return (
        <ChoiceDialog
          key={dialog.serial}
          title={`设置分类（${selectedIds.length} 项）`}
          noun="分类"
          choices={categoryChoices(taxonomy.categories)}
          initial={single ? (single.categories ?? []).map((category) => category.id) : []}
          initialMode={single ? 'replace' : 'add'}
          submitText="保存分类"
          onSubmit={async (categoryIds, linkMode) => {
            await api.setCategories(selectedIds, categoryIds, linkMode);
            await taxonomy.loadCategories();
            reload();
          }}
          onClose={onClose}
        />
      );
    case 'share':
      return selectedRows.every((row) => row.is_shared === 1) ? (
        <ConfirmDialog
          key={dialog.serial}
          title="取消分享"
          text={`选中的 ${selectedIds.length} 个素材已在公共图库中，要取消分享吗？`}
          confirmText="取消分享"
          onConfirm={async () => {
            await api.share(selectedIds, false);
            reload();
          }}
          onClose={onClose}
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
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
