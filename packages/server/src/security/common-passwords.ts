import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list of zxcvbn-ts (`passwords-common`: about 49,000 passwords most
 * found in breach corpora, lower case), shipped with the server and read offline. Only
 * entries of the minimum length or more matter: shorter ones fail the length rule anyway.
 */
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((password) => password.length >= 8));
  return common;
}

/** True when the password is on the list, in any letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
