import 'server-only';

/** Where the owner (or the desk) fetches a private document: never a public, cacheable URL. */
export const DOCUMENT_PATH = '/api/user/images/document';
export const documentUrl = (uploadId: number) => `${DOCUMENT_PATH}?upload_id=${uploadId}`;
