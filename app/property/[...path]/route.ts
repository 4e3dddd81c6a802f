// Thin: the server route table answers (server/routes.ts).
export const dynamic = 'force-dynamic';
export { GET, POST, PUT, PATCH, DELETE } from '@/server/next-handlers';
