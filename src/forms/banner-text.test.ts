import { EmailJSResponseStatus } from '@emailjs/browser';
import { describe, expect, it } from 'vitest';
import { loadFacts } from '../content/load';
import { errorBannerText } from './banner-text';

const messages = loadFacts().formMessages;

describe('banner text', () => {
  it('content holds the spec’s exact words', () => {
    expect(messages.success).toBe('Mensaje enviado correctamente.');
    expect(messages.errorPrefix).toBe('Error: ');
    expect(messages.unknownError).toBe('Error desconocido');
  });

  it('a provider response with text: the text', () => {
    const response = new EmailJSResponseStatus(400, 'The user_id parameter is required');
    expect(errorBannerText(response, messages)).toBe('Error: The user_id parameter is required');
  });

  it('a provider response without text: the unknown error', () => {
    expect(errorBannerText(new EmailJSResponseStatus(500, ''), messages)).toBe('Error: Error desconocido');
  });

  it('the SDK’s default response (status 0): its own text', () => {
    expect(errorBannerText(new EmailJSResponseStatus(), messages)).toBe('Error: Network Error');
  });

  it('a failed fetch (TypeError): the error’s message', () => {
    expect(errorBannerText(new TypeError('Failed to fetch'), messages)).toBe('Error: Failed to fetch');
  });

  it('a plain string (the SDK’s own checks throw these): the string', () => {
    expect(errorBannerText('The public key is required.', messages)).toBe('Error: The public key is required.');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['an Error without a message', new Error('')],
    ['a bare object', {}],
    ['a number', 42],
  ])('%s: the unknown error', (_name, error) => {
    expect(errorBannerText(error, messages)).toBe('Error: Error desconocido');
  });
});
