/** The relay's settings as the Worker's variables and bindings give them (settings.ts). */
import { describe, expect, it } from 'vitest';
import { type RelayVariables, relaySettings } from './settings';

const emailjs: RelayVariables = {
  GOOGLE_CLIENT_ID: 'client',
  EMAILJS_PUBLIC_KEY: 'public',
  EMAILJS_PRIVATE_KEY: 'private',
  EMAILJS_SERVICE_ID: 'service',
  EMAILJS_CONTACT_TEMPLATE_ID: 'contact',
  EMAILJS_CAREER_TEMPLATE_ID: 'career',
  EMAILJS_RECEIPT_TEMPLATE_ID: 'receipt',
};
const office = { OFFICE_EMAIL_FROM: 'forms@rides.example.com', OFFICE_EMAIL_TO: 'office@rides.example.com' };

describe('the relay’s settings', () => {
  it('send the office’s copies by EmailJS, with the forms’ templates, where the Worker has no Cloudflare email', () => {
    expect(relaySettings(emailjs, false)).toMatchObject({ office: null, emailjs: { templates: { contact: 'contact', career: 'career' } } });
    expect(relaySettings({ ...emailjs, EMAILJS_CONTACT_TEMPLATE_ID: '' }, false)).toEqual({ missing: ['EMAILJS_CONTACT_TEMPLATE_ID'] });
    // Addresses with no binding to send them by change nothing.
    expect(relaySettings({ ...emailjs, ...office }, false)).toMatchObject({ office: null });
  });

  it('send them by Cloudflare’s email where the Worker has its binding, which then needs both its addresses and no form template', () => {
    const receiptOnly = { ...emailjs, EMAILJS_CONTACT_TEMPLATE_ID: '', EMAILJS_CAREER_TEMPLATE_ID: '' };
    expect(relaySettings({ ...receiptOnly, ...office }, true)).toMatchObject({
      office: { from: office.OFFICE_EMAIL_FROM, to: office.OFFICE_EMAIL_TO },
    });
    expect(relaySettings({ ...emailjs, OFFICE_EMAIL_FROM: ' ' }, true)).toEqual({ missing: ['OFFICE_EMAIL_FROM', 'OFFICE_EMAIL_TO'] });
  });

  it('take the free plan’s month where none is set, and name a month that is not a whole number above 0', () => {
    expect(relaySettings(emailjs, false)).toMatchObject({ monthlySends: 200 });
    expect(relaySettings({ ...emailjs, EMAILJS_MONTHLY_SENDS: '0' }, false)).toEqual({ missing: ['EMAILJS_MONTHLY_SENDS'] });
  });
});
