import { isApiError, uploadFile, type StoredFile, type UploadType } from '@podkit/sdk-core';
import { useState } from 'react';
import { client } from '../sdk/client.js';

/**
 * Uploads one file through the signed form as `type`, with its progress (null while idle).
 * A refused upload resolves undefined: the client has already said why.
 */
export function useFileUpload(type: UploadType) {
  const [percent, setPercent] = useState<number | null>(null);
  async function upload(file: File): Promise<StoredFile | undefined> {
    setPercent(0);
    try {
      return await uploadFile(client, file, {
        type,
        onProgress: (progress) => setPercent(Math.round(progress.percent)),
      });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return undefined;
    } finally {
      setPercent(null);
    }
  }
  return { percent, upload };
}
