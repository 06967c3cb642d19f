const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random lowercase alphanumeric string, from the platform's CSPRNG. */
export function randomPart(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** Ids made on the client: a prefix, the time, and a 9-character random part. */
function makeId(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomPart(9)}`;
}

export const newChatId = () => makeId('chat');
export const newMessageId = () => makeId('msg');
