/** A payment plan tier for the magnetic peripheral nerve stimulation (Axon) therapy. */
interface FinancingPlan {
  /** Display amount, such as '$1,500'. */
  amount: string;
  label: string;
  /** Product code sent to the financing provider's application. */
  productCode: string;
  /** Short lines on what the plan includes. */
  includes: string[];
}

export const financingHeading = 'Axon Treatment Payment Plans';

export const financingPlans: FinancingPlan[] = [
  {
    amount: '$1,500',
    label: 'More than one pain location site',
    productCode: 'AXON-1500',
    includes: [
      'Axon therapy plan for two or more pain locations',
      'Non-invasive 13.5-minute sessions, no medication',
      'Progress check-ins with your clinician',
    ],
  },
  {
    amount: '$1,200',
    label: 'One pain location site',
    productCode: 'AXON-1200',
    includes: [
      'Axon therapy plan for one pain location',
      'Non-invasive 13.5-minute sessions, no medication',
      'Progress check-ins with your clinician',
    ],
  },
];

export const financingNote =
  'Financing above $1,500 requires contacting our practice directly to arrange approval. ' +
  'Requests of $1,500 or less may use the online application.';
