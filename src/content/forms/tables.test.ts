import { describe, expect, it } from 'vitest';
import { type FieldRow, formKinds, formTables, rideDetails } from './tables';

/** The table's fields by name, loosely typed, to check what one field says of another. */
function byName(table: readonly FieldRow[]): Map<string, FieldRow> {
  return new Map(table.map((field) => [field.name, field]));
}

describe('the field tables', () => {
  it('show a field only on a choice another field before it really offers', () => {
    for (const kind of formKinds) {
      const table: readonly FieldRow[] = formTables[kind];
      table.forEach((field, index) => {
        if (field.shownWhen === undefined) return;
        const { field: other, is } = field.shownWhen;
        const controlling = table.slice(0, index).find((candidate) => candidate.name === other);
        expect(controlling?.options, `${kind}.${field.name} is shown by ${other}`).toContain(is);
      });
    }
  });

  it('open the ride details on a choice the contact form offers, and send them inside a field it has', () => {
    const contact = byName(formTables.contact);
    expect(contact.get(rideDetails.opensWhen.field)?.options).toContain(rideDetails.opensWhen.is);
    expect(contact.get(rideDetails.sentIn)?.section).toBeUndefined();
    // One run of rows, so the section is drawn once, whole.
    const rows = formTables.contact.flatMap((field, index) => ('section' in field ? [index] : []));
    expect(rows).toEqual(rows.map((_, offset) => (rows[0] ?? 0) + offset));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('ask for a date as three parts and a time as plain text, each with its check, so what is typed is read the same in every browser', () => {
    for (const kind of formKinds) {
      for (const field of formTables[kind] as readonly FieldRow[]) {
        const where = `${kind}.${field.name}`;
        if (field.check === 'date') expect(field.control, where).toBe('date');
        if (field.control === 'date') expect(field.check, where).toBe('date');
        if (field.check === 'time') expect([field.control, field.type, field.autoComplete], where).toEqual(['input', 'text', 'off']);
      }
    }
  });
});
