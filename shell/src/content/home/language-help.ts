/** Home's pointer to free language assistance, in English and in Spanish. */
export const languageHelp = {
  heading: 'Free language assistance',
  text: 'Interpreters, sign language, large print and translated documents, at no cost to you.',
  spanish: {
    lang: 'es',
    text: 'Asistencia lingüística gratuita: intérpretes y documentos en español.',
  },
  linkLabel: 'Language assistance',
};
