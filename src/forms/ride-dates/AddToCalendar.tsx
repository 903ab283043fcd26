import { useState } from 'react';
import { buttonClass } from '../../components/ButtonLink';
import { fillTemplate } from '../../components/words/fill-template';
import type { CalendarWords } from './calendar-file';
import type { CalendarAsk } from './calendar-worker';

interface AddToCalendarProps {
  /** What was sent, and the words and language the file is written in. */
  ride: Omit<CalendarAsk, 'words'>;
  words: CalendarWords;
  /** The button's place among the confirmation's buttons. */
  buttonClassName: string | undefined;
}

/**
 * "Add to my calendar" on a ride request's confirmation (requirement BOOK-CALENDAR): the line
 * that names the file, printed with the confirmation, and the button that saves it, on screen
 * only. The file is made by a worker started on the press (calendar-worker.ts), so its code loads
 * only then; it is saved through a link to its text with the reference as its name.
 */
export function AddToCalendar({ ride, words, buttonClassName }: AddToCalendarProps) {
  const [failed, setFailed] = useState(false);
  // A request is sent only once its dates are whole: any pickup date it has makes a file.
  if (ride.values.pickupDate === '') return <p>{words.noDate}</p>;
  const file = `${ride.reference}.ics`;

  function save() {
    setFailed(false);
    let worker: Worker;
    try {
      worker = new Worker(new URL('./calendar-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      setFailed(true);
      return;
    }
    worker.onmessage = (event: MessageEvent<string | null>) => {
      worker.terminate();
      if (event.data === null) {
        setFailed(true);
        return;
      }
      const link = document.createElement('a');
      link.href = `data:text/calendar;charset=utf-8,${encodeURIComponent(event.data)}`;
      link.download = file;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
    };
    worker.onerror = () => {
      worker.terminate();
      setFailed(true);
    };
    worker.postMessage({ ...ride, words } satisfies CalendarAsk);
  }

  return (
    <>
      <p>{fillTemplate(words.intro, { file: <span>{file}</span> })}</p>
      <button type="button" className={buttonClass('secondary', `${buttonClassName ?? ''} screen-only`)} onClick={save}>
        {words.button}
      </button>
      {failed ? <p role="alert">{words.failed}</p> : null}
    </>
  );
}
