import { CONTACT_LEAD_ISSUES, contactLeadSchema, isAcceptedPhoneNumber } from '#protocol/index';
import { contactLead } from './contract/contact-lead-example';

const phoneError = (phone: string) => {
  const result = contactLeadSchema.safeParse(contactLead({ phone }));
  return result.success ? null : (result.error.issues.find((issue) => issue.path[0] === 'phone')?.message ?? null);
};

describe('the contact lead phone number', () => {
  it.each([
    ['07700 900123', 'a UK mobile as dialled at home'],
    ['020 7946 0958', 'a UK landline as dialled at home'],
    ['07700-900-123', 'dashes'],
    ['+44 20 7946 0958', 'the international form'],
    ['+44 (0) 7700 900123', 'the (0) of UK business cards'],
    ['+1 (212) 555-0123', 'another country, with its code'],
    ['+49 30 901820', 'a German number'],
  ])('accepts %s (%s)', (phone) => {
    expect(isAcceptedPhoneNumber(phone)).toBe(true);
    expect(phoneError(phone)).toBeNull();
  });

  it('is optional', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneError('   ')).toBeNull();
  });

  it.each([
    ['12345', 'too short for any country'],
    ['call me on 07700 900123', 'words around the number'],
    ['+999 1234567', 'no such country code'],
    ['07700 900123 900123 900', 'too long'],
  ])('refuses %s (%s) with the phone issue code', (phone) => {
    expect(isAcceptedPhoneNumber(phone)).toBe(false);
    expect(phoneError(phone)).toBe(CONTACT_LEAD_ISSUES.phoneInvalid);
  });
});
