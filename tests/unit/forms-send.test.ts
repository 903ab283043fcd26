import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const emailjs = vi.hoisted(() => ({
  init: vi.fn(),
  send: vi.fn(),
  sendForm: vi.fn(),
}));

vi.mock('@emailjs/browser', () => ({ default: emailjs }));
vi.mock('../../src/lib/forms/config', () => ({
  formsConfig: {
    googleClientId: 'client',
    gsiScriptSrc: '/gsi.js',
    emailjs: {
      origin: 'http://localhost:4321',
      publicKey: 'public-key',
      serviceId: 'service',
      contactTemplateId: 'contact-template',
      careerTemplateId: 'career-template',
    },
    standIns: true,
  },
}));

const { sendCareer, sendContact, sendTimeoutMs, withTimeout } = await import('../../src/lib/forms/send');

const values = { fullName: 'Ana', phone: '239-555-0100', email: 'ana@example.com', subject: 'consulta', message: 'Hola' };

describe('send', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    emailjs.send.mockResolvedValue({ status: 200, text: 'OK' });
    emailjs.sendForm.mockResolvedValue({ status: 200, text: 'OK' });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('initializes once with the public key and origin only, then sends the five contact fields', async () => {
    await sendContact({ ...values, extra: 'not sent' } as typeof values, 'timeout');
    await sendContact(values, 'timeout');
    expect(emailjs.init).toHaveBeenCalledOnce();
    expect(emailjs.init).toHaveBeenCalledWith({ publicKey: 'public-key' }, 'http://localhost:4321');
    expect(emailjs.send).toHaveBeenNthCalledWith(1, 'service', 'contact-template', values);
  });

  it('sends the career form element itself', async () => {
    const form = {} as HTMLFormElement;
    await sendCareer(form, 'timeout');
    expect(emailjs.sendForm).toHaveBeenCalledWith('service', 'career-template', form);
  });

  it('passes the SDK’s failures on as they are, thrown strings included', async () => {
    emailjs.send.mockRejectedValueOnce({ status: 400, text: 'The user_id parameter is required' });
    await expect(sendContact(values, 'timeout')).rejects.toEqual({ status: 400, text: 'The user_id parameter is required' });
    emailjs.send.mockImplementationOnce(() => {
      // The SDK's own checks throw before any request.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw 'The public key is required';
    });
    await expect(sendContact(values, 'timeout')).rejects.toBe('The public key is required');
  });

  it('gives up after 20 seconds with the time-out message', async () => {
    emailjs.send.mockReturnValueOnce(new Promise(() => undefined));
    const sent = sendContact(values, 'Tiempo de espera agotado.');
    const outcome = vi.fn();
    sent.catch(outcome);
    await vi.advanceTimersByTimeAsync(sendTimeoutMs - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).rejects.toThrow('Tiempo de espera agotado.');
  });

  it('withTimeout keeps an answer that comes in time', async () => {
    const answer = withTimeout(Promise.resolve('OK'), 1000, 'late');
    await expect(answer).resolves.toBe('OK');
    expect(vi.getTimerCount()).toBe(0);
  });
});
