// One of the two files of the fresh-state probe (./fresh-state.ts says why two).
import { freshStateProbe } from './fresh-state';

freshStateProbe();
