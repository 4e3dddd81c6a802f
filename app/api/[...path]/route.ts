// Thin: the server route table answers (server/platform/routes.ts).
export const dynamic = 'force-dynamic';
export { GET, POST, PUT, PATCH, DELETE } from '@/server/platform/next-handlers';
