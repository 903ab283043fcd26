// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fillText } from '../../components/words/fill-text';
import { localeFacts } from '../../i18n/locales';
import { codeMinutes, newCodeAfterSeconds } from './code-limits';
import { loadFormsWords } from '../words';
import { CodeSignIn } from './CodeSignIn';

const words = loadFormsWords('en');
const code = words.signIn.code;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it(`sends the code to the address typed, and offers a new one only after ${String(newCodeAfterSeconds)} seconds`, async () => {
  vi.useFakeTimers();
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', (_address: string, init: RequestInit) => {
    posted.push(JSON.parse(init.body as string));
    return Promise.resolve(new Response(JSON.stringify({ minutes: codeMinutes }), { status: 200 }));
  });
  render(<CodeSignIn words={words} codeWords={code} locale="en" language={localeFacts.en} relay="/api/send" onSignIn={() => undefined} />);
  fireEvent.change(screen.getByLabelText(words.contact.fields.fullName.label), { target: { value: 'Rosa Díaz' } });
  fireEvent.change(screen.getByLabelText(words.contact.fields.email.label), { target: { value: 'rosa@example.net' } });
  fireEvent.click(screen.getByRole('button', { name: code.send }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(posted).toEqual([{ fields: { fullName: 'Rosa Díaz', email: 'rosa@example.net' } }]);
  expect(screen.getByText(fillText(code.sent, { email: 'rosa@example.net', minutes: codeMinutes }))).toBe(document.activeElement);
  expect(screen.queryByRole('button', { name: code.newCode })).toBeNull();
  expect(screen.getByText(code.newCodeSoon)).not.toBeNull();

  await act(() => vi.advanceTimersByTimeAsync(newCodeAfterSeconds * 1000 - 1));
  expect(screen.queryByRole('button', { name: code.newCode })).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(1));
  fireEvent.click(screen.getByRole('button', { name: code.newCode }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(posted).toHaveLength(2);
  // A new code starts the wait again.
  expect(screen.queryByRole('button', { name: code.newCode })).toBeNull();
});

it('sends back, with the code typed, the ticket the relay gave this browser for it: nobody else can spend its tries', async () => {
  vi.useFakeTimers();
  const posted: { fields: Record<string, string>; ticket?: string }[] = [];
  const ticket = 'T'.repeat(43);
  vi.stubGlobal('fetch', (_address: string, init: RequestInit) => {
    posted.push(JSON.parse(init.body as string) as { fields: Record<string, string>; ticket?: string });
    return Promise.resolve(
      new Response(JSON.stringify(posted.length === 1 ? { minutes: codeMinutes, ticket } : { error: 'That is not the code we sent.' }), {
        status: posted.length === 1 ? 200 : 400,
      }),
    );
  });
  render(<CodeSignIn words={words} codeWords={code} locale="en" language={localeFacts.en} relay="/api/send" onSignIn={() => undefined} />);
  fireEvent.change(screen.getByLabelText(words.contact.fields.fullName.label), { target: { value: 'Rosa Díaz' } });
  fireEvent.change(screen.getByLabelText(words.contact.fields.email.label), { target: { value: 'rosa@example.net' } });
  fireEvent.click(screen.getByRole('button', { name: code.send }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  fireEvent.change(screen.getByLabelText(code.field.label), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: code.signIn }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(posted[1]).toEqual({ fields: { fullName: 'Rosa Díaz', email: 'rosa@example.net', code: '123456' }, ticket });
  expect(screen.getByRole('alert').textContent).toBe('That is not the code we sent.');
});
