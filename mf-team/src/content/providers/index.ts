import type { Provider } from './types';
import { aishaRahman } from './Aisha_Rahman';
import { jamalWhitaker } from './Jamal_Whitaker';
import { kenjiWatanabe } from './Kenji_Watanabe';
import { luciaHerrera } from './Lucia_Herrera';
import { michaelFeldman } from './Michael_Feldman';
import { priyaRaman } from './Priya_Raman';
import { rachelSullivan } from './Rachel_Sullivan';
import { samuelOsei } from './Samuel_Osei';
import { tomaszNowak } from './Tomasz_Nowak';

export type { Provider } from './types';

/** The nine providers, one file each named by its id, in display order (docs/product.md, "Our Team"). */
export const providers: Provider[] = [
  samuelOsei,
  priyaRaman,
  michaelFeldman,
  luciaHerrera,
  kenjiWatanabe,
  rachelSullivan,
  aishaRahman,
  tomaszNowak,
  jamalWhitaker,
];
