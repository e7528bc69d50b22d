import { LANGUAGE_ASSISTANCE_ANCHOR, NONDISCRIMINATION_PATH } from './paths';
import type { Notice } from './types';

export const nondiscrimination: Notice = {
  path: NONDISCRIMINATION_PATH,
  heading: 'Nondiscrimination and Language Assistance',
  pageTitle: 'Nondiscrimination Notice and Free Language Assistance | Omega Health Care',
  description:
    'Omega Health Care does not discriminate. Free interpreters, sign language, large print and translated documents are available free of charge, TTY 711.',
  dated: { label: 'Effective', date: '2026-11-26' },
  intro: [
    'Omega Health Care complies with applicable federal civil rights laws and the New Jersey Law ' +
      'Against Discrimination. We do not exclude people or treat them differently because of ' +
      'race, color, national origin (including limited English proficiency and primary ' +
      'language), age, disability or sex, nor because of creed, sexual orientation, gender ' +
      'identity or expression, or any other characteristic New Jersey law protects.',
  ],
  sections: [
    {
      id: 'free-help',
      heading: 'Free help to communicate with us',
      body: [
        'We provide, free of charge and in a timely way:',
        {
          list: [
            'aids and services for people with disabilities, such as qualified sign language ' +
              'interpreters, and written information in large print, audio, accessible electronic ' +
              'formats and other formats;',
            'language assistance for people whose primary language is not English, such as ' +
              'qualified interpreters in person, by phone or by video, and information written in ' +
              'other languages.',
          ],
        },
        'If you need these services, call {phone} (TTY: 711) or write to {email}, or tell any ' +
          'member of our staff.',
      ],
    },
    {
      id: 'grievances',
      heading: 'If you believe we have discriminated against you',
      body: [
        'You can file a grievance with our Section 1557 Coordinator, in person, by phone at ' +
          '{phone} (TTY: 711), or by e-mail at {email}. If you need help filing a grievance, the ' +
          'Coordinator will help you. We will not retaliate against you for filing one.',
        'You can also file a civil rights complaint with the U.S. Department of Health and Human ' +
          'Services, Office for Civil Rights, online at ocrportal.hhs.gov, by mail at 200 ' +
          'Independence Avenue SW, Room 509F, HHH Building, Washington, D.C. 20201, or by phone ' +
          'at 1-800-368-1019 (TDD: 1-800-537-7697). Complaint forms are at ' +
          'hhs.gov/ocr/complaints. In New Jersey you may also contact the Division on Civil Rights.',
      ],
    },
    {
      id: LANGUAGE_ASSISTANCE_ANCHOR,
      heading: 'Language assistance',
      body: [
        'Free language assistance is available in every language. Here is that message in the ' +
          'languages most spoken in New Jersey after English:',
      ],
    },
  ],
};

/** One language's tagline: the notice in that language, with its BCP 47 tag for `lang`. */
interface LanguageTagline {
  lang: string;
  /** The language's own name for itself. */
  language: string;
  /** Written right to left. */
  rtl?: boolean;
  /** `{phone}` is the practice's number. */
  text: string;
}

/** Spanish first, then the languages New Jersey speaks most after English. */
export const languageTaglines: LanguageTagline[] = [
  {
    lang: 'es',
    language: 'Español',
    text: 'ATENCIÓN: Si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al {phone} (TTY: 711).',
  },
  {
    lang: 'pt',
    language: 'Português',
    text: 'ATENÇÃO: Se fala português, tem à sua disposição serviços gratuitos de assistência linguística. Ligue para {phone} (TTY: 711).',
  },
  {
    lang: 'zh-Hant',
    language: '繁體中文',
    text: '注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 {phone}（TTY：711）。',
  },
  {
    lang: 'ko',
    language: '한국어',
    text: '주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. {phone} (TTY: 711) 번으로 전화해 주십시오.',
  },
  {
    lang: 'gu',
    language: 'ગુજરાતી',
    text: 'સુચના: જો તમે ગુજરાતી બોલતા હો, તો નિ:શુલ્ક ભાષા સહાય સેવાઓ તમારા માટે ઉપલબ્ધ છે. ફોન કરો {phone} (TTY: 711).',
  },
  {
    lang: 'hi',
    language: 'हिन्दी',
    text: 'ध्यान दें: यदि आप हिंदी बोलते हैं तो आपके लिए मुफ्त में भाषा सहायता सेवाएं उपलब्ध हैं। {phone} (TTY: 711) पर कॉल करें।',
  },
  {
    lang: 'ar',
    language: 'العربية',
    rtl: true,
    text: 'ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوفر لك بالمجان. اتصل برقم {phone} (الهاتف النصي: 711).',
  },
  {
    lang: 'tl',
    language: 'Tagalog',
    text: 'PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa {phone} (TTY: 711).',
  },
  {
    lang: 'it',
    language: 'Italiano',
    text: 'ATTENZIONE: Se parla italiano, sono disponibili servizi gratuiti di assistenza linguistica. Chiami il numero {phone} (TTY: 711).',
  },
  {
    lang: 'pl',
    language: 'Polski',
    text: 'UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer {phone} (TTY: 711).',
  },
  {
    lang: 'ht',
    language: 'Kreyòl Ayisyen',
    text: 'ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele {phone} (TTY: 711).',
  },
  {
    lang: 'ru',
    language: 'Русский',
    text: 'ВНИМАНИЕ: Если вы говорите на русском языке, вам доступны бесплатные услуги перевода. Звоните {phone} (телетайп: 711).',
  },
  {
    lang: 'vi',
    language: 'Tiếng Việt',
    text: 'CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số {phone} (TTY: 711).',
  },
];
