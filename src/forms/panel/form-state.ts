/**
 * One form's state, kept by that form alone (the other form never blocks, clears or labels it):
 * what the visitor typed, the problems found at the last check, and its delivery, which goes
 * idle → sending → success | error → idle.
 */
import type { Account, Profile } from '../sign-in/account';
import type { Delivered } from '../delivery/request';
import type { Answered, MayHaveGone } from '../delivery/banner-text';
import type { FieldProblem } from '../fields/checks';
import { loadDraft, type Typed } from './drafts';
import {
  type FieldName,
  type FieldRow,
  type FormKind,
  type FormValues,
  blankValues,
  fieldsOf,
  rideDetails,
} from '../../content/forms/tables';
import { isBlank } from '../fields/text';

/**
 * A message that was sent, as its confirmation shows it: what came back, the phone number it gave,
 * and the values as sent, those not in play empty, which a ride's calendar file is made from.
 */
export type SentMessage = Delivered & { phone: string; values: Readonly<Record<string, string>> };

type Delivery =
  | { phase: 'idle' }
  /** On its way; `overdue` once 20 seconds pass without an answer. */
  | { phase: 'sending'; overdue: boolean }
  /** Answered: the banner shows for 3 seconds, then the form is idle again. `id` is new for every answer. */
  | ({ phase: 'settled'; outcome: 'success' | 'error'; id: number } & Answered);

export interface FormState<Kind extends FormKind> {
  kind: Kind;
  typed: Typed<Kind>;
  /** The problems found when the visitor last tried to send; none until then. */
  problems: FieldProblem<FieldName<Kind>>[];
  delivery: Delivery;
  /**
   * Sent a moment ago: while the success banner shows and nothing new is typed, a second submit
   * (Enter pressed twice) sends nothing, rather than finding the emptied form incomplete.
   */
  justSent: boolean;
  /** Counts answers, for their banners' ids. */
  answers: number;
  /**
   * The ride details were opened, by the visitor or by choosing a quote request: they stay open
   * (changing the subject again hides nothing typed) until the form is reset or sent.
   */
  rideDetailsOpened: boolean;
  /** The last message sent, shown until the visitor starts a new one (types, books or resets). */
  confirmation: SentMessage | null;
  /**
   * The page's key for the message on its way or last refused (RELAY-ONCE): sent again with a
   * retry of the same words, so the relay sends it once; a new one once anything is typed.
   */
  sendKey: string | null;
  /** A message that may have gone: kept in sight, however long ago its banner went. */
  mayHaveGone: MayHaveGone | null;
}

export type FormAction<Kind extends FormKind> =
  | { type: 'edit'; field: FieldName<Kind>; value: string }
  | { type: 'reset' }
  | { type: 'openRideDetails' }
  /** Ride answers a link carried ("Book this"): applied over what the form holds, the ride details opened, a blank subject made a quote request. */
  | { type: 'book'; answers: Typed<Kind> }
  | { type: 'checked'; problems: FieldProblem<FieldName<Kind>>[] }
  | { type: 'sending'; key: string }
  | { type: 'overdue' }
  | ({ type: 'answered'; outcome: 'error'; mayHaveGone?: MayHaveGone } & Answered)
  | { type: 'answered'; outcome: 'success'; message: string; sent: SentMessage }
  | { type: 'expire'; id: number };

/** A fresh form: the account's draft if it has one, nothing otherwise. */
export function initialFormState<Kind extends FormKind>(kind: Kind, account: Account | null): FormState<Kind> {
  const typed = account?.draftKey == null ? {} : loadDraft(account.draftKey, kind);
  return {
    kind,
    typed,
    problems: [],
    delivery: { phase: 'idle' },
    justSent: false,
    answers: 0,
    rideDetailsOpened: false,
    confirmation: null,
    sendKey: null,
    mayHaveGone: null,
  };
}

