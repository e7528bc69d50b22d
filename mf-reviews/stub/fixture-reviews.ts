import type { Review } from '../src/lib/reviews-response';

/** Profile page the stub reports as `profileUrl`. */
export const fixtureProfileUrl = 'https://maps.example/place/omega-health-care';

/**
 * Reviews the local provider stub serves, newest first. `profilePhotoUrl` values are paths: the
 * stub prefixes its own origin. The set deliberately covers the widget's edge cases: anonymous
 * reviewers, reviewers without a photo, a photo that does not exist (/avatars/missing.svg), both
 * Google translation layouts, a blank comment and markup that must be rendered as plain text.
 */
export const fixtureReviews: Review[] = [
  {
    reviewId: 'ChdDSUhNMG9nS0VJnE37fqvwNX6DfGhWpPe_6qEAE',
    comment:
      'I have been coming to Omega Health Care for about two years and it is honestly the best ' +
      'primary care office I have been to. The front desk remembers my name, the nurses explain ' +
      'every step, and my doctor never makes me feel rushed. When I needed a specialist they ' +
      'handled the referral and even called to follow up. Highly recommend.',
    starRating: 5,
    createTime: '2026-10-18T14:32:11Z',
    updateTime: '2026-10-18T14:32:11Z',
    reviewer: {
      displayName: 'Maria Gonzalez',
      isAnonymous: false,
      profilePhotoUrl: '/avatars/maria-g.svg',
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJkXW6iLRtTfr6KnYc8G5xkjEAE',
    comment:
      'The addiction treatment team treated me with respect from the very first visit. No ' +
      'judgment, just a clear plan, honest answers to all my questions and people who check in ' +
      'on me between appointments. I am grateful I made the call.',
    starRating: 5,
    createTime: '2026-08-03T21:05:47Z',
    updateTime: '2026-08-03T21:05:47Z',
    reviewer: {
      displayName: 'A Google User',
      isAnonymous: true,
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJuPVsT6A-jhMsSJohmR9tgUEAE',
    comment:
      'Telehealth visits are a huge help with my work schedule, and refills go through the ' +
      'patient portal without any hassle. One visit started late, but my nurse practitioner ' +
      'still took her time with me.',
    starRating: 4,
    createTime: '2026-06-21T16:48:02Z',
    updateTime: '2026-06-22T09:15:30Z',
    reviewer: {
      displayName: 'James Okafor',
      isAnonymous: false,
      profilePhotoUrl: '/avatars/james-o.svg',
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJZg20nTQW8Y-D4yIae6Ha_uEAE',
    comment:
      '(Translated by Google) Excellent care from the whole team. The doctor took the time to ' +
      'explain everything to me, and the receptionist helped me with my insurance. I recommend ' +
      'them 100%.\n\n(Original)\nExcelente atención de todo el equipo. El doctor se tomó el ' +
      'tiempo para explicarme todo y la recepcionista me ayudó con mi seguro. Los recomiendo al ' +
      '100%.',
    starRating: 5,
    createTime: '2026-04-09T13:20:55Z',
    updateTime: '2026-04-09T13:20:55Z',
    reviewer: {
      displayName: 'Carmen Delgado',
      isAnonymous: false,
      profilePhotoUrl: '/avatars/missing.svg',
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJcEaol7f7JKGZOjzPdphhKdEAE',
    comment:
      'Kind, attentive and never rushed. My mental health appointments feel like a real ' +
      'conversation, and the team made it easy to keep that care alongside my regular checkups.',
    starRating: 5,
    createTime: '2026-01-27T18:02:39Z',
    updateTime: '2026-01-27T18:02:39Z',
    reviewer: {
      displayName: 'Priya Shah',
      isAnonymous: false,
      profilePhotoUrl: '/avatars/priya-s.svg',
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJGSgIrbbWSk_4l6NPx91L6QEAE',
    comment:
      'The care itself is good and the nurse practitioner I see is thorough. My frustration has ' +
      'been the phone line: twice I was on hold a long time trying to reschedule, and the ' +
      'waiting room ran behind on a busy Monday. Update: the office manager called me after ' +
      'this review, listened, and showed me how to reschedule through the portal, which has ' +
      'been much easier.',
    starRating: 3,
    createTime: '2025-11-12T15:41:18Z',
    updateTime: '2025-12-02T10:07:44Z',
    reviewer: {
      displayName: 'Daniel Russo',
      isAnonymous: false,
      profilePhotoUrl: '/avatars/daniel-r.svg',
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJC663d3MBYqLBk6E-CyiE9-EAE',
    comment: '   ',
    starRating: 5,
    createTime: '2025-09-30T12:11:09Z',
    updateTime: '2025-09-30T12:11:09Z',
    reviewer: {
      displayName: 'Keisha Williams',
      isAnonymous: false,
      profilePhotoUrl: '/avatars/keisha-w.svg',
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJ1aUDCiVfEPSPK_5N4USQjWEAE',
    comment:
      'My grandson builds websites and told me to type <script>alert(1)</script> & <b>bold</b> ' +
      'into this box to see what happens, but what I really want to say is that the staff here ' +
      'are patient with me, answer my questions in plain language and always call back the ' +
      'same day.',
    starRating: 5,
    createTime: '2025-07-15T19:26:51Z',
    updateTime: '2025-07-15T19:26:51Z',
    reviewer: {
      displayName: 'Tom Brennan',
      isAnonymous: false,
      profilePhotoUrl: '/avatars/tom-b.svg',
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJARGYA6SnXMbX2wz7h3NydaEAE',
    comment:
      'I tried the Axon therapy for nerve pain after talking it over with my doctor. Each ' +
      'session is short, about 13 and a half minutes, and the staff were honest that results ' +
      'are different for everyone. For me the tingling has eased gradually over several weeks. ' +
      'The payment plan made it manageable. I only wish there were more early morning slots.',
    starRating: 4,
    createTime: '2025-07-08T14:03:37Z',
    updateTime: '2025-07-08T14:03:37Z',
    reviewer: {
      displayName: 'Linda Kowalski',
      isAnonymous: false,
      profilePhotoUrl: '/avatars/linda-k.svg',
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJQc0khwIN1odGfbYxN8xVOSEAE',
    comment:
      'Muy buena atención. Las citas por telemedicina son muy prácticas y la enfermera siempre ' +
      'me llama para recordarme. El personal es amable y paciente.\n\n(Translated by Google)\n' +
      'Very good care. The telehealth appointments are very convenient and the nurse always ' +
      'calls to remind me. The staff is kind and patient.',
    starRating: 5,
    createTime: '2025-05-02T17:54:26Z',
    updateTime: '2025-05-02T17:54:26Z',
    reviewer: {
      displayName: 'Luis Herrera',
      isAnonymous: false,
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJOWWNl2KHtnQw_BKVm07sSmEAE',
    comment:
      'Friendly front desk, clean office and easy parking. In and out of my annual physical in ' +
      'under an hour.',
    starRating: 5,
    createTime: '2024-10-08T11:47:20Z',
    updateTime: '2024-10-08T11:47:20Z',
    reviewer: {
      displayName: 'A Google User',
      isAnonymous: true,
    },
  },
  {
    reviewId: 'ChdDSUhNMG9nS0VJCASgAH2rEOY8UPY6mtb3E1EAE',
    comment:
      'My wife and I moved our care here this spring. Seeing primary care and mental health in ' +
      'the same practice has made life so much simpler, lab results are explained clearly in ' +
      'the portal, and the on-site pharmacy means our prescriptions are often ready before we ' +
      'leave. Thank you to the entire team for making us feel so welcome.',
    starRating: 5,
    createTime: '2024-06-11T20:18:05Z',
    updateTime: '2024-06-14T08:40:12Z',
    reviewer: {
      displayName: 'Ahmed Hassan',
      isAnonymous: false,
      profilePhotoUrl: '/avatars/ahmed-h.svg',
    },
  },
];
