/**
 * Text rules shared by every input schema (HTTP bodies, socket packets, the
 * contact form in the browser): control characters are refused at the edge
 * with a message naming the field, before they can reach the database
 * (PostgreSQL refuses U+0000 in text); so is a lone UTF-16 surrogate, which
 * could never be stored (or is turned into U+FFFD on the way).
 */
import { ID_MAX_LENGTH } from '#protocol/limits';
import '#protocol/zod-config';
import { z } from 'zod/mini';

/** Free text may keep tabs and line breaks (\t \n \r). */
const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

/** Issue message of a one-line field holding a control character. */
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';
/** Issue message of a free-text field holding a control character other than tab or line break. */
export const CONTROL_CHARACTER_IN_TEXT_MESSAGE = 'Must not contain control characters (line breaks and tabs are fine).';

/** C0 controls (U+0000 to U+001F) and DEL. */
export function hasControlCharacters(text: string, allowLineBreaks = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x7f || (code < 0x20 && !(allowLineBreaks && LINE_BREAKS_AND_TAB.has(code)))) return true;
  }
  return false;
}

/** Issue message of text holding half of a UTF-16 surrogate pair, which no database or UTF-8 encoder can keep. */
export const BROKEN_CHARACTER_MESSAGE = 'Contains a broken character (half of an emoji or symbol); please retype it.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when every surrogate in `text` is part of a pair (String.prototype.isWellFormed). */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** A one-line string (names, e-mail, phone). */
export function singleLineText(): z.ZodMiniString {
  return z.string().check(
    z.refine((text) => !hasControlCharacters(text), CONTROL_CHARACTER_MESSAGE),
    z.refine(isWellFormedText, BROKEN_CHARACTER_MESSAGE),
  );
}

/** Free text where the visitor may write several lines. */
export function multiLineText(): z.ZodMiniString {
  return z.string().check(
    z.refine((text) => !hasControlCharacters(text, true), CONTROL_CHARACTER_IN_TEXT_MESSAGE),
    z.refine(isWellFormedText, BROKEN_CHARACTER_MESSAGE),
  );
}

/** Chat, user and message ids as the clients generate them. */
export const ID_PATTERN = /^[\w.:-]+$/;
/** A chat, user, message or room id. */
export const idSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(ID_MAX_LENGTH), z.regex(ID_PATTERN, 'Ids contain letters, digits, _ . : or -'));
/** A list of ids (the chats a visitor's browser remembers). */
export const idListSchema = z.array(idSchema);

export { ID_MAX_LENGTH };
