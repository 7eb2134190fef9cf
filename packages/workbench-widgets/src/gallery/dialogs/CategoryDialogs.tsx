import { ConfirmDialog } from '@podkit/widget-kit';
import type { GalleryApi } from '../gallery-api';
import type { MaterialList } from '../hooks/use-material-list';
import type { GalleryTaxonomy } from '../hooks/use-gallery-taxonomy';
import type { OpenGalleryDialog } from './gallery-dialog';
import { TextDialog } from './TextDialog';

/** The category panel's dialogs: new (sub)category, rename and delete. */
export function CategoryDialogs(props: {
  dialog: OpenGalleryDialog;
  api: GalleryApi;
  list: MaterialList;
  taxonomy: GalleryTaxonomy;
  onClose: () => void;
}) {
  const { dialog, api, list, taxonomy, onClose } = props;
  switch (dialog.kind) {
    case 'newCategory':
      return (
        <TextDialog
          key={dialog.serial}
          title={dialog.parentId === 0 ? '新建分类' : '新建子分类'}
          label="分类名称"
          maxLength={50}
          onSubmit={async (name) => {
            await api.createCategory(name, dialog.parentId);
            await taxonomy.loadCategories();
          }}
          onClose={onClose}
        />
      );
    case 'renameCategory':
      return (
        <TextDialog
          key={dialog.serial}
          title="重命名分类"
          label="分类名称"
          initial={dialog.category.name}
          maxLength={50}
          onSubmit={async (name) => {
            await api.renameCategory(dialog.category, name);
            await taxonomy.loadCategories();
          }}
          onClose={onClose}
        />
      );
    case 'deleteCategory':
      return (
        <ConfirmDialog
          key={dialog.serial}
          title="删除分类"
          text={`确定删除分类“${dialog.category.name}”吗？它的子分类会移到上一级，素材本身不会删除。`}
          confirmText="删除"
          danger
          onConfirm={async () => {
            await api.deleteCategory(dialog.category.id);
            if (list.filters.categoryId === dialog.category.id) {
              list.changeFilters({ categoryId: null });
            }
            await taxonomy.loadCategories();
            list.reload();
          }}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
