import { auth } from './auth.ts';
import { candidates } from './candidates.ts';
import { common } from './common.ts';
import { dev } from './dev.ts';
import { layout } from './layout.ts';
import { referee } from './referee.ts';
import { report } from './report.ts';
import { talentFlow } from './talent-flow.ts';

/** The source catalog: every other language must have exactly these namespaces and keys. */
export const jp = { common, auth, layout, dev, referee, report, talentFlow, candidates } as const;
