import { Redactor } from './redaction.js';

describe('redaction of personal data for third-party models', () => {
  it('replaces e-mails and phones with stable placeholders and restores them', () => {
    const redactor = new Redactor(new Set(['hello@vaultline.ai']));
    const redacted = redactor.redact(
      'Mail a.b@corp.example or +49 30 1234 5678; again a.b@corp.example; ours is hello@vaultline.ai; 1-3 months',
    );
    expect(redacted).toBe('Mail [EMAIL_1] or [PHONE_1]; again [EMAIL_1]; ours is hello@vaultline.ai; 1-3 months');
    expect(redactor.restore('Write to [EMAIL_1], call [PHONE_1], unknown [EMAIL_9]')).toBe(
      'Write to a.b@corp.example, call +49 30 1234 5678, unknown [EMAIL_9]',
    );
  });

  it('restores placeholders split across streamed chunks', () => {
    const redactor = new Redactor();
    redactor.redact('x@y.example');
    const restorer = redactor.restorer();
    const out =
      ['Send to [', 'EM', 'AIL_', '1', '] now [', 'not a placeholder'].map((chunk) => restorer.push(chunk)).join('') + restorer.flush();
    expect(out).toBe('Send to x@y.example now [not a placeholder');
  });
});
