/** A listing photo as stored: its id (sent back with the listing) and its largest rendition. */
export type UploadedPhoto = { id: number; location: string; width: number; height: number };

/** A stored upload (profile picture, company logo, document, brochure): data.location is its path. */
export type StoredUpload = { id: number; location: string; name: string; mime: string; bytes: number };

/** A brochure as uploaded. */
export type BrochureUploaded = { id: number; location: string; bytes: number };

/** A brochure download, recorded before the file opens. */
export type BrochureDownload = { id: number; project_id: number; url: string; downloaded_at: string };
