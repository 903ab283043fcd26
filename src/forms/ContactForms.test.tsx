// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialWithClaims } from '../../stand-ins/gsi/credential.ts';
import { loadFacts } from '../content/load';
import { loadFormsWords } from './words';
import { localeFacts } from '../i18n/locales';
import type { CredentialResponse, GoogleAccountsId, IdConfiguration } from './sign-in/gsi';
import { composedValues } from './delivery/compose';
import type { DeliveryRequest } from './delivery/request';
import { RelayRefused } from './delivery/through-relay';
import { bookingHref } from './booking/answers';
import { fillText } from '../components/words/fill-text';

const words = loadFormsWords('en');
const messages = loadFacts().formMessages;
const { phone, email } = loadFacts().company;
const company = { phone, email };

const gsi = vi.hoisted(() => ({ config: undefined as IdConfiguration | undefined, initializations: 0, prompts: 0, autoSelectDisabled: 0 }));
const delivery = vi.hoisted(() => ({ deliver: vi.fn() }));

vi.mock('./delivery/config', () => ({ formsConfig: { googleClientId: 'client-id', gsiScriptSrc: '/gsi.js' } }));
// A build that sends through the relay.
vi.mock('astro:env/client', () => ({ PUBLIC_FORMS_RELAY: '/api/send' }));
vi.mock('./sign-in/gsi', () => {
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
// As the relay refuses a sign-in it no longer takes: a 401.
vi.mock('./delivery/delivery', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./delivery/delivery')>()),
  deliver: delivery.deliver,
  signInLapsed: (error: unknown) => (error as { status?: number } | null)?.status === 401,
}));

/** What the relay answers to a message it sent. */
const sent = { reference: 'MR-7KQ4PX', received: [{ label: 'Full name', value: 'Pat' }], copyTo: 'pat@example.com', late: null };

/** The message the company reads, written from the request the form made (its `nth` call). */
function composedMessage(nth = 0): string {
  const [request] = delivery.deliver.mock.calls[nth] as [DeliveryRequest<'contact'>];
  return composedValues('contact', request.values, request.words, localeFacts.en).message;
}

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

