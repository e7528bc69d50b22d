import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 29,
  blogPageDescription: [
    'Hot, humid days ask a lot of your heart. To cool you down, the body widens blood vessels near the skin and the heart pumps harder and faster, while sweating draws down the fluid in your bloodstream. For most people this is manageable, but if you live with high blood pressure, heart disease, diabetes or kidney disease, or you are over 65, heat can become a real health risk.',
    'How heat and blood pressure medicines interact',
    'Some medicines change how your body handles heat. Diuretics (water pills) increase fluid loss, beta-blockers can limit how much your heart rate rises, and ACE inhibitors and similar medicines may make dehydration more likely to affect the kidneys. In hot weather, some people find their blood pressure runs lower than usual and feel dizzy when they stand up. If that happens to you, or your home readings are lower than usual, call your clinician, who may adjust your dose or timing for the summer.',
    'Do not stop or change your medicines on your own because of the heat.',
    'Practical tips for hot days',
    '• Drink water regularly through the day, before you feel thirsty, unless your clinician has asked you to limit fluids.',
    '• Plan outdoor activity for the cooler early morning or evening, wear light, loose clothing and a hat, and rest in the shade or air conditioning.',
    '• Limit alcohol and very sugary drinks, and keep checking your blood pressure at home, seated and rested, writing down the readings to share at your next visit.',
    'Know the warning signs',
    'Heat exhaustion can cause heavy sweating, cramps, weakness, headache, nausea and dizziness. Move to a cool place, loosen clothing, sip water and rest; get medical care if symptoms get worse or last more than an hour. Heat stroke is a medical emergency: confusion, a very high body temperature, hot skin that may be dry, fainting or seizures mean you should call 911 right away. Call 911 as well for chest pain, shortness of breath, or sudden weakness or trouble speaking. For everyday questions, our clinicians can review your medicines before a heat wave and help you plan safe summer activity, in person at our Millbrook office or by telehealth.',
  ],
  subHeadings: [
    'How heat and blood pressure medicines interact',
    'Practical tips for hot days',
    'Know the warning signs',
  ],
  bold: ['Do not stop or change your medicines on your own because of the heat.'],
  keywords: ['high blood pressure', 'Diuretics', 'dehydration', 'Heat stroke', 'home readings'],
};

export default body;
