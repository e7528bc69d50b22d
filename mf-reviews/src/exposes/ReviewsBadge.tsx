import type { ComponentType } from 'react';
import type { ReviewsBadgeProps } from '@practice/shared-types';
import { ReviewsBadge } from '../features/badge/ReviewsBadge';

/** `reviews/ReviewsBadge`: the rating badge layout of the reviews widget. */
const Exposed: ComponentType<ReviewsBadgeProps> = ReviewsBadge;
export default Exposed;