/** Fills the contact form's phone, an "Other" subject and the message, and presses Send. */
async function sendOther(user: ReturnType<typeof userEvent.setup>, message: string): Promise<void> {
  const contactForm = form(words.contact.heading);
  await user.type(contactForm.getByLabelText(words.contact.fields.phone.label), '239-555-0100');
  await user.selectOptions(contactForm.getByLabelText(words.contact.fields.subject.label), 'otro');
  await user.type(contactForm.getByLabelText(words.contact.fields.message.label, { selector: 'textarea' }), message);
  await user.click(screen.getByRole('button', { name: words.contact.submit }));
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

describe('ContactForms', () => {
  beforeEach(() => {
    gsi.config = undefined;
    gsi.initializations = 0;
    gsi.prompts = 0;
    gsi.autoSelectDisabled = 0;
    delivery.deliver.mockReset();
  });

  async function openForms() {
    const view = render(
      <ContactForms words={words} messages={messages} company={company} locale="en" language={localeFacts.en} privacyHref="/privacy" />,
    );
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
    expect(screen.queryByRole('alert')).toBeNull();

    // An address Google has not verified, which the relay would refuse: said at once, still locked.
    await signInAs({ credential: credentialWithClaims({ name: 'Eve', email: 'eve@example.com', email_verified: false }) });
    expect(screen.getByRole('alert').textContent).toBe(words.signIn.unverified);
    expect(container.querySelector('[inert]')).not.toBeNull();

    await signInAsPerson('José Núñez', 'jose@example.com');
    expect(screen.queryByText(words.signIn.unverified)).toBeNull();
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
    delivery.deliver.mockResolvedValue(sent);
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
      expect.objectContaining({
        kind: 'contact',
        credential: expect.any(String) as unknown,
        values: expect.objectContaining({
          fullName: 'Pat',
          phone: '239-555-0100',
          email: 'pat@example.com',
          subject: 'reclamo',
          message: 'Late pickup',
        }) as unknown,
      }),
      expect.any(Function),
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
    delivery.deliver.mockResolvedValue(sent);
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
    expect(composedMessage()).toBe(
      `${words.rideDetails.heading}\n${pickupDate.label}: Tuesday, December 15, 2099\n${pickupTime.label}: 9:30 PM\n\nRide please`,
    );
  });

  it('for someone else, asks who rides, calls the writer’s own fields theirs, and on Me hides the rider and leaves them out', async () => {
    const user = userEvent.setup();
    delivery.deliver.mockResolvedValue(sent);
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
    expect(composedMessage()).toBe(`${words.rideDetails.headingFor.replace('{name}', 'Pat')}\n${rideLine}\n\nRide please`);
  });

  it('keeps each form’s sending state to itself', async () => {
    const user = userEvent.setup();
    let answerContact: (value: unknown) => void = () => undefined;
    delivery.deliver.mockImplementation(({ kind }: { kind: string }) =>
      kind === 'contact'
        ? new Promise((resolve) => {
            answerContact = resolve;
          })
        : Promise.resolve(sent),
    );
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    await sendOther(user, 'Hola');
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

    answerContact(sent);
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

  it('after sending, shows the reference, every line received and what happens next, with the keyboard on it, until the visitor types again', async () => {
    const user = userEvent.setup();
    const received = [
      { label: words.contact.fields.fullName.label, value: 'Pat' },
      { label: words.contact.fields.message.label, value: 'Ride details\nTrip: One-Way Trip\n\nLate pickup' },
    ];
    delivery.deliver.mockResolvedValue({ ...sent, received });
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    const contactForm = form(words.contact.heading);
    await sendOther(user, 'Late pickup');

    const { confirmation } = words;
    const shown = await screen.findByRole('region', { name: confirmation.heading.contact });
    expect(document.activeElement).toBe(within(shown).getByRole('heading', { name: confirmation.heading.contact }));
    expect(shown.textContent).toContain(confirmation.reference.replace('{reference}', sent.reference));
    expect(shown.textContent).toContain(confirmation.next.contact.replace('{phone}', '239-555-0100'));
    expect(shown.textContent).toContain(confirmation.copySent.replace('{email}', sent.copyTo));
    const lines = within(shown)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(lines).toEqual(received.map(({ label, value }) => [label, value]));
    expect(within(shown).getByRole('button', { name: confirmation.print })).toBeTruthy();
    expect(shown.textContent).not.toContain(confirmation.noCopy);
    // Not a ride: nothing of a calendar.
    expect(shown.textContent).not.toContain(confirmation.calendar.noDate);
    expect(within(shown).queryByRole('button', { name: confirmation.calendar.button })).toBeNull();

    // It stays past the banner's 3 seconds, and goes once a new message is started.
    await user.type(contactForm.getByLabelText(words.contact.fields.phone.label), '2');
    expect(screen.queryByRole('region', { name: confirmation.heading.contact })).toBeNull();
  });

  it('after a ride request with a pickup date, names its calendar file, and says so where none can be made', async () => {
    const user = userEvent.setup();
    delivery.deliver.mockResolvedValue(sent);
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    const contactForm = form(words.contact.heading);
    await user.selectOptions(contactForm.getByLabelText(words.contact.fields.subject.label), 'cotizacion');
    const { pickupDate } = words.contact.fields;
    for (const [part, typed] of [
      ['month', '12'],
      ['day', '3'],
      ['year', '2037'],
    ] as const)
      await user.type(contactForm.getByLabelText(pickupDate.parts[part]), typed);
    await user.type(contactForm.getByLabelText(words.contact.fields.phone.label), '239-555-0100');
    await user.type(contactForm.getByLabelText(words.contact.fields.message.label, { selector: 'textarea' }), 'Dialysis');
    await user.click(screen.getByRole('button', { name: words.contact.submit }));
    const { confirmation } = words;
    const shown = await screen.findByRole('region', { name: confirmation.heading.contact });
    expect(shown.textContent).toContain(fillText(confirmation.calendar.intro, { file: `${sent.reference}.ics` }));
    // jsdom starts no worker, as an old or locked-down browser may not: the visitor is told.
    await user.click(within(shown).getByRole('button', { name: confirmation.calendar.button }));
    expect(within(shown).getByRole('alert').textContent).toBe(confirmation.calendar.failed);
  });

  it('says no copy was emailed when the relay sent none, the reference kept in sight', async () => {
    const user = userEvent.setup();
    delivery.deliver.mockResolvedValue({ ...sent, copyTo: null });
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    await sendOther(user, 'A month running low');
    const shown = await screen.findByRole('region', { name: words.confirmation.heading.contact });
    expect(shown.textContent).toContain(words.confirmation.noCopy);
    expect(shown.textContent).toContain(sent.reference);
  });

  it('sends the same words again under the same key after no answer, and under a new one once they change (RELAY-ONCE)', async () => {
    const user = userEvent.setup();
    delivery.deliver.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(sent);
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    await sendOther(user, 'Twice');
    const banner = await screen.findByText(`${messages.errorPrefix} Failed to fetch`);
    // No word of the relay's came: what to do then, never that it was not sent.
    expect(banner.closest('[role="status"]')?.textContent).toContain(words.nextSteps.noAnswer);
    await user.click(screen.getByRole('button', { name: words.contact.submit }));
    await screen.findByRole('region', { name: words.confirmation.heading.contact });
    const keys = delivery.deliver.mock.calls.map(([request]) => (request as DeliveryRequest<'contact'>).key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await sendOther(user, 'Another');
    await waitFor(() => {
      expect(delivery.deliver).toHaveBeenCalledTimes(3);
    });
    expect((delivery.deliver.mock.calls[2]?.[0] as DeliveryRequest<'contact'>).key).not.toBe(keys[0]);
  });

  it('keeps in sight the reference of a message that may have gone, past its banner, and says when a kept one reaches the office', async () => {
    const user = userEvent.setup();
    const maybe = `The email service did not answer in time, so your message MR-7KQ4PX may have been sent. Please call us at ${company.phone.display}.`;
    delivery.deliver.mockRejectedValueOnce(new RelayRefused(504, maybe, 'MR-7KQ4PX'));
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    await sendOther(user, 'Maybe');
    await waitFor(() => {
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(`${messages.errorPrefix} ${maybe}`);
    });
    const lasting = document.querySelector('[data-may-have-gone]');
    expect(lasting?.textContent).toBe(maybe);
    expect(
      within(lasting as HTMLElement)
        .getByRole('link', { name: company.phone.display })
        .getAttribute('href'),
    ).toBe(`tel:${company.phone.tel}`);
    const late = 'We have your message, but our email to the office is slow right now.';
    delivery.deliver.mockResolvedValueOnce({ ...sent, late });
    await user.click(screen.getByRole('button', { name: words.contact.submit }));
    const shown = await screen.findByRole('region', { name: words.confirmation.heading.contact });
    expect(shown.textContent).toContain(late);
    expect(document.querySelector('[data-may-have-gone]')).toBeNull();
  });

  it('gives the phone number in sight of a message that may have gone, where the words only say to call', async () => {
    const user = userEvent.setup();
    const words = 'Your message MR-7KQ4PX may have been sent. Please call us.';
    delivery.deliver.mockRejectedValueOnce(new RelayRefused(504, words, 'MR-7KQ4PX'));
    await openForms();
    await signInAsPerson('Pat', 'pat@example.com');
    await sendOther(user, 'Maybe again');
    await waitFor(() => {
      expect(document.querySelector('[data-may-have-gone]')?.textContent).toBe(`${words} ${company.phone.display}`);
    });
  });

  it('when the relay no longer takes the sign-in, locks the forms with its words and gives the draft back after signing in again', async () => {
    const user = userEvent.setup();
    delivery.deliver.mockRejectedValue({ status: 401, text: 'Please sign in again. What you typed is kept.' });
    const { container } = await openForms();
    await signInAsPerson('Ana', 'ana@example.com');
    await sendOther(user, 'Kept words');

    await waitFor(() => {
      expect(container.querySelector('[inert]')).not.toBeNull();
    });
    expect(document.activeElement?.textContent).toBe('Please sign in again. What you typed is kept.');
    await signInAsPerson('Ana', 'ana@example.com');
    expect(
      form(words.contact.heading).getByLabelText<HTMLTextAreaElement>(words.contact.fields.message.label, { selector: 'textarea' }).value,
    ).toBe('Kept words');
  });

  it('applies the answers a "Book this" link carries, before sign-in and over the draft after it, then leaves the address', async () => {
    // The last of each, of the Trip answers and vehicles the content offers: none is chosen by itself.
    const { trip, vehicle } = words.contact.fields;
    const [chosenTrip = { value: '', label: '' }, chosenVehicle = { value: '', label: '' }] = [trip.options.at(-1), vehicle.options.at(-1)];
    window.history.replaceState(
      null,
      '',
      `${bookingHref('/contact', { trip: chosenTrip.value, vehicle: chosenVehicle.value })}&message=ignored`,
    );
    await openForms();
    // Behind the sign-in panel, the answers show already.
    const behind = await screen.findByRole<HTMLInputElement>('radio', { name: chosenTrip.label, hidden: true });
    expect(behind.checked).toBe(true);
    await signInAsPerson('Ana Pérez', 'ana@example.com');
    const contactForm = form(words.contact.heading);
    expect(contactForm.getByRole<HTMLInputElement>('radio', { name: chosenTrip.label }).checked).toBe(true);
    expect(contactForm.getByRole<HTMLInputElement>('radio', { name: chosenVehicle.label }).checked).toBe(true);
    expect(contactForm.getByLabelText<HTMLTextAreaElement>(words.contact.fields.message.label).value).toBe('');
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/');
  });
});
