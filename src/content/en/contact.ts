/** How the English pages invite a first contact. */
import { ENGLISH_CONTACT_PATH } from '../../config/editions';

export const ENGLISH_CONTACT = {
  /** The enquiry form, the first way offered. */
  form: { label: 'Send us your question', path: ENGLISH_CONTACT_PATH },
  email: 'Email us',
  /** The firm's 400 number cannot be called from abroad, and the line says so. */
  call: (phone: string) => `or call ${phone} (from within China)`,
} as const;