export function formReducer<Kind extends FormKind>(state: FormState<Kind>, action: FormAction<Kind>): FormState<Kind> {
  const sending = state.delivery.phase === 'sending';
  switch (action.type) {
    case 'edit': {
      // Nothing changes while the form is on its way: what was checked is what is sent.
      if (sending) return state;
      const { field, is } = rideDetails.opensWhen;
      const opens = action.field === field && action.value === is;
      return {
        ...state,
        typed: { ...state.typed, [action.field]: action.value },
        justSent: false,
        rideDetailsOpened: state.rideDetailsOpened || opens,
        confirmation: null,
        sendKey: null,
      };
    }
    case 'openRideDetails':
      return { ...state, rideDetailsOpened: true };
    case 'book': {
      if (sending) return state;
      // The subject a link carries is a quote request; a subject the visitor chose stays.
      const subject = rideDetails.opensWhen.field as FieldName<Kind>;
      const { [subject]: booked, ...answers } = action.answers;
      const typed: Typed<Kind> = { ...state.typed, ...answers };
      if (booked !== undefined && isBlank(typed[subject] ?? '')) typed[subject] = booked;
      return { ...state, typed, justSent: false, rideDetailsOpened: true, confirmation: null, sendKey: null };
    }
    case 'reset':
      // Every field emptied, name and email too (requirement RESET), until the visitor types again.
      return sending
        ? state
        : {
            ...state,
            typed: blankValues(state.kind),
            problems: [],
            delivery: { phase: 'idle' },
            justSent: false,
            rideDetailsOpened: false,
            confirmation: null,
            sendKey: null,
            mayHaveGone: null,
          };
    case 'checked':
      return { ...state, problems: action.problems, delivery: state.delivery.phase === 'settled' ? { phase: 'idle' } : state.delivery };
    case 'sending':
      return { ...state, problems: [], delivery: { phase: 'sending', overdue: false }, sendKey: action.key };
    case 'overdue':
      return sending ? { ...state, delivery: { phase: 'sending', overdue: true } } : state;
    case 'answered': {
      const answers = state.answers + 1;
      // On success the form is cleared (requirement SEND-CLEARS) and what was sent stays in sight; on failure everything typed stays.
      if (action.outcome === 'success') {
        const { late } = action.sent;
        const delivery: Delivery = {
          phase: 'settled',
          outcome: 'success',
          message: action.message,
          id: answers,
          ...(late === null ? {} : { said: late }),
        };
        return {
          ...state,
          typed: {},
          delivery,
          justSent: true,
          answers,
          rideDetailsOpened: false,
          confirmation: action.sent,
          sendKey: null,
          mayHaveGone: null,
        };
      }
      const { message, said, next, mayHaveGone } = action;
      const delivery: Delivery = {
        phase: 'settled',
        outcome: 'error',
        id: answers,
        message,
        ...(said === undefined ? {} : { said }),
        ...(next === undefined ? {} : { next }),
      };
      return { ...state, delivery, answers, mayHaveGone: mayHaveGone ?? state.mayHaveGone };
    }
    case 'expire':
      return state.delivery.phase === 'settled' && state.delivery.id === action.id
        ? { ...state, delivery: { phase: 'idle' }, justSent: false }
        : state;
  }
}

function prefilled(field: FieldRow, profile: Profile | null): string {
  if (profile === null || field.prefill === undefined) return '';
  return field.prefill === 'name' ? profile.name : profile.email;
}

/** Whether the values ask for a ride: a quote request, or a ride detail given (a draft's, a sent message's). */
export function asksForARide(kind: FormKind, values: Readonly<Record<string, string>>): boolean {
  const { field, is } = rideDetails.opensWhen;
  return values[field] === is || fieldsOf(kind).some((row) => row.section === 'ride' && !isBlank(values[row.name] ?? ''));
}

/**
 * Whether the ride details show: once opened, while the subject is a quote request, and whenever
 * one of them holds something (a draft brought back), so nothing typed is ever out of sight.
 */
export function rideDetailsOpen<Kind extends FormKind>(state: FormState<Kind>, values: FormValues<Kind>): boolean {
  return state.rideDetailsOpened || asksForARide(state.kind, values);
}

/** What the form shows and checks: each field as typed, or else prefilled from the profile (name, email). */
export function formValues<Kind extends FormKind>(kind: Kind, typed: Typed<Kind>, profile: Profile | null): FormValues<Kind> {
  return Object.fromEntries(
    fieldsOf(kind).map((field) => [field.name, typed[field.name] ?? prefilled(field, profile)]),
  ) as FormValues<Kind>;
}
