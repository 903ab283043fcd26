// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFacts } from '../../content/load';
import { type Banner, StatusBanner } from './StatusBanner';

const { formMessages: messages, company } = loadFacts();
const { phone } = company;

// jsdom lays nothing out, so it has no scrolling.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StatusBanner', () => {
  const shown: Banner = { id: 1, kind: 'success', message: messages.success };

  function banner(props: Partial<Parameters<typeof StatusBanner>[0]> & { onExpire: (id: number) => void }) {
    return <StatusBanner banner={shown} lang="es" pageLang="ht" phone={phone} hidden={false} {...props} />;
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
    expect(screen.getByRole('status').textContent).toBe(`Error: Failed to fetchPlease try again, or call us: ${phone.display}`);
    expect(screen.getByRole('link', { name: phone.display }).getAttribute('href')).toBe(`tel:${phone.tel}`);
  });

  it('says the relay’s own words in the page’s language after "Error: ", once, the phone number in them a link', () => {
    const said = `Sit la pa ka voye plis mesaj kounye a. Tanpri rele nou nan ${phone.display}.`;
    render(banner({ banner: { id: 3, kind: 'error', message: `Error: ${said}`, said }, onExpire: vi.fn() }));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(`Error: ${said}`);
    // The required words are Spanish; the relay's, the page's Kreyòl.
    expect(status.querySelector('p')?.getAttribute('lang')).toBe('es');
    expect(status.querySelector('p > span')?.getAttribute('lang')).toBe('ht');
    expect(screen.getByRole('link', { name: phone.display }).getAttribute('href')).toBe(`tel:${phone.tel}`);
  });

  it('says a kept message’s words after the success words, in the page’s language', () => {
    const said = `Nou resevwa mesaj ou, men imèl nou an ap mache dousman kounye a. Si vwayaj ou a anvan sa, tanpri rele nou nan ${phone.display}.`;
    render(banner({ banner: { id: 4, kind: 'success', message: messages.success, said }, onExpire: vi.fn() }));
    expect(screen.getByText(messages.success).getAttribute('lang')).toBe('es');
    expect(screen.getByRole('status').textContent).toBe(`${messages.success}${said}`);
    expect(screen.getByRole('link', { name: phone.display }).closest('p')?.getAttribute('lang')).toBe('ht');
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
