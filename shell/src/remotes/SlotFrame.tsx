import type { ReactNode, RefObject } from 'react';
import type { RemoteModuleId } from '@practice/shared-types';
import { SLOT_ATTRIBUTE } from './landing-slots';
import styles from './RemoteUnavailable.module.css';

/** The element a remote's part lives in, on the server and in the browser alike. */
export function SlotFrame({
  id,
  frame,
  children,
}: {
  id: RemoteModuleId;
  frame?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div ref={frame} className={styles.slot} {...{ [SLOT_ATTRIBUTE]: id }}>
      {children}
    </div>
  );
}
