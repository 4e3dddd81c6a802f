import { serveStored } from '@/server/listings/media/serve';

// Photo renditions (server/listings/media) streamed from the storage, local disk or S3,
// when no S3_PUBLIC_URL serves them directly. Read per request: photos arrive while
// the app runs.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Ctx = { params: Promise<{ key: string[] }> };

export async function GET(req: Request, { params }: Ctx) {
  return serveStored((await params).key.join('/'), req);
}

export async function HEAD(req: Request, { params }: Ctx) {
  return serveStored((await params).key.join('/'), req);
}
