import { TriangleAlert } from 'lucide';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ButtonLink';
import { fillText } from '../../components/words/fill-text';
import { Icon } from '../../components/Icon';
import { codeSignInFields } from '../../content/forms/tables';
import type { LocaleFacts } from '../../i18n/locales';
import { Field, type FieldSetting, fieldId } from '../controls/Field';
import { type CodeChecked, type CodeRequest, type CodeSent, type RelayRefusal, codeCheckPath, codePath } from '../delivery/relay-protocol';
import { relayAddress } from '../delivery/through-relay';
import { type FieldProblem, checkFields } from '../fields/checks';
import { problemWords, withOneLine, type ProblemFieldWords } from '../fields/problem-words';
import type { CodeSignInWords, PageFormsWords } from '../words';
import { type Profile, readCredential } from './account';
import { codeMinutes, newCodeAfterSeconds } from './code-limits';
import { codeFieldWords } from './code-words';
import styles from './CodeSignIn.module.css';

type AskName = (typeof codeSignInFields.ask)[number]['name'];
type Values = Record<AskName | 'code', string>;

interface CodeSignInProps {
  words: PageFormsWords;
  codeWords: CodeSignInWords;
  /** The page's language: the relay answers in it. */
  locale: string;
  language: LocaleFacts;
  /** The relay's address (PUBLIC_FORMS_RELAY): the code's paths are beside it. */
  relay: string;
  onSignIn: (profile: Profile, credential: string) => void;
}

/** Posts the fields to the relay; its answer, or its words when it refuses, or null when it cannot be reached. */
async function post(
  address: string,
  locale: string,
  fields: Partial<Values>,
  ticket?: string,
): Promise<{ ok: Partial<CodeSent & CodeChecked> } | { refused: string } | null> {
  try {
    const response = await fetch(address, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Language': locale },
      body: JSON.stringify({ fields, ...(ticket === undefined ? {} : { ticket }) } satisfies CodeRequest),
    });
    const body = (await response.json()) as Partial<CodeSent & CodeChecked & RelayRefusal>;
    return response.ok ? { ok: body } : { refused: body.error ?? response.statusText };
  } catch {
    return null;
  }
}

/**
 * Sign-in by a code sent by email, for visitors without a Google account (requirement RELAY-CODE):
 * the name and address, as the forms ask them; then the code the email carries, typed back. A code
 * that checks gives the relay's own credential, and the forms open as after Google's sign-in. Loaded
 * only when the visitor asks for it.
 */
export function CodeSignIn({ words, codeWords, locale, language, relay, onSignIn }: CodeSignInProps) {
  const [values, setValues] = useState<Values>({ fullName: '', email: '', code: '' });
  const [step, setStep] = useState<'ask' | 'code'>('ask');
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  /** The relay's words when it refused, or the offline words. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Counts the codes sent: each starts the wait before another may be asked for. */
  const [sends, setSends] = useState(0);
  const [mayAskAgain, setMayAskAgain] = useState(false);
  /** The last code's ticket, which only this browser holds: the relay tries the code under it alone. */
  const ticket = useRef<string | undefined>(undefined);
  const stepStart = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (sends === 0) return;
    const timer = setTimeout(() => {
      setMayAskAgain(true);
    }, newCodeAfterSeconds * 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [sends]);

  const formId = `code-${step}`;
  const fieldWords: Record<AskName | 'code', ProblemFieldWords> = {
    fullName: words.contact.fields.fullName,
    email: words.contact.fields.email,
    code: codeFieldWords(codeWords.field),
  };
  const setting = (id: string): FieldSetting => ({
    formId: id,
    dateOrder: language.dateOrder,
    errorPrefix: words.fieldErrorPrefix,
    counterTemplate: words.counter,
    numbers: language.numbers,
    clearChoice: words.clearChoice,
    readOnly: busy,
    onChange: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  const errorOf = (name: string) => {
    const problem = problems.find((found) => found.field === name);
    const own = fieldWords[name as AskName | 'code'];
    return problem === undefined ? undefined : problemWords(withOneLine(own, words.oneLine), problem);
  };

  /** Checks the rows; with problems, says them at their fields and takes the visitor to the first. */
  function checked(rows: readonly (typeof codeSignInFields.ask | typeof codeSignInFields.code)[number][], id: string): boolean {
    const found = checkFields(rows, values, language.dateOrder);
    setProblems(found);
    setRefusal(null);
    const [first] = found;
    if (first !== undefined) document.getElementById(fieldId(id, first.field))?.focus();
    return first === undefined;
  }

  async function sendCode() {
    setBusy(true);
    const answer = await post(relayAddress(relay, codePath), locale, { fullName: values.fullName, email: values.email });
    setBusy(false);
    if (answer === null || 'refused' in answer) {
      setRefusal(answer === null ? codeWords.offline : answer.refused);
      return;
    }
    ticket.current = answer.ok.ticket;
    setSends((count) => count + 1);
    setMayAskAgain(false);
    setValues((current) => ({ ...current, code: '' }));
    setStep('code');
  }

  async function ask(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !checked(codeSignInFields.ask, 'code-ask')) return;
    await sendCode();
  }

  async function check(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !checked(codeSignInFields.code, 'code-code')) return;
    setBusy(true);
    const answer = await post(relayAddress(relay, codeCheckPath), locale, values, ticket.current);
    setBusy(false);
    if (answer === null || 'refused' in answer) {
      setRefusal(answer === null ? codeWords.offline : answer.refused);
      return;
    }
    const { credential } = answer.ok;
    const reading = readCredential(credential);
    if ('profile' in reading && typeof credential === 'string') onSignIn(reading.profile, credential);
  }

  // Each step starts where its words do: a screen reader hears what happened, then the field.
  useEffect(() => {
    if (sends > 0) stepStart.current?.focus();
  }, [sends, step]);

  const asking = step === 'ask';
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void (asking ? ask(event) : check(event))}>
      {asking ? (
        <p>{codeWords.ask}</p>
      ) : (
        <p
          ref={(element) => {
            stepStart.current = element;
          }}
          tabIndex={-1}
          className={styles.sent}
        >
          {fillText(codeWords.sent, { email: values.email.trim(), minutes: codeMinutes })}
        </p>
      )}
      {(asking ? codeSignInFields.ask : codeSignInFields.code).map((row) => (
        <Field
          key={row.name}
          row={row}
          words={fieldWords[row.name]}
          value={values[row.name]}
          error={errorOf(row.name)}
          form={setting(formId)}
        />
      ))}
      {refusal === null ? null : (
        <p role="alert" className={styles.refusal}>
          <Icon icon={TriangleAlert} size={28} />
          <span>{refusal}</span>
        </p>
      )}
      <button type="submit" className={buttonClass('primary')} aria-disabled={busy || undefined}>
        {asking ? (busy ? codeWords.sending : codeWords.send) : busy ? codeWords.checking : codeWords.signIn}
      </button>
      {asking ? null : (
        <div className={styles.again}>
          {mayAskAgain ? (
            <button type="button" className={buttonClass('secondary')} onClick={() => void sendCode()} aria-disabled={busy || undefined}>
              {codeWords.newCode}
            </button>
          ) : (
            <p>{codeWords.newCodeSoon}</p>
          )}
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              setStep('ask');
              setRefusal(null);
              setProblems([]);
            }}
          >
            {codeWords.otherAddress}
          </button>
        </div>
      )}
    </form>
  );
}
