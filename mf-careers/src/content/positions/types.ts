import type { OpenRole } from '../../lib/upload-rules';

/** An open position on /career/ (docs/product.md, "Entities"): its title is one of the roles the upload function accepts. */
export interface CareersPosition {
  /** URL-safe endpoint; the position PDF is generated as positions/{id}.pdf. */
  id: string;
  position: OpenRole;
  location: string;
  qualification: string;
  experience: string;
  responsibilities: string[];
  moreInfo: string;
}
