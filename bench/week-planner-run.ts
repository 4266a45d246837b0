import { printFigures } from './lib';
import { weekPlannerFigures } from './week-planner';

/** `npm run bench:planner`: the week planner's figures alone (the whole bench also runs them). */
printFigures(await weekPlannerFigures({ violationRuns: Number(process.env.VIOLATION_RUNS ?? 10_000) }));
