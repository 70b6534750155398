/** Default maximum lengths (code points) of the text kinds. */
export const TEXT_LIMITS = {
  text: 50,
  mobile: 20,
  intlMobile: 24,
  email: 100,
  url: 300,
  textarea: 1000,
} as const;
