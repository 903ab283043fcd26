/**
 * The values the helper's own question is answered with, apart from its schema so the helper's
 * island can name them without bringing zod to the page.
 */

/** Whether the rider comes back the same day, and after how long: the answers the helper's rules (`rideHelper.comeBack` in facts) and its words name. */
export const comeBackAnswers = ['oneWay', 'withinHour', 'afterHour'] as const;
export type ComeBack = (typeof comeBackAnswers)[number];
