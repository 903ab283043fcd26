// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeFacts } from '../../i18n/locales';
import { loadFormsWords } from '../words';
import { typedCareer, typedContact } from '../../../tests/support/form-values.ts';
import type { FormKind, FormValues } from '../../content/forms/tables';
import { payloadOf } from './received';
import { referencePattern } from './reference';

const emailjs = vi.hoisted(() => ({
  init: vi.fn(),
  send: vi.fn(),
  sendForm: vi.fn(),
}));

vi.mock('@emailjs/browser', () => emailjs);
// A build without the relay: the forms send straight to EmailJS.
vi.mock('astro:env/client', () => ({
  PUBLIC_FORMS_RELAY: undefined,
  PUBLIC_GOOGLE_CLIENT_ID: 'client',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key',
  PUBLIC_EMAILJS_SERVICE_ID: 'service',
  PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'contact-template',
  PUBLIC_EMAILJS_CAREER_TEMPLATE_ID: 'career-template',
}));
vi.mock('#site-mode', () => ({ siteMode: { gsiScriptSrc: '/gsi.js' }, emailjsOrigin: () => 'http://localhost:4321' }));

const { deliver, failureAnswer, overdueAfterMs } = await import('./delivery');

const words = loadFormsWords('en');

/** A form as the panel hands it over: its values, the words the message is written with, the sign-in. */
function request<Kind extends FormKind>(kind: Kind, values: FormValues<Kind>) {
  return {
    kind,
    values,
    words: { fields: words[kind].fields, ...words.rideDetails, referenceLine: words.referenceLine },
    language: localeFacts.en,
    locale: 'en' as const,
    credential: 'a-credential',
    key: 'a'.repeat(32),
  };
}

const contact = typedContact;
const career = typedCareer;
const onOverdue = vi.fn();

describe('deliver, straight to EmailJS', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    emailjs.send.mockResolvedValue({ status: 200, text: 'OK' });
    emailjs.sendForm.mockResolvedValue({ status: 200, text: 'OK' });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('initializes once with the public key and origin, then sends the contact form as template params, the reference above the message', async () => {
    const first = await deliver(request('contact', { ...contact, message: ' Hola ' }), onOverdue);
    await deliver(request('contact', contact), onOverdue);
    expect(emailjs.init).toHaveBeenCalledOnce();
    expect(emailjs.init).toHaveBeenCalledWith({ publicKey: 'public-key' }, 'http://localhost:4321');
    expect(first.reference).toMatch(referencePattern);
    expect(emailjs.send).toHaveBeenNthCalledWith(
      1,
      'service',
      'contact-template',
      {
        fullName: 'Ana',
        phone: '239-555-0100',
        email: 'ana@example.com',
        subject: 'consulta',
        message: `${words.referenceLine}: ${first.reference}\n\nHola`,
      },
      { publicKey: 'public-key' },
    );
  });

  it('gives back what was sent, each field by its label and the subject by its words, and no receipt', async () => {
    const sent = await deliver(request('contact', contact), onOverdue);
    const { fields } = words.contact;
    expect(sent.received).toEqual([
      { label: fields.fullName.label, value: 'Ana' },
      { label: fields.phone.label, value: '239-555-0100' },
      { label: fields.email.label, value: 'ana@example.com' },
      { label: fields.subject.label, value: fields.subject.options.find((option) => option.value === 'consulta')?.label },
      { label: fields.message.label, value: 'Hola' },
    ]);
    expect(sent.copyTo).toBeNull();
  });

  it('sends the career form as a form holding exactly the checked values, in order, the reference above the cover letter', async () => {
    const { reference } = await deliver(request('career', career), onOverdue);
    const [serviceId, templateId, form, options] = emailjs.sendForm.mock.calls[0] as [string, string, HTMLFormElement, object];
    expect([serviceId, templateId, options]).toEqual(['service', 'career-template', { publicKey: 'public-key' }]);
    expect([...new FormData(form).entries()]).toEqual(
      payloadOf('career', career).map(([name, value]) => [
        name,
        name === 'coverLetter' ? `${words.referenceLine}: ${reference}\n\n${value}` : value,
      ]),
    );
  });

  it('passes the SDK’s failures on as they are, thrown strings included', async () => {
    emailjs.send.mockRejectedValueOnce({ status: 400, text: 'The user_id parameter is required' });
    await expect(deliver(request('contact', contact), onOverdue)).rejects.toEqual({
      status: 400,
      text: 'The user_id parameter is required',
    });
    emailjs.send.mockImplementationOnce(() => {
      // The SDK's own checks throw before any request.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw 'The public key is required';
    });
    await expect(deliver(request('contact', contact), onOverdue)).rejects.toBe('The public key is required');
  });

  it('says of a failure what EmailJS or the network said, then that the message was not sent', () => {
    const messages = { errorPrefix: 'Error:', unknownError: 'Error desconocido' };
    expect(failureAnswer({ status: 400, text: 'The user_id parameter is required' }, messages)).toEqual({
      message: 'Error: The user_id parameter is required',
      next: 'failed',
    });
    expect(failureAnswer(new TypeError('Failed to fetch'), messages)).toEqual({ message: 'Error: Failed to fetch', next: 'failed' });
  });

  it('says once when 20 seconds pass without an answer, and still gives the answer when it comes', async () => {
    let answer: (value: unknown) => void = () => undefined;
    emailjs.send.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const outcome = vi.fn();
    void deliver(request('contact', contact), onOverdue).then(outcome);
    await vi.advanceTimersByTimeAsync(overdueAfterMs - 1);
    expect(onOverdue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onOverdue).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(outcome).not.toHaveBeenCalled();
    answer({ status: 200, text: 'OK' });
    await vi.waitFor(() => {
      expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ reference: expect.stringMatching(referencePattern) as unknown }));
    });
    expect(onOverdue).toHaveBeenCalledOnce();
  });

  it('says nothing of waiting when the answer comes in time', async () => {
    await deliver(request('contact', contact), onOverdue);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(overdueAfterMs);
    expect(onOverdue).not.toHaveBeenCalled();
  });
});
