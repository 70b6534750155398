/**
 * The words of a form page around the form (its side column, the loading line) and where its privacy notice and
 * compliance centre are: the Chinese unless a page provides another edition's (the English form page). The form's own
 * words and rules come with its engine (../edition.ts), not with the page.
 */
import { createContext, useContext } from 'react';

import { FORM_BODY, type FormBodyWords } from '@/content/ui/leadForms';

export interface FormPageWords {
  body: FormBodyWords;
  /** The edition's privacy notice and compliance centre. */
  paths: { privacy: string; compliance: string };
}

export const CHINESE_FORM_PAGE: FormPageWords = { body: FORM_BODY, paths: { privacy: '/privacy', compliance: '/compliance' } };

export const FormPageContext = createContext<FormPageWords>(CHINESE_FORM_PAGE);

export const useFormPageWords = () => useContext(FormPageContext);
