// Base64 of UTF-8 JSON, the encoding of the hidden fields the server decodes (contract section 4).
// btoa alone throws on characters outside Latin-1 (a Dutch "ë" in a field name is fine, "€" is not).

export function base64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeBase64Json(encoded: string): unknown {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}
