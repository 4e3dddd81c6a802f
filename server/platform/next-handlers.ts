import 'server-only';
import { dispatch } from './routes';

// Every catch-all route file re-exports these: the table decides.
const handle = (req: Request) => dispatch(req);
export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
