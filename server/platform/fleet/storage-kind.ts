import 'server-only';
import { s3ConfigFromEnv } from '../../listings/media/s3-storage';

/**
 * Where uploaded files live, for /api/ready and the operator: 'local' is the
 * server's own disk (right for one server only: a photo uploaded through one
 * server would be missing on the others), 's3' the shared bucket a fleet needs.
 */
export function storageKind(): 'local' | 's3' {
  return s3ConfigFromEnv(process.env) ? 's3' : 'local';
}
