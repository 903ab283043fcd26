// @vitest-environment jsdom
import type { ComponentProps } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialWithClaims } from '../../stand-ins/gsi/credential.ts';
import { fillTemplate } from '../components/fill-template';
import { loadFacts, loadWords } from '../content/load';
import { type Locale, localeFacts } from '../i18n/locales';
import { dateValue } from './date-time';
import { Field } from './Field';
import { formTables } from './fields';
import type { CredentialResponse, GoogleAccountsId, IdConfiguration } from './gsi';
import { type Banner, StatusBanner } from './StatusBanner';

const words = loadWords('contact', 'en').forms;
const messages = loadFacts().formMessages;
const phone = { display: '1-800-555-0199', tel: '+18005550199' };
const company = { phone, email: 'info@example.com' };

const gsi = vi.hoisted(() => ({ config: undefined as IdConfiguration | undefined, initializations: 0, prompts: 0, autoSelectDisabled: 0 }));
const delivery = vi.hoisted(() => ({ deliver: vi.fn() }));

vi.mock('./config', () => ({
  formsConfig: {
    googleClientId: 'client-id',
    gsiScriptSrc: '/gsi.js',
    emailjs: { origin: '', publicKey: 'k', serviceId: 's', templateIds: { contact: 'c', career: 'j' } },
  },
}));
vi.mock('./gsi', () => {
  const api: GoogleAccountsId = {
    initialize: (config) => {
      gsi.config = config;
      gsi.initializations += 1;
    },
    renderButton: (parent) => {
      const button = document.createElement('button');
      button.textContent = 'Sign in with Google';
      parent.replaceChildren(button);
    },
    prompt: () => {
      gsi.prompts += 1;
    },
    disableAutoSelect: () => {
      gsi.autoSelectDisabled += 1;
    },
    cancel: () => undefined,
  };
  return {
    loadGsi: () => Promise.resolve(api),
    disableAutoSelect: () => {
      api.disableAutoSelect();
    },
  };
});
vi.mock('./delivery', () => ({ deliver: delivery.deliver }));

// jsdom lays nothing out, so it has no scrolling.
Element.prototype.scrollIntoView = () => undefined;

const { ContactForms } = await import('./ContactForms');

async function signInAs(response: CredentialResponse): Promise<void> {
  await act(async () => {
    gsi.config?.callback(response);
    await Promise.resolve();
  });
}

/** Signs in and waits for the forms to open (the account's draft key is hashed asynchronously). */
async function signInAsPerson(name: string, email: string): Promise<void> {
  await signInAs({ credential: credentialWithClaims({ name, email }) });
  await screen.findByText(/^Signed in as/);
}

/** The form on show, by its heading. */
function form(heading: string) {
  return within(screen.getByRole('form', { name: heading }));
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fillTemplate', () => {
  it('puts children where the placeholders are, never splicing text', () => {
    render(<p>{fillTemplate('Signed in as {name}.', { name: <b>{"Jo $& $` $' <i>Smith</i>"}</b> })}</p>);
    expect(screen.getByText("Jo $& $` $' <i>Smith</i>").tagName).toBe('B');
    expect(document.body.textContent).toBe("Signed in as Jo $& $` $' <i>Smith</i>.");
  });

  it('leaves an unknown placeholder as written', () => {
    render(<p>{fillTemplate('{count} left, {other}', { count: 3 })}</p>);
    expect(document.body.textContent).toBe('3 left, {other}');
  });
});

