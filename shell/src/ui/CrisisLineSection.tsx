import { CrisisLine } from '@practice/ui-kit';
import { site } from '../config/site';

/** The crisis line as a block of a shell screen's content, at the screen's content width. */
export function CrisisLineSection() {
  return (
    <div className="section">
      <CrisisLine site={site} />
    </div>
  );
}
