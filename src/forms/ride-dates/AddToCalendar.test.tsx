// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { blankValues } from '../../content/forms/tables';
import { localeFacts } from '../../i18n/locales';
import { loadFormsWords } from '../words';
import { AddToCalendar } from './AddToCalendar';

const { confirmation } = loadFormsWords('en');

afterEach(cleanup);

it('offers no file for a ride request without a pickup date, and says why', () => {
  const ride = {
    values: { ...blankValues('contact'), subject: 'cotizacion' },
    reference: 'MR-7KQ4PX',
    language: localeFacts.en,
    phone: '1-800-555-0199',
  };
  const { container } = render(
    <AddToCalendar ride={ride} words={{ ...confirmation.calendar, reference: confirmation.reference }} buttonClassName={undefined} />,
  );
  expect(container.textContent).toBe(confirmation.calendar.noDate);
  expect(screen.queryByRole('button')).toBeNull();
});
