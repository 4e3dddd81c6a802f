// Prices live in the formatter module (lib/format); this path stays so existing imports keep working.
export * from '@/lib/format/price';
export { formatCount } from '@/lib/format/counts';
