/**
 * The rule every page follows: a text that speaks of mental health, suicide, crisis, substance use
 * or addiction carries the crisis line (988 and 911). Plain functions, so that the apps' unit
 * tests and the end-to-end suite judge a page by the same words.
 */

const TOPICS =
  /\b(mental (health|illness)|behavioral health|psychiatr(y|ic|ists?)|depress(ion|ed|ive)|anxiety|suicid(e|al)|self-harm|crisis|crises|substance use|addictions?|addicted|use disorders?|overdoses?)\b/iu;

/** Whether the text speaks of mental health, suicide, crisis, substance use or addiction. */
export const speaksOfCrisisTopics = (text: string): boolean => TOPICS.test(text);

/** Whether the text gives both numbers of the crisis line: 988 and 911. */
export const carriesCrisisLine = (text: string): boolean =>
  /\b988\b/u.test(text) && /\b911\b/u.test(text);

/** Whether the text would leave a reader in crisis without the numbers to call. */
export const lacksCrisisLine = (text: string): boolean =>
  speaksOfCrisisTopics(text) && !carriesCrisisLine(text);
