export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (the multipart body), 0 while unknown. */
  total: number;
  /** 0..100, whole numbers. */
  percent: number;
}

export interface UploadRequest {
  url: string;
  body: FormData;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

export interface UploadResponse {
  status: number;
  /** The raw response text. */
  body: string;
}

/** Sends one multipart form and reports bytes sent. Injectable so both paths are testable. */
export type UploadTransport = (request: UploadRequest) => Promise<UploadResponse>;
