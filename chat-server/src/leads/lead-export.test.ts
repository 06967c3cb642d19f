import { leadsToCsv, leadsToJson } from './lead-export.js';
import type { LeadRecord } from './lead-store.js';

const lead: LeadRecord = {
  leadId: 'lead_1',
  source: 'contact_form',
  userId: 'anon_x_abcdefghi',
  chatId: null,
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  updatedAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  name: 'Smith, "Jo"',
  companyName: '=HYPERLINK("http://evil")',
  email: 'jo@example.com',
  phone: null,
  services: ['AI & Machine Learning', 'Cloud Solutions'],
  budget: 'budget2',
  details: 'line one\nline two',
  leadScore: 72,
  leadStage: 'hot',
  data: {},
};

describe('lead export', () => {
  it('writes CSV with a header, quoting and no spreadsheet formulas', () => {
    const [header, row] = leadsToCsv([lead]).split('\r\n');
    expect(header).toBe(
      'leadId,source,createdAt,updatedAt,name,companyName,email,phone,services,budget,leadScore,leadStage,details,userId,chatId',
    );
    expect(row).toBe(
      'lead_1,contact_form,2026-01-02T03:04:05.000Z,2026-01-02T03:04:05.000Z,"Smith, ""Jo""","\'=HYPERLINK(""http://evil"")",jo@example.com,,"AI & Machine Learning; Cloud Solutions",budget2,72,hot,"line one\nline two",anon_x_abcdefghi,',
    );
  });

  it('writes JSON that reads back to the same leads', () => {
    expect(JSON.parse(leadsToJson([lead]))).toEqual([lead]);
  });
});
