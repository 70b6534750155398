/** How the English pages invite a first contact. */
export const ENGLISH_CONTACT = {
  email: 'Email us',
  /** The firm's 400 number cannot be called from abroad, and the line says so. */
  call: (phone: string) => `or call ${phone} (from within China)`,
} as const;
