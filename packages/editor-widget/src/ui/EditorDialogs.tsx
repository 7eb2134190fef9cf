import type { DesignView } from '@podkit/design';
import type { Client, DistributionBasicProduct, Material } from '@podkit/sdk-core';
import { ConfirmDialog, Dialog } from '@podkit/widget-kit';
import type { DesignEditorProps, EditorDialog } from './design-editor-props';
import type { LoadedDesign } from './load-design';
import { ProductChooser } from './ProductChooser';
import { SaveDialog, type SaveChoice } from './SaveDialog';
import { ThemeDialog, type StyleContent } from './ThemeDialog';

/** The editor's own dialogs: the material picker, save, choose product, theme design, redesign. */
export function EditorDialogs(props: {
  client: Client;
  dialog: EditorDialog | null;
  materialsOpen: boolean;
  renderMaterials: DesignEditorProps['renderMaterials'];
  loaded: LoadedDesign | null;
  blank: DistributionBasicProduct | undefined;
  productId: number;
  colorId: number;
  sizeIds: number[];
  view: DesignView | undefined;
  saving: boolean;
  updating: boolean;
  onPickMaterial: (material: Material) => void;
  onCloseMaterials: () => void;
  onSave: (choice: SaveChoice) => Promise<void>;
  onChooseProduct: (productId: number) => void;
  onApplyStyle: (content: StyleContent) => Promise<void>;
  onRedesign: () => void;
  onClose: () => void;
}) {
  const { client, dialog, loaded, blank, onClose } = props;
  return (
    <>
      {props.materialsOpen && props.renderMaterials ? (
        <Dialog title="选择素材" wide onClose={props.onCloseMaterials}>
          {props.renderMaterials(props.onPickMaterial)}
        </Dialog>
      ) : null}
      {dialog === 'save' && blank ? (
        <SaveDialog
          blank={blank}
          saving={props.saving}
          updating={props.updating}
          initial={{
            name: loaded?.savedName || blank.name,
            colorIds: loaded?.savedColorIds.length ? loaded.savedColorIds : [props.colorId],
            sizeIds: props.sizeIds.length > 0 ? props.sizeIds : blank.sizes.map((size) => size.id),
          }}
          onSave={props.onSave}
          onClose={onClose}
        />
      ) : null}
      {dialog === 'chooseProduct' ? (
        <ProductChooser
          client={client}
          currentId={props.productId}
          onPick={(next) => props.onChooseProduct(next.id)}
          onClose={onClose}
        />
      ) : null}
      {dialog === 'themeDesign' ? (
        <ThemeDialog
          client={client}
          view={props.view}
          onApply={props.onApplyStyle}
          onClose={onClose}
        />
      ) : null}
      {dialog === 'redesign' ? (
        <ConfirmDialog
          title="重新设计"
          text="确定清空所有视图上的设计，重新开始吗？（可以撤销）"
          confirmText="清空设计"
          onClose={onClose}
          onConfirm={props.onRedesign}
        />
      ) : null}
    </>
  );
}
