/**
 * The two forms' field names, in the order they are shown and checked. The names are the
 * wire format: they are the EmailJS template parameters and the multipart field names.
 */
export const contactFields = ['fullName', 'phone', 'email', 'subject', 'message'] as const;
export const careerFields = ['fullName', 'phone', 'email', 'position', 'experience', 'coverLetter'] as const;

export type ContactField = (typeof contactFields)[number];
export type CareerField = (typeof careerFields)[number];
export type FormKind = 'contact' | 'career';

export type ContactValues = Record<ContactField, string>;
export type CareerValues = Record<CareerField, string>;

export const fieldsOf = { contact: contactFields, career: careerFields } as const;

/** The subject choices' values, as sent; their labels live in content. */
export const subjectValues = ['consulta', 'cotizacion', 'reclamo', 'otro'] as const;

/** The most characters each text field takes (the `maxlength` attribute). */
export const maxLengths = {
  fullName: 100,
  phone: 30,
  email: 254,
  position: 100,
  message: 5000,
  coverLetter: 5000,
} as const;

/** Every one of the fields, empty. */
function emptyValues<Field extends string>(fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
}

export function emptyContact(): ContactValues {
  return emptyValues(contactFields);
}

export function emptyCareer(): CareerValues {
  return emptyValues(careerFields);
}
