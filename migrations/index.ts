/** Every migration, in order. After `npm run migration:generate`, add the new class here. */
import { Foundation1763800000000 } from './1763800000000-Foundation.js';

export const migrations = [Foundation1763800000000];
