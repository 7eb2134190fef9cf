import { useRef } from 'react';
import { ACCEPT_IMAGES } from '../dialogs/ImageSearchDialog';

export interface GalleryToolbarProps {
  /** 上传素材 and 从网址添加 (own gallery, 'upload' allowed). */
  uploading: boolean;
  /** 上传设置 and 全选本页 (managing one's own gallery). */
  managing: boolean;
  /** 以图搜图 (own gallery). */
  searching: boolean;
  /** The page shows materials to select. */
  hasRows: boolean;
  onFiles: (files: File[]) => void;
  onAddFromUrl: () => void;
  onUploadSettings: () => void;
  onImageSearch: () => void;
  onSelectPage: () => void;
}

/** The gallery's buttons above the filters. */
export function GalleryToolbar(props: GalleryToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="pk-toolbar">
      {props.uploading ? (
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
              props.onFiles(Array.from(event.currentTarget.files ?? []));
              event.currentTarget.value = '';
            }}
          />
          <button type="button" className="pk-button" onClick={props.onAddFromUrl}>
            从网址添加
          </button>
          {props.managing ? (
            <button type="button" className="pk-button" onClick={props.onUploadSettings}>
              上传设置
            </button>
          ) : null}
        </>
      ) : null}
      {props.searching ? (
        <button type="button" className="pk-button" onClick={props.onImageSearch}>
          以图搜图
        </button>
      ) : null}
      {props.managing && props.hasRows ? (
        <button type="button" className="pk-link-button" onClick={props.onSelectPage}>
          全选本页
        </button>
      ) : null}
    </div>
  );
}
