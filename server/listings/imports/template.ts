import 'server-only';
import type { PostingGroup } from '@/lib/posting/categories';
import { columnsOf } from './columns';

// The template: the header row only (an example row would be imported by whoever
// forgets to delete it). UTF-8 with a BOM, so Excel shows ₹ and Indian names right.

const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function templateCsv(group: PostingGroup): string {
  return `\uFEFF${columnsOf(group).map((c) => quote(c.header)).join(',')}\r\n`;
}

export const templateFileName = (group: PostingGroup) => `gharbazaar-${group}-import-template.csv`;
