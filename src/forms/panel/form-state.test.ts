// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { saveDraft } from './drafts';
import { blankValues } from '../../content/forms/tables';
import {
  type FormAction,
  type FormState,
  formReducer,
  formValues,
  initialFormState,
  rideDetailsOpen,
  type SentMessage,
} from './form-state';

const pat = { name: 'Pat Example', email: 'pat@example.com' };
const key = 'c'.repeat(64);
const emptyContact = blankValues('contact');

function run(state: FormState<'contact'>, ...actions: FormAction<'contact'>[]): FormState<'contact'> {
  return actions.reduce(formReducer<'contact'>, state);
}

/** What came back of a message sent, as the confirmation shows it. */
const delivered: SentMessage = {
  reference: 'MR-7KQ4PX',
  received: [{ label: 'Message', value: 'Hola' }],
  copyTo: null,
  late: null,
  phone: '239-555-0100',
  values: {},
};

/** The page's key for the message on its way. */
const sendKey = 'f'.repeat(32);

describe('one form’s state', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('starts from the account’s draft, and from nothing without an account', () => {
    saveDraft(key, 'contact', { message: 'Hola' });
    expect(initialFormState('contact', { profile: pat, credential: 'token', draftKey: key }).typed).toEqual({ message: 'Hola' });
    expect(initialFormState('contact', null).typed).toEqual({});
    expect(initialFormState('contact', { profile: pat, credential: 'token', draftKey: null }).typed).toEqual({});
  });

  it('shows name and email from the profile until the visitor types their own', () => {
    expect(formValues('contact', {}, pat)).toEqual({ ...emptyContact, fullName: 'Pat Example', email: 'pat@example.com' });
    expect(formValues('contact', { fullName: '', message: 'x' }, pat)).toMatchObject({
      fullName: '',
      email: 'pat@example.com',
      message: 'x',
    });
    expect(formValues('contact', {}, null).fullName).toBe('');
  });

  it('goes idle → sending → success, cleared, then idle when the banner expires', () => {
    const sending = run(
      initialFormState('contact', null),
      { type: 'edit', field: 'message', value: 'Hola' },
      { type: 'checked', problems: [] },
      { type: 'sending', key: sendKey },
    );
    expect(sending.delivery).toEqual({ phase: 'sending', overdue: false });
    const sent = run(sending, { type: 'answered', outcome: 'success', message: 'Mensaje enviado correctamente.', sent: delivered });
    expect(sent.delivery).toEqual({ phase: 'settled', outcome: 'success', message: 'Mensaje enviado correctamente.', id: 1 });
    expect(sent.typed).toEqual({});
    expect(sent.justSent).toBe(true);
    expect(run(sent, { type: 'expire', id: 0 }).delivery.phase).toBe('settled');
    expect(run(sent, { type: 'expire', id: 1 }).delivery).toEqual({ phase: 'idle' });
  });

  it('keeps what was sent in sight past the banner, until the visitor types, books or resets', () => {
    const sending = run(
      initialFormState('contact', null),
      { type: 'edit', field: 'message', value: 'Hola' },
      { type: 'sending', key: sendKey },
    );
    const sent = run(sending, { type: 'answered', outcome: 'success', message: 'ok', sent: delivered });
    expect(sent.confirmation).toEqual(delivered);
    expect(run(sent, { type: 'expire', id: 1 }).confirmation).toEqual(delivered);
    expect(run(sent, { type: 'edit', field: 'phone', value: '2' }).confirmation).toBeNull();
    expect(run(sent, { type: 'reset' }).confirmation).toBeNull();
    expect(run(sent, { type: 'book', answers: { trip: 'oneWay' } }).confirmation).toBeNull();
    expect(run(sending, { type: 'answered', outcome: 'error', message: 'Error: x' }).confirmation).toBeNull();
  });

  it('keeps everything typed on an error', () => {
    const failed = run(
      initialFormState('contact', null),
      { type: 'edit', field: 'message', value: 'Hola' },
      { type: 'sending', key: sendKey },
      { type: 'answered', outcome: 'error', message: 'Error: Failed to fetch' },
    );
    expect(failed.typed).toEqual({ message: 'Hola' });
    expect(failed.justSent).toBe(false);
  });

  it('sends the same words again under the same key, and new words under a new one (RELAY-ONCE)', () => {
    const failed = run(
      initialFormState('contact', null),
      { type: 'edit', field: 'message', value: 'Hola' },
      { type: 'sending', key: sendKey },
      { type: 'answered', outcome: 'error', message: 'Error: Failed to fetch', next: 'noAnswer' },
    );
    expect(failed.sendKey).toBe(sendKey);
    expect(run(failed, { type: 'edit', field: 'message', value: 'Hola!' }).sendKey).toBeNull();
    expect(run(failed, { type: 'reset' }).sendKey).toBeNull();
    expect(run(failed, { type: 'book', answers: { trip: 'oneWay' } }).sendKey).toBeNull();
    expect(
      run(failed, { type: 'sending', key: sendKey }, { type: 'answered', outcome: 'success', message: 'ok', sent: delivered }).sendKey,
    ).toBeNull();
  });

  it('keeps a reference that may have gone in sight past its banner and new words, until a reset or a message sent', () => {
    const mayHaveGone = { reference: 'MR-7KQ4PX', said: 'Your message MR-7KQ4PX may have been sent. Please call us.' };
    const unsure = run(
      initialFormState('contact', null),
      { type: 'edit', field: 'message', value: 'Hola' },
      { type: 'sending', key: sendKey },
      { type: 'answered', outcome: 'error', message: `Error: ${mayHaveGone.said}`, said: mayHaveGone.said, mayHaveGone },
    );
    expect(unsure.delivery).toMatchObject({ outcome: 'error', said: mayHaveGone.said });
    const later = run(unsure, { type: 'expire', id: 1 }, { type: 'edit', field: 'message', value: 'Hola?' });
    expect(later.mayHaveGone).toEqual(mayHaveGone);
    expect(run(later, { type: 'sending', key: sendKey }, { type: 'answered', outcome: 'error', message: 'Error: x' }).mayHaveGone).toEqual(
      mayHaveGone,
    );
    expect(run(later, { type: 'reset' }).mayHaveGone).toBeNull();
    expect(
      run(later, { type: 'sending', key: sendKey }, { type: 'answered', outcome: 'success', message: 'ok', sent: delivered }).mayHaveGone,
    ).toBeNull();
  });

  it('carries a kept message’s words, when the office sees it, to its success banner', () => {
    const late = 'We have your message, but our email to the office is slow right now.';
    const kept = run(
      initialFormState('contact', null),
      { type: 'sending', key: sendKey },
      { type: 'answered', outcome: 'success', message: 'ok', sent: { ...delivered, late } },
    );
    expect(kept.delivery).toEqual({ phase: 'settled', outcome: 'success', message: 'ok', said: late, id: 1 });
  });

  it('changes nothing typed while sending, and cannot be reset then', () => {
    const sending = run(
      initialFormState('contact', null),
      { type: 'edit', field: 'message', value: 'Hola' },
      { type: 'sending', key: sendKey },
    );
    expect(run(sending, { type: 'edit', field: 'message', value: 'changed' }, { type: 'reset' })).toEqual(sending);
  });

  it('marks a late answer overdue only while it is on its way', () => {
    const sending = run(initialFormState('contact', null), { type: 'sending', key: sendKey });
    expect(run(sending, { type: 'overdue' }).delivery).toEqual({ phase: 'sending', overdue: true });
    const idle = initialFormState('contact', null);
    expect(run(idle, { type: 'overdue' })).toEqual(idle);
  });

  it('is ready to check and send again once something is typed, the banner goes, or the form is reset', () => {
    const sent = run(
      initialFormState('contact', null),
      { type: 'sending', key: sendKey },
      { type: 'answered', outcome: 'success', message: 'ok', sent: delivered },
    );
    expect(run(sent, { type: 'edit', field: 'phone', value: '2' }).justSent).toBe(false);
    expect(run(sent, { type: 'expire', id: 1 }).justSent).toBe(false);
    expect(run(sent, { type: 'reset' }).justSent).toBe(false);
  });

  it('Reset empties the form, its problems and its banner', () => {
    const failed = run(
      initialFormState('contact', null),
      { type: 'edit', field: 'message', value: 'Hola' },
      { type: 'checked', problems: [{ field: 'phone', problem: 'missing' }] },
      { type: 'sending', key: sendKey },
      { type: 'answered', outcome: 'error', message: 'Error: x' },
    );
    const reset = run(failed, { type: 'reset' });
    expect(reset).toMatchObject({ problems: [], delivery: { phase: 'idle' } });
    // Name and email too: the profile does not fill them in again.
    expect(formValues('contact', reset.typed, pat)).toEqual(emptyContact);
  });

  describe('the ride details', () => {
    const open = (state: FormState<'contact'>) => rideDetailsOpen(state, formValues('contact', state.typed, pat));
    const fresh = initialFormState('contact', null);

    it('are closed on a fresh form, and open for a quote request or when asked for', () => {
      expect(open(fresh)).toBe(false);
      expect(open(run(fresh, { type: 'edit', field: 'subject', value: 'cotizacion' }))).toBe(true);
      expect(open(run(fresh, { type: 'edit', field: 'subject', value: 'consulta' }))).toBe(false);
      expect(open(run(fresh, { type: 'openRideDetails' }))).toBe(true);
    });

    it('stay open when the subject changes away again, so nothing typed goes out of sight', () => {
      const changed = run(
        fresh,
        { type: 'edit', field: 'subject', value: 'cotizacion' },
        { type: 'edit', field: 'subject', value: 'reclamo' },
      );
      expect(open(changed)).toBe(true);
    });

    it('open by themselves for a draft holding a detail', () => {
      saveDraft(key, 'contact', { subject: 'consulta', mobility: 'walks' });
      expect(open(initialFormState('contact', { profile: pat, credential: 'token', draftKey: key }))).toBe(true);
    });

    it('close again on Reset and once sent', () => {
      const opened = run(fresh, { type: 'openRideDetails' });
      expect(open(run(opened, { type: 'reset' }))).toBe(false);
      expect(
        open(run(opened, { type: 'sending', key: sendKey }, { type: 'answered', outcome: 'success', message: 'ok', sent: delivered })),
      ).toBe(false);
      expect(open(run(opened, { type: 'sending', key: sendKey }, { type: 'answered', outcome: 'error', message: 'Error: x' }))).toBe(true);
    });
  });

  it('applies the answers a link carried over the draft, keeps its other answers and its subject, and opens the ride details', () => {
    saveDraft(key, 'contact', { message: 'Hola', mobility: 'walks', subject: 'reclamo' });
    const booked = run(initialFormState('contact', { profile: pat, credential: 'token', draftKey: key }), {
      type: 'book',
      answers: { subject: 'cotizacion', vehicle: 'medical-van', mobility: 'powerWheelchair' },
    });
    expect(booked.typed).toEqual({ message: 'Hola', subject: 'reclamo', vehicle: 'medical-van', mobility: 'powerWheelchair' });
    expect(rideDetailsOpen(booked, formValues('contact', booked.typed, pat))).toBe(true);
    const blank = run(initialFormState('contact', null), { type: 'book', answers: { subject: 'cotizacion', trip: 'oneWay' } });
    expect(blank.typed).toEqual({ subject: 'cotizacion', trip: 'oneWay' });
    // An answer taken from a link can be changed like any other.
    expect(run(blank, { type: 'edit', field: 'trip', value: 'roundTrip' }).typed.trip).toBe('roundTrip');
  });
});
