// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fillText } from '../../components/words/fill-text';
import { blankValues, type ContactValues } from '../../content/forms/tables';
import { localeFacts } from '../../i18n/locales';
import { dateValue } from '../fields/date-time';
import { loadFormsWords } from '../words';
import { exampleRide, exampleRideCount } from '../../../tests/support/ride-example';
import { RideDates } from './RideDates';

const words = loadFormsWords('en');
const { dates } = words.rideDetails;

function summary(values: Partial<ContactValues>) {
  return (
    <RideDates values={{ ...blankValues('contact'), ...values }} words={dates} fields={words.contact.fields} language={localeFacts.en} />
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  // The pages' "today" is Florida's: November 23, 2026.
  vi.setSystemTime(new Date('2026-11-23T12:00:00-05:00'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('shows nothing for a ride that does not repeat', () => {
  const { container } = render(summary({ ...exampleRide, repeats: 'no' }));
  expect(container.innerHTML).toBe('');
});

it('puts its status region in place empty, then speaks once the answers have been still, not on each key', () => {
  const view = render(summary({ repeats: 'yes', repeatEvery: 'week' }));
  const region = screen.getByRole('status');
  expect(region.textContent).toBe('');
  act(() => {
    vi.advanceTimersByTime(800);
  });
  expect(region.textContent).toBe(dates.waiting);

  // The visitor types the pickup date and the days; each change restarts the wait.
  view.rerender(summary({ ...exampleRide, repeatUntil: dateValue({ month: '3', day: '31', year: '2' }) }));
  act(() => {
    vi.advanceTimersByTime(500);
  });
  view.rerender(summary(exampleRide));
  act(() => {
    vi.advanceTimersByTime(799);
  });
  expect(region.textContent).toBe(dates.waiting);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(region.textContent).toContain(fillText(dates.rides, { count: exampleRideCount }));
  expect(screen.getByRole('status')).toBe(region);
});

it('says plainly when the pickup date has passed', () => {
  render(summary({ ...exampleRide, pickupDate: dateValue({ month: '11', day: '20', year: '2026' }) }));
  act(() => {
    vi.advanceTimersByTime(800);
  });
  expect(screen.getByRole('status').textContent).toBe(words.contact.fields.pickupDate.errors.past);
});
