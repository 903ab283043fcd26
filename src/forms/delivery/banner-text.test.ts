import { EmailJSResponseStatus } from '@emailjs/browser';
import { describe, expect, it } from 'vitest';
import { loadFacts } from '../../content/load';
import { errorBannerText } from './banner-text';

const messages = loadFacts().formMessages;

describe('banner text', () => {
  it('a provider response with text: the text', () => {
    const response = new EmailJSResponseStatus(400, 'The user_id parameter is required');
    expect(errorBannerText(response, messages)).toBe(`${messages.errorPrefix} The user_id parameter is required`);
  });

  it('a provider response without text: the unknown error', () => {
    expect(errorBannerText(new EmailJSResponseStatus(500, ''), messages)).toBe(`${messages.errorPrefix} ${messages.unknownError}`);
  });

  it('the SDK’s default response (status 0): its own text', () => {
    expect(errorBannerText(new EmailJSResponseStatus(), messages)).toBe(`${messages.errorPrefix} Network Error`);
  });

  it('a failed fetch (TypeError): the error’s message', () => {
    expect(errorBannerText(new TypeError('Failed to fetch'), messages)).toBe(`${messages.errorPrefix} Failed to fetch`);
  });

  it('a plain string (the SDK’s own checks throw these): the string', () => {
    expect(errorBannerText('The public key is required.', messages)).toBe(`${messages.errorPrefix} The public key is required.`);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['an Error without a message', new Error('')],
    ['a bare object', {}],
    ['a number', 42],
  ])('%s: the unknown error', (_name, error) => {
    expect(errorBannerText(error, messages)).toBe(`${messages.errorPrefix} ${messages.unknownError}`);
  });
});
