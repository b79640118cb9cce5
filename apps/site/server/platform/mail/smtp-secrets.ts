const MASK = '****';

/** The SMTP address as it may be printed: `smtps://user:****@mail.example:465`. */
export function maskSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.password !== '') url.password = MASK;
  return url.href;
}

/**
 * Returns a function that masks the SMTP password wherever it appears in a text (an error
 * message, a server reply) before that text is logged or stored. Both the password as written
 * in the URL and its decoded form are masked.
 */
export function smtpSecretRedactor(smtpUrl: string | undefined): (text: string) => string {
  const password = smtpUrl === undefined ? '' : new URL(smtpUrl).password;
  if (password === '') return (text) => text;
  const forms = new Set([password, safelyDecoded(password)]);
  const sortedLongestFirst = [...forms].filter(Boolean).sort((a, b) => b.length - a.length);
  return (text) => sortedLongestFirst.reduce((masked, form) => masked.replaceAll(form, MASK), text);
}

function safelyDecoded(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    return component;
  }
}
