// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFacts } from '../content/load';
import { bookingHref } from '../forms/booking/answers';
import { pathTo } from '../i18n/urls';
import { rideHelperData } from './helper-data';
import { suggest } from './questions';
import { RideHelper, withAnswers } from './RideHelper';

afterEach(cleanup);

/** A link as the form reads it: its page and its answers, in any order. */
function read(href: string | null) {
  const url = new URL(href ?? '', 'https://example.com');
  return { page: url.pathname, answers: Object.fromEntries(url.searchParams) };
}

const props = rideHelperData('en', pathTo);
const facts = loadFacts();

describe('"Which ride fits?" on the page', () => {
  it('asks its questions, and once all are answered, links what it suggests to its card and books it with every answer', () => {
    render(<RideHelper locale="en" />);
    expect(screen.getByText(props.words.suggestion.waiting)).toBeTruthy();
    const chosen = {
      mobility: props.choices.mobility[3],
      companions: props.choices.companions[1],
      comeBack: props.words.comeBack.options[2],
      repeats: props.choices.repeats[0],
    };
    for (const [question, choice] of [
      [props.words.mobility, chosen.mobility],
      [props.words.companions, chosen.companions],
      [props.words.comeBack.label, chosen.comeBack],
      [props.words.repeats, chosen.repeats],
    ] as const) {
      fireEvent.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: choice?.label ?? '' }));
    }
    const expected = suggest(
      {
        mobility: chosen.mobility?.value ?? '',
        companions: chosen.companions?.value ?? '',
        comeBack: 'afterHour',
        repeats: chosen.repeats?.value ?? '',
      },
      facts.rideHelper,
      facts.vehicles,
      facts.serviceLevelAnswers,
    );
    const vehicle = props.vehicles.find(({ id }) => id === expected?.vehicle);
    expect(screen.getByRole('link', { name: vehicle?.name ?? '' }).getAttribute('href')).toBe(vehicle?.href);
    expect(screen.getByRole('link', { name: props.levels[expected?.serviceLevel ?? '']?.name ?? '' }).getAttribute('href')).toBe(
      props.levels[expected?.serviceLevel ?? '']?.href,
    );
    expect(read(screen.getByRole('link', { name: props.words.suggestion.book }).getAttribute('href'))).toEqual(
      read(bookingHref(pathTo('contact', 'en'), expected?.book ?? {})),
    );
  });

  it('has a button that takes the reader to the first question still open, and once all are answered, to the suggestion', () => {
    render(<RideHelper locale="en" />);
    const show = screen.getByRole('button', { name: props.words.suggestion.show });
    const questions = [props.words.mobility, props.words.companions, props.words.comeBack.label, props.words.repeats];
    for (const [index, question] of questions.entries()) {
      fireEvent.click(show);
      const group = screen.getByRole('group', { name: question });
      const [first] = within(group).getAllByRole('radio');
      expect(document.activeElement, `after ${String(index)} answers`).toBe(first);
      fireEvent.click(within(group).getAllByRole('radio').at(-1) ?? group);
    }
    fireEvent.click(show);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: props.words.suggestion.heading }));
  });

  it('writes its booking link as the form reads one', () => {
    const answers = {
      trip: 'oneWay',
      repeats: 'yes',
      vehicle: 'medical-van',
      mobility: 'powerWheelchair',
      companions: 'none',
      help: 'doorToDoor',
    };
    expect(read(withAnswers(props.bookingBase, answers))).toEqual(read(bookingHref(pathTo('contact', 'en'), answers)));
  });
});
