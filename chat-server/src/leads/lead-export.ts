/**
 * Leads as CSV (for spreadsheets and CRMs) or JSON.
 */
import type { LeadRecord } from './lead-store.js';

export const LEAD_CSV_COLUMNS = [
  'leadId',
  'source',
  'createdAt',
  'updatedAt',
  'name',
  'companyName',
  'email',
  'phone',
  'services',
  'budget',
  'leadScore',
  'leadStage',
  'details',
  'userId',
  'chatId',
] as const;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join('; ') : String(value);
  // Quote everything that could break the row; neutralise spreadsheet formulas (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsToCsv(leads: readonly LeadRecord[]): string {
  const rows = leads.map((lead) =>
    LEAD_CSV_COLUMNS.map((column) => {
      const value = lead[column];
      return cell(column === 'createdAt' || column === 'updatedAt' ? new Date(value as number).toISOString() : value);
    }).join(','),
  );
  return `${[LEAD_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

export function leadsToJson(leads: readonly LeadRecord[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`;
}
