// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blankValues, type CareerValues, type ContactValues } from '../fields/tables';

const emailjs = vi.hoisted(() => ({
  init: vi.fn(),
  send: vi.fn(),
  sendForm: vi.fn(),
}));

vi.mock('@emailjs/browser', () => ({ default: emailjs }));
vi.mock('./config', () => ({
  formsConfig: {
    googleClientId: 'client',
    gsiScriptSrc: '/gsi.js',
    emailjs: {
      origin: 'http://localhost:4321',
      publicKey: 'public-key',
      serviceId: 'service',
      templateIds: { contact: 'contact-template', career: 'career-template' },
    },
  },
}));

const { deliver, overdueAfterMs, payloadOf } = await import('./delivery');

const noRideDetails = blankValues('contact');
const contact: ContactValues = {
  ...noRideDetails,
  fullName: 'Ana',
  phone: '239-555-0100',
  email: 'ana@example.com',
  subject: 'consulta',
  message: 'Hola',
};
const career: CareerValues = {
  fullName: '  Ben Ortiz ',
  phone: '239-555-0111',
  email: 'ben@example.com\u200B',
  position: 'Driver',
  experience: '2,5',
  coverLetter: 'Line one\nline two\n',
};
const onOverdue = vi.fn();

describe('deliver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    emailjs.send.mockResolvedValue({ status: 200, text: 'OK' });
    emailjs.sendForm.mockResolvedValue({ status: 200, text: 'OK' });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('sends the contact form’s five fields and not the ride details, which travel inside the message (compose.ts)', () => {
    expect(payloadOf('contact', { ...contact, pickupAddress: '1 Main St', mobility: 'walks' })).toEqual([
      ['fullName', 'Ana'],
      ['phone', '239-555-0100'],
      ['email', 'ana@example.com'],
      ['subject', 'consulta'],
      ['message', 'Hola'],
    ]);
  });

  it('sends each field of the table, in order, trimmed, and nothing else', () => {
    expect(payloadOf('career', { ...career, stray: 'not sent' } as CareerValues)).toEqual([
      ['fullName', 'Ben Ortiz'],
      ['phone', '239-555-0111'],
      ['email', 'ben@example.com'],
      ['position', 'Driver'],
      ['experience', '2,5'],
      ['coverLetter', 'Line one\nline two'],
    ]);
  });

  it('initializes once with the public key and origin, then sends the contact form as template params', async () => {
    await deliver('contact', { ...contact, message: ' Hola ' }, { onOverdue });
    await deliver('contact', contact, { onOverdue });
    expect(emailjs.init).toHaveBeenCalledOnce();
    expect(emailjs.init).toHaveBeenCalledWith({ publicKey: 'public-key' }, 'http://localhost:4321');
    expect(emailjs.send).toHaveBeenNthCalledWith(1, 'service', 'contact-template', {
      fullName: 'Ana',
      phone: '239-555-0100',
      email: 'ana@example.com',
      subject: 'consulta',
      message: 'Hola',
    });
  });

  it('sends the career form as a form holding exactly the checked values, in order', async () => {
    await deliver('career', career, { onOverdue });
    const [serviceId, templateId, form] = emailjs.sendForm.mock.calls[0] as [string, string, HTMLFormElement];
    expect([serviceId, templateId]).toEqual(['service', 'career-template']);
    expect([...new FormData(form).entries()]).toEqual(payloadOf('career', career));
  });

  it('passes the SDK’s failures on as they are, thrown strings included', async () => {
    emailjs.send.mockRejectedValueOnce({ status: 400, text: 'The user_id parameter is required' });
    await expect(deliver('contact', contact, { onOverdue })).rejects.toEqual({ status: 400, text: 'The user_id parameter is required' });
    emailjs.send.mockImplementationOnce(() => {
      // The SDK's own checks throw before any request.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw 'The public key is required';
    });
    await expect(deliver('contact', contact, { onOverdue })).rejects.toBe('The public key is required');
  });

  it('says once when 20 seconds pass without an answer, and still gives the answer when it comes', async () => {
    let answer: (value: unknown) => void = () => undefined;
    emailjs.send.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const outcome = vi.fn();
    void deliver('contact', contact, { onOverdue }).then(outcome);
    await vi.advanceTimersByTimeAsync(overdueAfterMs - 1);
    expect(onOverdue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onOverdue).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(outcome).not.toHaveBeenCalled();
    answer({ status: 200, text: 'OK' });
    await vi.waitFor(() => {
      expect(outcome).toHaveBeenCalledWith({ status: 200, text: 'OK' });
    });
    expect(onOverdue).toHaveBeenCalledOnce();
  });

  it('says nothing of waiting when the answer comes in time', async () => {
    await deliver('contact', contact, { onOverdue });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(overdueAfterMs);
    expect(onOverdue).not.toHaveBeenCalled();
  });
});
