import type { Material } from '@podkit/sdk-core';
import type { GalleryApi } from '../gallery-api';
import type { GalleryTaxonomy } from '../hooks/use-gallery-taxonomy';
import type { MaterialList } from '../hooks/use-material-list';
import { categoryChoices, type OpenGalleryDialog } from './gallery-dialog';
import { ImageSearchDialog } from './ImageSearchDialog';
import { TextDialog } from './TextDialog';
import { UploadSettingsDialog } from './UploadSettingsDialog';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The toolbar's dialogs: 以图搜图, 从网址添加 and 上传设置. */
export function AddMaterialDialogs(props: {
  dialog: OpenGalleryDialog;
  api: GalleryApi;
  list: MaterialList;
  taxonomy: GalleryTaxonomy;
  /** A material found by image search: picked, selected or searched for by name. */
  onFound: (material: Material) => void;
  onClose: () => void;
}) {
  const { dialog, api, list, taxonomy, onClose } = props;
  switch (dialog.kind) {
    case 'imageSearch':
      return (
        <ImageSearchDialog
          key={dialog.serial}
          search={api.searchByImage}
          onChoose={(material) => {
            onClose();
            props.onFound(material);
          }}
          onClose={onClose}
        />
      );
    case 'url':
      return (
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
            list.showNewest();
          }}
          onClose={onClose}
        />
      );
    case 'uploadSettings':
      return (
        <UploadSettingsDialog
          key={dialog.serial}
          load={api.getUploadSettings}
          save={api.saveUploadSettings}
          tags={taxonomy.tags.map((tag) => ({ id: tag.id, label: tag.name }))}
          categories={categoryChoices(taxonomy.categories)}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
