import { useLayoutEffect, type RefObject } from 'react';

/**
 * Text a visitor typed into a field of the server's page before it hydrated stays in the field,
 * but React does not know it: hand it to the component once it has hydrated, so what the page
 * shows (and its next render) follows what was typed. A field mounted in the browser starts empty,
 * and this does nothing.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  setValue: (value: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed) setValue(typed);
    // Only the value found at mount: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
