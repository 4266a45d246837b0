export { PLAN_CHANGED_EVENT, PLAN_RESTORED_EVENT, notifyPlanChanged } from '../planning/planning-storage';
