import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type StoredFile, type UploadProgress } from '@podkit/sdk-core';
import type { RefusedFile } from './upload-check';
import { checkUploadFiles } from './upload-check';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: number;
  name: string;
  percent: number;
  status: UploadStatus;
  error?: string;
}

/** Files sent at the same time; the rest wait their turn. */
export const UPLOAD_CONCURRENCY = 3;

type Upload = (file: File, onProgress: (progress: UploadProgress) => void) => Promise<StoredFile>;

export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.msg;
  return fallback;
}

/**
 * Many files at once, a few at a time, each with its progress. Files outside spec 5's extension
 * list are refused here, before anything is sent, and listed with the reason.
 */
export function useUploads(upload: Upload, onUploaded: (stored: StoredFile) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const queue = useRef<Array<{ key: number; file: File }>>([]);
  const running = useRef(0);
  const nextKey = useRef(1);
  const alive = useRef(true);
  const latest = useRef({ upload, onUploaded });
  latest.current = { upload, onUploaded };

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    if (!alive.current) return;
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const pump = useCallback(() => {
    while (running.current < UPLOAD_CONCURRENCY && queue.current.length > 0) {
      const { key, file } = queue.current.shift()!;
      running.current += 1;
      patch(key, { status: 'uploading' });
      latest.current
        .upload(file, (progress) => patch(key, { percent: progress.percent }))
        .then(
          (stored) => {
            patch(key, { status: 'done', percent: 100 });
            if (alive.current) latest.current.onUploaded(stored);
          },
          (error: unknown) => patch(key, { status: 'failed', error: errorText(error, '上传失败') }),
        )
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, [patch]);

  const start = useCallback(
    (files: readonly File[]) => {
      const check = checkUploadFiles(files);
      setRefused(check.refused);
      const added = check.accepted.map((file) => ({ key: nextKey.current++, file }));
      if (added.length === 0) return;
      setItems((current) => [
        ...current.filter((item) => item.status !== 'done'),
        ...added.map(({ key, file }) => ({
          key,
          name: file.name,
          percent: 0,
          status: 'waiting' as const,
        })),
      ]);
      queue.current.push(...added);
      pump();
    },
    [pump],
  );

  const clear = useCallback(() => {
    setItems((current) =>
      current.filter((item) => item.status === 'uploading' || item.status === 'waiting'),
    );
    setRefused([]);
  }, []);

  return { items, refused, start, clear };
}
