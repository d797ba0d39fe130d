// The held-out query set (held-out.ts), measured as held-out-measure.ts says: the set's soundness
// is asserted, its precision printed (the queries that missed only with HELD_OUT_MISSES=1).
import { HELD_OUT } from './held-out';
import { measureHeldOut } from './held-out-measure';

measureHeldOut('held-out', HELD_OUT, 30);