describe('StatusBanner', () => {
  const shown: Banner = { id: 1, kind: 'success', message: messages.success };

  function banner(props: Partial<Parameters<typeof StatusBanner>[0]> & { onExpire: (id: number) => void }) {
    return <StatusBanner banner={shown} lang="es" phone={phone} hidden={false} {...props} />;
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('is a status region before it has words, then shows them in the messages’ language', () => {
    const { rerender } = render(banner({ banner: null, onExpire: vi.fn() }));
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(banner({ onExpire: vi.fn() }));
    expect(screen.getByRole('status').textContent).toBe(messages.success);
    expect(screen.getByText(messages.success).getAttribute('lang')).toBe('es');
  });

  it('gives a next step with the phone number as a link', () => {
    render(
      banner({
        banner: { id: 2, kind: 'error', message: 'Error: Failed to fetch', nextStep: 'Please try again, or call us:' },
        onExpire: vi.fn(),
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('Error: Failed to fetch' + 'Please try again, or call us: 1-800-555-0199');
    expect(screen.getByRole('link', { name: '1-800-555-0199' }).getAttribute('href')).toBe('tel:+18005550199');
  });

  it('expires after 3 seconds', () => {
    const onExpire = vi.fn();
    render(banner({ onExpire }));
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onExpire).toHaveBeenCalledWith(1);
  });

  it('a lasting notice does not expire', () => {
    const onExpire = vi.fn();
    render(banner({ banner: { id: -1, kind: 'waiting', nextStep: 'Still waiting.', lasting: true }, onExpire }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('waits while the pointer or focus is on it, then runs on for what is left (at least a second)', () => {
    const onExpire = vi.fn();
    render(banner({ onExpire }));
    const region = screen.getByRole('status');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.pointerEnter(region);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onExpire).not.toHaveBeenCalled();
    fireEvent.pointerLeave(region);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(onExpire).not.toHaveBeenCalled();
    // The banner itself takes focus from the keyboard.
    const shownBanner = region.firstElementChild as HTMLElement;
    expect(shownBanner.tabIndex).toBe(0);
    act(() => {
      shownBanner.focus();
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      shownBanner.blur();
    });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('keeps its clock running through renders of the same banner (typing in its form)', () => {
    const onExpire = vi.fn();
    const { rerender } = render(banner({ onExpire }));
    for (let second = 0; second < 2; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      rerender(banner({ banner: { ...shown }, onExpire }));
    }
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('waits while its form is not on show, and gives the full 3 seconds once it is', () => {
    const onExpire = vi.fn();
    const { rerender } = render(banner({ hidden: true, onExpire }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onExpire).not.toHaveBeenCalled();
    rerender(banner({ hidden: false, onExpire }));
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onExpire).toHaveBeenCalledOnce();
  });
});

describe('Field', () => {
  /** The contact form's field `name` as the form renders it, English unless told, with what a test varies in `props`. */
  function contactField(name: string, props: Partial<ComponentProps<typeof Field>> = {}) {
    return (
      <Field
        spec={formTables.contact.find((field) => field.name === name) ?? formTables.contact[0]}
        words={{ label: name }}
        formId="contact"
        value=""
        errorPrefix="Error:"
        counterTemplate="{count} left"
        region="en-US"
        dateOrder={localeFacts.en.dateOrder}
        clearChoice="Clear this answer"
        readOnly={false}
        onChange={vi.fn()}
        {...props}
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
        words: loadWords('contact', locale).forms.contact.fields.pickupDate,
        value,
        region: localeFacts[locale].region,
        dateOrder: localeFacts[locale].dateOrder,
        ...(props.onChange === undefined ? {} : { onChange: props.onChange }),
        error: props.error,
        errorPart: 'day',
      });
    }

    it.each(['en', 'es'] as const)(
      'is a group named by its label, with its example, and a labelled plain text input per part, in the page’s order (%s)',
      (locale) => {
        const fieldWords = loadWords('contact', locale).forms.contact.fields.pickupDate;
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
});

describe('ContactForms', () => {
  beforeEach(() => {
    gsi.config = undefined;
    gsi.initializations = 0;
    gsi.prompts = 0;
    gsi.autoSelectDisabled = 0;
    delivery.deliver.mockReset();
  });

  async function openForms() {
    const view = render(<ContactForms words={words} messages={messages} company={company} locale="en" privacyHref="/privacy" />);
    await screen.findByRole('button', { name: 'Sign in with Google' });
    return view;
  }

  it('stays locked until a credential with a profile arrives, then prefills both forms', async () => {
    const user = userEvent.setup();
    const { container } = await openForms();
    expect(gsi.config?.client_id).toBe('client-id');
    expect(gsi.prompts).toBe(1);
    expect(container.querySelector('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: words.contact.submit, hidden: true })).toHaveProperty('disabled', true);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs({ credential: 'not-a-valid-credential' });
    expect(console.error).toHaveBeenCalled();
    expect(container.querySelector('[inert]')).not.toBeNull();

    await signInAsPerson('José Núñez', 'jose@example.com');
    expect(container.querySelector('[inert]')).toBeNull();
    expect(screen.getByText(/^Signed in as/).textContent).toBe('Signed in as José Núñez');
    expect(form(words.contact.heading).getByLabelText<HTMLInputElement>(words.contact.fields.fullName.label).value).toBe('José Núñez');
    await user.click(screen.getByRole('button', { name: words.switchCareer }));
    expect(form(words.career.heading).getByLabelText<HTMLInputElement>(words.career.fields.email.label).value).toBe('jose@example.com');
  });

  it('shows a name holding $& and friends exactly as it is', async () => {
    await openForms();
    await signInAsPerson("Jo $& $` $' Smith", 'jo@example.com');
    expect(screen.getByText(/^Signed in as/).textContent).toBe("Signed in as Jo $& $` $' Smith");
  });

  it('checks, focusing the error summary, then sends what was checked and clears the form', async () => {
    const user = userEvent.setup();
    delivery.deliver.mockResolvedValue({ status: 200, text: 'OK' });
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    const contactForm = form(words.contact.heading);

    await user.click(screen.getByRole('button', { name: words.contact.submit }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText(messages.required).getAttribute('lang')).toBe('es');
    expect(document.activeElement).toBe(summary.parentElement);
    expect(within(summary).getByRole('link', { name: words.contact.fields.phone.missing }).getAttribute('href')).toBe('#contact-phone');
    expect(contactForm.getByLabelText(words.contact.fields.phone.label).getAttribute('aria-invalid')).toBe('true');
    expect(contactForm.getByLabelText(words.contact.fields.fullName.label).getAttribute('aria-invalid')).toBeNull();
    expect(delivery.deliver).not.toHaveBeenCalled();

    await user.type(contactForm.getByLabelText(words.contact.fields.phone.label), '239-555-0100');
    await user.selectOptions(contactForm.getByLabelText(words.contact.fields.subject.label), 'reclamo');
    await user.type(contactForm.getByLabelText(words.contact.fields.message.label, { selector: 'textarea' }), 'Late pickup');
    await user.click(screen.getByRole('button', { name: words.contact.submit }));

    expect(delivery.deliver).toHaveBeenCalledWith(
      'contact',
      expect.objectContaining({
        fullName: 'Pat',
        phone: '239-555-0100',
        email: 'pat@example.com',
        subject: 'reclamo',
        message: 'Late pickup',
      }),
      expect.objectContaining({ onOverdue: expect.any(Function) as unknown }),
    );
    await screen.findByText(messages.success);
    expect(contactForm.getByLabelText<HTMLInputElement>(words.contact.fields.phone.label).value).toBe('');
    expect(contactForm.getByLabelText<HTMLInputElement>(words.contact.fields.fullName.label).value).toBe('Pat');

    // Enter pressed again at once sends nothing, and finds nothing missing.
    await user.click(screen.getByRole('button', { name: words.contact.submit }));
    expect(delivery.deliver).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the ride’s date and time as typed, links each fault to what to put right, and sends them written out', async () => {
    const user = userEvent.setup();
    delivery.deliver.mockResolvedValue({ status: 200, text: 'OK' });
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    const contactForm = form(words.contact.heading);
    const { pickupDate, pickupTime } = words.contact.fields;
    await user.type(contactForm.getByLabelText(words.contact.fields.phone.label), '239-555-0100');
    await user.selectOptions(contactForm.getByLabelText(words.contact.fields.subject.label), 'cotizacion');
    await user.type(contactForm.getByLabelText(words.contact.fields.message.label, { selector: 'textarea' }), 'Ride please');

    await user.type(contactForm.getByLabelText(pickupDate.parts.month), '2');
    await user.type(contactForm.getByLabelText(pickupDate.parts.day), '30');
    await user.type(contactForm.getByLabelText(pickupDate.parts.year), '2099');
    await user.type(contactForm.getByLabelText(pickupTime.label), '9:30');
    await user.click(screen.getByRole('button', { name: words.contact.submit }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [pickupDate.errors.notReal, '#contact-pickupDate-day'],
      [pickupTime.errors.amPm, '#contact-pickupTime'],
    ]);
    expect(delivery.deliver).not.toHaveBeenCalled();

    // A whole date typed into the month is spread over the three parts on leaving it.
    for (const part of ['month', 'day', 'year'] as const) await user.clear(contactForm.getByLabelText(pickupDate.parts[part]));
    await user.type(contactForm.getByLabelText(pickupDate.parts.month), '12152099');
    await user.tab();
    expect(
      ['month', 'day', 'year'].map((part) => contactForm.getByLabelText<HTMLInputElement>(pickupDate.parts[part as 'month']).value),
    ).toEqual(['12', '15', '2099']);
    await user.type(contactForm.getByLabelText(pickupTime.label), ' pm');
    await user.click(screen.getByRole('button', { name: words.contact.submit }));
    expect(delivery.deliver).toHaveBeenCalledWith(
      'contact',
      expect.objectContaining({
        message: `${words.rideDetails.heading}\n${pickupDate.label}: Tuesday, December 15, 2099\n${pickupTime.label}: 9:30 PM\n\nRide please`,
      }),
      expect.anything(),
    );
  });

  it('for someone else, asks who rides, calls the writer’s own fields theirs, and on Me hides the rider and leaves them out', async () => {
    const user = userEvent.setup();
    delivery.deliver.mockResolvedValue({ status: 200, text: 'OK' });
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    const contactForm = form(words.contact.heading);
    const { fullName, phone: phoneWords, rideFor, riderName, relationship, facilityName, riderPhone } = words.contact.fields;
    const choice = (field: { options: readonly { value: string; label: string }[] }, value: string) =>
      field.options.find((option) => option.value === value)?.label ?? value;
    await user.selectOptions(contactForm.getByLabelText(words.contact.fields.subject.label), 'cotizacion');
    await user.type(contactForm.getByLabelText(words.contact.fields.message.label, { selector: 'textarea' }), 'Ride please');
    expect(contactForm.queryByLabelText(riderName.label)).toBeNull();

    await user.click(contactForm.getByRole('radio', { name: choice(rideFor, 'someoneElse') }));
    expect(contactForm.getByLabelText<HTMLInputElement>(fullName.otherWords.label).value).toBe('Pat');
    expect(contactForm.queryByLabelText(fullName.label)).toBeNull();
    expect(contactForm.queryByLabelText(facilityName.label)).toBeNull();
    await user.click(contactForm.getByRole('radio', { name: choice(relationship, 'facilityStaff') }));
    await user.type(contactForm.getByLabelText(facilityName.label), 'Sunrise');
    await user.type(contactForm.getByLabelText(riderPhone.label), '12');
    await user.click(screen.getByRole('button', { name: words.contact.submit }));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([phoneWords.otherWords.missing, riderName.missing, riderPhone.invalid]);
    expect(delivery.deliver).not.toHaveBeenCalled();

    await user.click(contactForm.getByRole('radio', { name: choice(rideFor, 'me') }));
    for (const hidden of [riderName, relationship, facilityName, riderPhone]) expect(contactForm.queryByText(hidden.label)).toBeNull();
    expect(contactForm.getByLabelText(fullName.label)).toBeDefined();
    await user.type(contactForm.getByLabelText(phoneWords.label), '239-555-0100');
    await user.click(screen.getByRole('button', { name: words.contact.submit }));
    const rideLine = `${rideFor.lineLabel ?? ''}: ${choice(rideFor, 'me')}`;
    expect(delivery.deliver).toHaveBeenCalledWith(
      'contact',
      expect.objectContaining({ message: `${words.rideDetails.headingFor.replace('{name}', 'Pat')}\n${rideLine}\n\nRide please` }),
      expect.anything(),
    );
  });

  it('keeps each form’s sending state to itself', async () => {
    const user = userEvent.setup();
    let answerContact: (value: unknown) => void = () => undefined;
    delivery.deliver.mockImplementation((kind: string) =>
      kind === 'contact'
        ? new Promise((resolve) => {
            answerContact = resolve;
          })
        : Promise.resolve({ status: 200, text: 'OK' }),
    );
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    const contactForm = form(words.contact.heading);
    await user.type(contactForm.getByLabelText(words.contact.fields.phone.label), '239-555-0100');
    await user.selectOptions(contactForm.getByLabelText(words.contact.fields.subject.label), 'otro');
    await user.type(contactForm.getByLabelText(words.contact.fields.message.label, { selector: 'textarea' }), 'Hola');
    await user.click(screen.getByRole('button', { name: words.contact.submit }));
    expect(screen.getByRole('button', { name: words.contact.busy }).getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: words.switchCareer }));
    const careerForm = form(words.career.heading);
    await user.type(careerForm.getByLabelText(words.career.fields.phone.label), '239-555-0111');
    await user.type(careerForm.getByLabelText('Position you are applying for'), 'Driver');
    await user.type(careerForm.getByLabelText('Years of experience'), '3');
    await user.type(careerForm.getByLabelText('Cover letter'), 'Hello');
    await user.click(screen.getByRole('button', { name: words.career.submit }));
    expect(delivery.deliver).toHaveBeenCalledTimes(2);
    const careerStatus = within(screen.getByRole('region', { name: words.career.heading })).getByRole('status');
    await waitFor(() => {
      expect(careerStatus.textContent).toBe(messages.success);
    });
    expect(screen.getByRole('button', { name: words.contact.busy, hidden: true })).toBeTruthy();

    // Sign out waits for the contact form's answer, which would be lost otherwise.
    const signOut = screen.getByRole('button', { name: words.signIn.signOut });
    expect(signOut.getAttribute('aria-disabled')).toBe('true');
    expect(signOut.getAttribute('aria-describedby')).toBe('sign-out-waits');
    await user.click(signOut);
    expect(screen.getByText(/^Signed in as/)).toBeTruthy();

    answerContact({ status: 200, text: 'OK' });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: words.contact.submit, hidden: true })).toBeTruthy();
    });
    // The contact form is not on show: its news is said to screen readers all the same.
    expect((await screen.findByText(`${words.contact.heading}: Mensaje enviado correctamente.`)).getAttribute('role')).toBe('status');
    expect(signOut.getAttribute('aria-disabled')).toBeNull();
  });

  it('gives a second account its own name and empty forms, and the first its draft back', async () => {
    const user = userEvent.setup();
    const first = await openForms();
    await signInAsPerson('Ana', 'ana@example.com');
    await user.type(
      form(words.contact.heading).getByLabelText(words.contact.fields.message.label, { selector: 'textarea' }),
      'Ana’s words',
    );
    first.unmount();

    await openForms();
    await signInAsPerson('Ben', 'ben@example.com');
    expect(form(words.contact.heading).getByLabelText<HTMLInputElement>(words.contact.fields.fullName.label).value).toBe('Ben');
    expect(
      form(words.contact.heading).getByLabelText<HTMLTextAreaElement>(words.contact.fields.message.label, { selector: 'textarea' }).value,
    ).toBe('');
    cleanup();

    await openForms();
    await signInAsPerson('Ana', 'ana@example.com');
    expect(
      form(words.contact.heading).getByLabelText<HTMLTextAreaElement>(words.contact.fields.message.label, { selector: 'textarea' }).value,
    ).toBe('Ana’s words');
    // The draft holds what was typed, under a hash: neither the address nor the prefilled name.
    const stored = Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''] as const);
    expect(stored.map(([key]) => key).join(' ')).not.toContain('ana@example.com');
    expect(stored.map(([, value]) => JSON.parse(value) as unknown)).toEqual([{ message: 'Ana’s words' }]);
  });

  it('Sign out forgets the account: drafts and forms emptied, auto-select off, locked again, no one-tap offer', async () => {
    const user = userEvent.setup();
    const { container } = await openForms();
    await signInAsPerson('Ana', 'ana@example.com');
    await user.type(
      form(words.contact.heading).getByLabelText(words.contact.fields.message.label, { selector: 'textarea' }),
      'Private words',
    );
    expect(sessionStorage.length).toBe(1);

    await user.click(screen.getByRole('button', { name: words.signIn.signOut }));
    expect(gsi.autoSelectDisabled).toBe(1);
    expect(sessionStorage.length).toBe(0);
    expect(container.querySelector('[inert]')).not.toBeNull();
    expect(screen.queryByText(/^Signed in as/)).toBeNull();
    expect(document.activeElement?.textContent).toBe(words.signIn.signedOut);
    expect(container.querySelector<HTMLTextAreaElement>('#contact-message')?.value).toBe('');
    await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(gsi.initializations).toBe(1);
    expect(gsi.prompts).toBe(1);
  });
});
