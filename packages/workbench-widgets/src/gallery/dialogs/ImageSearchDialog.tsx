import { useRef, useState } from 'react';
import type { Material, MaterialMatch } from '@podkit/sdk-core';
import { UPLOAD_EXTENSIONS } from '@podkit/sdk-core';
import { materialThumbnail } from '../material-fields';
import { uploadRefusal } from '../upload-check';
import { errorText } from '../use-uploads';
import { Dialog } from '@podkit/widget-kit';

export interface ImageSearchDialogProps {
  search: (file: File) => Promise<MaterialMatch[]>;
  /** Clicking a match: select it in manage mode, pick it in pick mode. */
  onChoose?: (material: Material) => void;
  onClose: () => void;
}

export const ACCEPT_IMAGES = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Search by image: pick a picture, see the nearest materials with their hash distance. */
export function ImageSearchDialog({ search, onChoose, onClose }: ImageSearchDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'searching'; name: string }
    | { kind: 'done'; name: string; matches: MaterialMatch[] }
    | { kind: 'error'; message: string }
  >({ kind: 'idle' });

  async function run(file: File | undefined) {
    if (!file) return;
    const refusal = uploadRefusal(file);
    if (refusal) {
      setState({ kind: 'error', message: `${file.name}：${refusal}` });
      return;
    }
    setState({ kind: 'searching', name: file.name });
    try {
      setState({ kind: 'done', name: file.name, matches: await search(file) });
    } catch (error) {
      setState({ kind: 'error', message: errorText(error, '搜索失败，请重试') });
    }
  }

  return (
    <Dialog title="以图搜图" onClose={onClose} wide>
      <button
        type="button"
        className="pk-button pk-primary pk-file-button"
        data-autofocus
        onClick={() => input.current?.click()}
      >
        选择图片
      </button>
      <input
        ref={input}
        className="pk-visually-hidden"
        type="file"
        accept={ACCEPT_IMAGES}
        tabIndex={-1}
        aria-label="用于搜索的图片"
        onChange={(event) => {
          void run(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <div aria-live="polite">
        {state.kind === 'idle' ? (
          <p className="pk-muted">选择一张图片，按相似度从高到低列出你的素材（差异值越小越相似）</p>
        ) : null}
        {state.kind === 'searching' ? <p className="pk-muted">正在搜索“{state.name}”…</p> : null}
        {state.kind === 'error' ? (
          <p className="pk-error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'done' ? (
          <p className="pk-muted">
            {state.matches.length === 0
              ? `没有找到与“${state.name}”相似的素材`
              : `与“${state.name}”相似的素材，差异值越小越相似：`}
          </p>
        ) : null}
      </div>
      {state.kind === 'done' && state.matches.length > 0 ? (
        <ol className="pk-matches" aria-label="相似素材">
          {state.matches.map((material) => (
            <li key={material.id}>
              <button
                type="button"
                className="pk-match"
                disabled={!onChoose}
                onClick={() => onChoose?.(material)}
              >
                <span className="pk-thumb">
                  <img src={materialThumbnail(material)} alt="" loading="lazy" />
                </span>
                <span className="pk-card-name">{material.name}</span>
                <span className="pk-muted pk-distance">差异值 {material.distance}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </Dialog>
  );
}
