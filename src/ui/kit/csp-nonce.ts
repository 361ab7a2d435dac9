import { setNonce } from 'get-nonce';

/*
 * Radix locks scrolling under an open sheet with a <style> element of its own, which the strict
 * CSP allows only with the page's nonce (server/http/security-headers.ts). The server puts the
 * nonce on a <meta>; get-nonce hands it to Radix. Imported by the kit parts that need it, so the
 * first load does not carry it.
 */
const nonce =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);
