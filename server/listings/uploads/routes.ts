import 'server-only';
import type { Handler, RouteTable } from '../../platform/http/types';
import { requireActiveSession, requireSession } from '../../accounts';
import { serveDocument } from './documents';
import { DOCUMENT_KINDS, IMAGE_KINDS } from './sniff';
import { readLimitedForm, storeUpload, type UploadRule } from './store';

const IMAGE_ONLY = 'Only JPEG, PNG or WebP images can be uploaded';

/** The token is checked before a single byte of the body is read. */
const uploadHandler = (rule: UploadRule, message: string, publicFile = true): Handler => async (ctx) => {
  // Profile pictures and logos are shown to everybody: not from a banned account. A
  // document (ID, bill) is private, so a banned user may still send one.
  const { user } = await (publicFile ? requireActiveSession : requireSession)(ctx);
  const form = await readLimitedForm(ctx.req);
  return { data: await storeUpload(user.id, form, rule), message };
};

// SPEC §7: data.location is the path of the stored file: /uploads/<name> for pictures and
// logos; for documents (private) the owner-only GET below.
export const uploadRoutes: RouteTable = {
  'POST /api/user/images/upload-user-image': uploadHandler(
    { field: 'image', purpose: 'profile_picture', allowed: IMAGE_KINDS, missing: 'Upload image!', wrongType: IMAGE_ONLY },
    'Image uploaded successfully',
  ),
  // The company logo comes under the field `file`, not `image` (SPEC §7).
  'POST /profile/upload-company-logo': uploadHandler(
    { field: 'file', purpose: 'company_logo', allowed: IMAGE_KINDS, missing: 'Upload image!', wrongType: IMAGE_ONLY },
    'Logo uploaded successfully',
  ),
  'POST /api/user/images/upload-document': uploadHandler(
    {
      field: 'image', purpose: 'document', allowed: DOCUMENT_KINDS, missing: 'Upload a document!',
      wrongType: 'Only JPEG, PNG or WebP images or PDF documents can be uploaded', private: true,
    },
    'Document uploaded successfully',
    false,
  ),
  // Not in the spec: a document is private, so its location is this call, for its owner and the desk only.
  'GET /api/user/images/document': serveDocument,
};
