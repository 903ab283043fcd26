// @vitest-environment jsdom
import { type ComponentProps, useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillText } from '../../components/words/fill-text';
import { loadFormsWords } from '../words';
import { type Locale, localeFacts } from '../../i18n/locales';
import { dateValue } from '../fields/date-time';
import { stopsOf, stopsValue } from '../fields/lists';
import { formTables } from '../../content/forms/tables';
import { Field, type FieldSetting } from './Field';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const words = loadFormsWords('en');

describe('Field', () => {
  /** The contact form's field `name` as the form renders it, English unless told, with what a test varies in its props and the form's setting. */
  function contactField(
    name: string,
    {
      formId = 'contact',
      dateOrder = localeFacts.en.dateOrder,
      errorPrefix = 'Error:',
      counterTemplate = '{count} left',
      numbers = 'en-US',
      clearChoice = 'Clear this answer',
      readOnly = false,
      onChange = vi.fn(),
      ...props
    }: Partial<ComponentProps<typeof Field>> & Partial<FieldSetting> = {},
  ) {
    return (
      <Field
        row={formTables.contact.find((field) => field.name === name) ?? formTables.contact[0]}
        words={{ label: name }}
        value=""
        {...props}
        form={{ formId, dateOrder, errorPrefix, counterTemplate, numbers, clearChoice, readOnly, onChange }}
      />
    );
  }

  function renderMessage(value: string, readOnly = false) {
    return contactField('message', { words: { label: 'Message' }, value, counterTemplate: '{count} characters left', readOnly });
  }

  it('shows what is left, and is read with the field', () => {
    render(renderMessage(''));
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.getAttribute('maxlength')).toBe('5000');
    expect(field.getAttribute('aria-describedby')).toBe('contact-message-counter');
    expect(document.getElementById('contact-message-counter')?.textContent).toBe('5,000 characters left');
  });

  it('announces only on the way down past 200, 100, 50, 20 and 0', () => {
    const { container, rerender } = render(renderMessage('a'.repeat(4700)));
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    rerender(renderMessage('a'.repeat(4801)));
    expect(live?.textContent).toBe('199 characters left');
    rerender(renderMessage('a'.repeat(4850)));
    expect(live?.textContent).toBe('199 characters left');
    rerender(renderMessage('a'.repeat(4900)));
    expect(live?.textContent).toBe('100 characters left');
    rerender(renderMessage('a'.repeat(5000)));
    expect(live?.textContent).toBe('0 characters left');
    rerender(renderMessage('a'.repeat(4000)));
    expect(live?.textContent).toBe('');
  });

  it('joins its error, prefixed for screen readers, to the control', () => {
    render(
      contactField('phone', {
        words: { label: 'Phone number', hint: 'We call this number.' },
        value: '12',
        error: 'Enter a phone number with 10 to 15 digits',
      }),
    );
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    expect(field.getAttribute('type')).toBe('tel');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('contact-phone-hint contact-phone-error');
    expect(document.getElementById('contact-phone-error')?.textContent).toBe('Error: Enter a phone number with 10 to 15 digits');
  });

  describe('an optional set of radios', () => {
    function renderMobility(value: string, readOnly: boolean, onChange = vi.fn()) {
      return contactField('mobility', { words: words.contact.fields.mobility, value, readOnly, onChange });
    }

    it('is a radio group named by its legend, described by its hint, and offers to take a choice back', () => {
      const onChange = vi.fn();
      render(renderMobility('walks', false, onChange));
      const group = screen.getByRole('radiogroup', { name: 'Mobility' });
      expect(group.getAttribute('aria-describedby')).toBe('contact-mobility-hint');
      expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Walks without help' }).checked).toBe(true);
      // Named with its group, as several can show at once; outside the group, which holds only radios.
      expect(within(group).queryByRole('button')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Clear this answer Mobility' }));
      expect(onChange).toHaveBeenCalledWith('mobility', '');
      expect(document.activeElement).toBe(within(group).getAllByRole('radio')[0]);
    });

    it('offers nothing to take back before a choice, and is read-only, choices kept, while the form is on its way', () => {
      const { rerender } = render(renderMobility('', false));
      expect(screen.queryByRole('button')).toBeNull();
      const onChange = vi.fn();
      rerender(renderMobility('stretcher', true, onChange));
      expect(screen.getByRole('radiogroup', { name: 'Mobility' }).getAttribute('aria-readonly')).toBe('true');
      // Not on the radios themselves: ARIA does not allow it there.
      for (const radio of screen.getAllByRole('radio')) expect(radio.hasAttribute('aria-readonly')).toBe(false);
      expect(screen.queryByRole('button')).toBeNull();
      fireEvent.click(screen.getByRole('radio', { name: 'Manual wheelchair' }));
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('a date', () => {
    function renderDate(locale: Locale, value: string, props: { onChange?: (name: string, value: string) => void; error?: string } = {}) {
      return contactField('pickupDate', {
        words: loadFormsWords(locale).contact.fields.pickupDate,
        value,
        numbers: localeFacts[locale].numbers,
        dateOrder: localeFacts[locale].dateOrder,
        ...(props.onChange === undefined ? {} : { onChange: props.onChange }),
        error: props.error,
        errorPart: 'day',
      });
    }

    it.each(['en', 'es'] as const)(
      'is a group named by its label, with its example, and a labelled plain text input per part, in the page’s order (%s)',
      (locale) => {
        const fieldWords = loadFormsWords(locale).contact.fields.pickupDate;
        render(renderDate(locale, ''));
        const group = screen.getByRole('group', { name: fieldWords.label });
        expect(group.getAttribute('aria-describedby')).toBe('contact-pickupDate-hint');
        expect(document.getElementById('contact-pickupDate-hint')?.textContent).toBe(fieldWords.hint);
        const parts = within(group).getAllByRole<HTMLInputElement>('textbox');
        const order = localeFacts[locale].dateOrder;
        expect(parts.map((part) => part.labels?.[0]?.textContent)).toEqual(order.map((part) => fieldWords.parts[part]));
        for (const [index, part] of parts.entries()) {
          expect(part.name).toBe(`pickupDate-${order[index] ?? ''}`);
          expect([part.type, part.inputMode, part.autocomplete, part.value]).toEqual(['text', 'numeric', 'off', '']);
          // Nothing drawn in an empty part, and nothing typed cut off.
          expect(part.hasAttribute('placeholder')).toBe(false);
          expect(part.hasAttribute('maxlength')).toBe(false);
        }
      },
    );

    it('keeps what is typed in each part, and spreads a whole date typed into the first over the three on leaving it', () => {
      const onChange = vi.fn();
      const { rerender } = render(renderDate('en', '', { onChange }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Day' }), { target: { value: '15' } });
      expect(onChange).toHaveBeenLastCalledWith('pickupDate', dateValue({ month: '', day: '15', year: '' }));
      rerender(renderDate('en', dateValue({ month: '12152026', day: '', year: '' }), { onChange }));
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Month' }).value).toBe('12152026');
      fireEvent.blur(screen.getByRole('textbox', { name: 'Month' }));
      expect(onChange).toHaveBeenLastCalledWith('pickupDate', dateValue({ month: '12', day: '15', year: '2026' }));
      // Leaving another part, or a first part that is not a whole date, changes nothing.
      onChange.mockClear();
      rerender(renderDate('en', dateValue({ month: '12', day: '', year: '' }), { onChange }));
      fireEvent.blur(screen.getByRole('textbox', { name: 'Month' }));
      fireEvent.blur(screen.getByRole('textbox', { name: 'Day' }));
      expect(onChange).not.toHaveBeenCalled();
    });

    it('joins its error to the group and marks the part at fault', () => {
      render(renderDate('en', dateValue({ month: '2', day: '30', year: '2026' }), { error: 'Enter a real date' }));
      expect(screen.getByRole('group', { name: 'Pickup date' }).getAttribute('aria-describedby')).toBe(
        'contact-pickupDate-hint contact-pickupDate-error',
      );
      expect(screen.getByRole('textbox', { name: 'Day' }).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('textbox', { name: 'Month' }).hasAttribute('aria-invalid')).toBe(false);
    });
  });

  it('asks for a time in a plain text field, empty when empty', () => {
    render(contactField('pickupTime', { words: words.contact.fields.pickupTime }));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: words.contact.fields.pickupTime.label });
    expect([field.type, field.autocomplete, field.value, field.hasAttribute('placeholder')]).toEqual(['text', 'off', '', false]);
  });

  it('is read-only, not disabled, while its form is on its way', () => {
    render(renderMessage('Hola', true));
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(field.readOnly).toBe(true);
    expect(field.disabled).toBe(false);
  });

  it('takes any number of days as checkboxes, kept in the week’s order', () => {
    const onChange = vi.fn();
    const { repeatDays } = words.contact.fields;
    const [monday, , wednesday] = repeatDays.options;
    render(contactField('repeatDays', { words: repeatDays, value: wednesday?.value ?? '', onChange }));
    fireEvent.click(screen.getByRole('checkbox', { name: monday?.label ?? '' }));
    expect(onChange).toHaveBeenLastCalledWith('repeatDays', `${monday?.value ?? ''},${wednesday?.value ?? ''}`);
    fireEvent.click(screen.getByRole('checkbox', { name: wednesday?.label ?? '' }));
    expect(onChange).toHaveBeenLastCalledWith('repeatDays', '');
  });

  it('starts a vehicle on "Not sure", held as no choice, before the vehicles named by /vehicles', () => {
    const { vehicle } = words.contact.fields;
    render(contactField('vehicle', { words: vehicle }));
    const group = screen.getByRole('radiogroup', { name: vehicle.label });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['', ...vehicle.options.map((option) => option.value)]);
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: vehicle.blankChoice }).checked).toBe(true);
  });

  it('asks nothing where it has no choice to offer: the Trip question once no trip mode books a Trip answer', () => {
    const { trip } = words.contact.fields;
    const { container } = render(contactField('trip', { words: { ...trip, options: [] } }));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(container.textContent).toBe('');
  });

  describe('stops on the way', () => {
    const { stops } = words.contact.fields;
    const row = formTables.contact.find((field) => field.name === 'stops');

    /** The stops as the form holds them, changing as the visitor adds, types and removes. */
    function Holder({ start = [] as string[] }) {
      const [value, setValue] = useState(stopsValue(start));
      return contactField('stops', {
        words: stops,
        value,
        onChange: (_name, next) => {
          setValue(next);
        },
      });
    }

    it('adds a labelled stop, gives it the keyboard and says so; removes one, handing the keyboard on', () => {
      render(<Holder />);
      fireEvent.click(screen.getByRole('button', { name: stops.add }));
      const second = screen.getByRole('textbox', { name: fillText(stops.item, { number: 2 }) });
      expect(document.activeElement).toBe(second);
      expect(screen.getByText(fillText(stops.added, { number: 2 }))).toBeTruthy();
      fireEvent.change(second, { target: { value: '1200 Main St' } });
      fireEvent.click(screen.getByRole('button', { name: stops.add }));
      fireEvent.click(screen.getByRole('button', { name: fillText(stops.remove, { number: 2 }) }));
      // The stop that was third is now the second, and has the keyboard.
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: fillText(stops.item, { number: 2 }) }));
      expect(screen.getByText(fillText(stops.removed, { number: 2 }))).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: fillText(stops.remove, { number: 2 }) }));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: stops.add }));
    });

    it('says the limit in place of the button once the list is full', () => {
      const full = Array.from({ length: row?.maxItems ?? 0 }, (_, index) => `Stop ${String(index)}`);
      render(<Holder start={full} />);
      expect(screen.queryByRole('button', { name: stops.add })).toBeNull();
      expect(screen.getByText(fillText(stops.limit, { count: row?.maxItems ?? 0 }))).toBeTruthy();
      expect(stopsOf(stopsValue(full))).toHaveLength(row?.maxItems ?? -1);
    });
  });
});
