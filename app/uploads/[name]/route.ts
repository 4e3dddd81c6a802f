import { serveUpload } from '@/server/listings/uploads/serve';

// Uploaded files (server/listings/uploads): read from DATA_DIR/uploads on every request,
// since files arrive while the app runs (public/ is fixed at build time).
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Ctx = { params: Promise<{ name: string }> };

export async function GET(req: Request, { params }: Ctx) {
  return serveUpload((await params).name, req);
}

export async function HEAD(req: Request, { params }: Ctx) {
  return serveUpload((await params).name, req);
}
