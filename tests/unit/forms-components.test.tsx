// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../../src/components/contact/Field';
import { type Banner, StatusBanner } from '../../src/components/contact/StatusBanner';
import contact from '../../src/content/pages/contact.json';
import type { ContactFormsContent } from '../../src/content/schemas';
import type { CredentialResponse, GoogleAccountsId, IdConfiguration } from '../../src/lib/forms/gsi';
import { credentialWithClaims } from '../../stand-ins/gsi/credential.js';

const content = contact.forms as ContactFormsContent;

const gsi = vi.hoisted(() => ({ config: undefined as IdConfiguration | undefined, prompts: 0 }));
const send = vi.hoisted(() => ({ contact: vi.fn(), career: vi.fn() }));

vi.mock('../../src/lib/forms/config', () => ({
  formsConfig: {
    googleClientId: 'client-id',
    gsiScriptSrc: '/gsi.js',
    emailjs: { origin: '', publicKey: 'k', serviceId: 's', contactTemplateId: 'c', careerTemplateId: 'j' },
    standIns: true,
  },
}));
vi.mock('../../src/lib/forms/gsi', () => ({
  loadGsi: () => {
    const api: GoogleAccountsId = {
      initialize: (config) => {
        gsi.config = config;
      },
      renderButton: (parent) => {
        const button = document.createElement('button');
        button.textContent = 'Sign in with Google';
        parent.replaceChildren(button);
      },
      prompt: () => {
        gsi.prompts += 1;
      },
      disableAutoSelect: () => undefined,
      cancel: () => undefined,
    };
    return Promise.resolve(api);
  },
}));
vi.mock('../../src/lib/forms/send', () => ({ sendContact: send.contact, sendCareer: send.career }));

// jsdom lays nothing out, so it has no scrolling.
Element.prototype.scrollIntoView = () => undefined;

const { ContactForms } = await import('../../src/components/contact/ContactForms');

async function signInAs(response: CredentialResponse): Promise<void> {
  await act(async () => {
    gsi.config?.callback(response);
    await Promise.resolve();
  });
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('StatusBanner', () => {
  const shown: Banner = { id: 1, kind: 'success', text: 'Mensaje enviado correctamente.' };

  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('is a status region before it has words, then shows them in the messages’ language', () => {
    const { rerender } = render(<StatusBanner banner={null} lang="es" onExpire={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<StatusBanner banner={shown} lang="es" onExpire={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Mensaje enviado correctamente.');
    expect(screen.getByText('Mensaje enviado correctamente.').getAttribute('lang')).toBe('es');
  });

  it('expires after 3 seconds', () => {
    const onExpire = vi.fn();
    render(<StatusBanner banner={shown} lang="es" onExpire={onExpire} />);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onExpire).toHaveBeenCalledWith(1);
  });

  it('waits while the pointer or focus is on it, then runs on for what is left (at least a second)', () => {
    const onExpire = vi.fn();
    render(<StatusBanner banner={shown} lang="es" onExpire={onExpire} />);
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
    fireEvent.focus(region);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onExpire).not.toHaveBeenCalled();
    fireEvent.blur(region);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onExpire).toHaveBeenCalledOnce();
  });
});

describe('Field counter', () => {
  function renderMessage(value: string) {
    return (
      <Field
        formId="contact"
        name="message"
        control="textarea"
        maxLength={5000}
        counterTemplate="{count} characters left"
        text={{ label: 'Message' }}
        value={value}
        onChange={vi.fn()}
      />
    );
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
});

describe('ContactForms', () => {
  const company = { phone: { display: '1-800-555-0199', tel: '+18005550199' }, email: 'info@example.com' };

  beforeEach(() => {
    gsi.config = undefined;
    gsi.prompts = 0;
    send.contact.mockReset();
    send.career.mockReset();
  });

  it('stays locked until a credential with a profile arrives, then prefills both forms', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForms content={content} company={company} />);
    await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(gsi.config?.client_id).toBe('client-id');
    expect(gsi.prompts).toBe(1);
    expect(container.querySelector('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: content.contact.submit, hidden: true })).toHaveProperty('disabled', true);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs({ credential: 'not-a-valid-credential' });
    expect(console.error).toHaveBeenCalled();
    expect(container.querySelector('[inert]')).not.toBeNull();

    await signInAs({ credential: credentialWithClaims({ name: 'José Núñez', email: 'jose@example.com' }) });
    expect(container.querySelector('[inert]')).toBeNull();
    expect(screen.getByText('Signed in as José Núñez')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('José Núñez');
    await user.click(screen.getByRole('button', { name: content.switchCareer }));
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('jose@example.com');
  });

  it('checks, then sends, shows the banner and clears the form', async () => {
    const user = userEvent.setup();
    send.contact.mockResolvedValue({ status: 200, text: 'OK' });
    render(<ContactForms content={content} company={company} />);
    await screen.findByRole('button', { name: 'Sign in with Google' });
    await signInAs({ credential: credentialWithClaims({ name: 'Pat', email: 'pat@example.com' }) });

    await user.click(screen.getByRole('button', { name: content.contact.submit }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('Complete todos los campos obligatorios.').getAttribute('lang')).toBe('es');
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'));
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(send.contact).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Phone number'), '239-555-0100');
    await user.selectOptions(screen.getByLabelText('Subject'), 'reclamo');
    await user.type(screen.getByLabelText('Message', { selector: 'textarea' }), 'Late pickup');
    await user.click(screen.getByRole('button', { name: content.contact.submit }));

    expect(send.contact).toHaveBeenCalledWith(
      { fullName: 'Pat', phone: '239-555-0100', email: 'pat@example.com', subject: 'reclamo', message: 'Late pickup' },
      content.messages.timeout,
    );
    await screen.findByText('Mensaje enviado correctamente.');
    expect(screen.getByRole('status').textContent).toBe('Mensaje enviado correctamente.');
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Pat');
  });
});
