/**
 * Text rules shared by every input schema (HTTP bodies, socket packets, the
 * contact form in the browser): control characters are refused at the edge
 * with a message naming the field, before they can reach the database
 * (PostgreSQL refuses U+0000 in text).
 */
import { z } from 'zod';

/** C0 controls and DEL: never part of a single-line value. */
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** Free text may keep tabs and line breaks (\t \n \r). */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';
export const CONTROL_CHARACTER_IN_TEXT_MESSAGE = 'Must not contain control characters (line breaks and tabs are fine).';

export function hasControlCharacters(text: string, allowLineBreaks = false): boolean {
  return (allowLineBreaks ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL).test(text);
}

/** A one-line string (names, e-mail, phone). */
export function singleLineText(): z.ZodString {
  return z.string().refine((text) => !hasControlCharacters(text), CONTROL_CHARACTER_MESSAGE);
}

/** Free text where the visitor may write several lines. */
export function multiLineText(): z.ZodString {
  return z.string().refine((text) => !hasControlCharacters(text, true), CONTROL_CHARACTER_IN_TEXT_MESSAGE);
}

/** Chat, user and message ids as the clients generate them. */
export const ID_PATTERN = /^[\w.:-]+$/;
export const ID_MAX_LENGTH = 128;
export const idSchema = z.string().min(1).max(ID_MAX_LENGTH).regex(ID_PATTERN, 'Ids contain letters, digits, _ . : or -');
