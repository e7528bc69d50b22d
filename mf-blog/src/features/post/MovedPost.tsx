import { useEffect } from 'react';
import { useNavigate } from '@practice/router';
import { useHttpStatus } from '@practice/ui-kit';

/**
 * An old address of a post whose title changed: the server answers it with a permanent redirect;
 * a link followed in the browser goes on to the new address, in place of the old one in history.
 */
export function MovedPost({ to }: { to: string }) {
  useHttpStatus(301, to);
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
