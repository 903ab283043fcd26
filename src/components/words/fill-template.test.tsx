// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

afterEach(cleanup);

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
