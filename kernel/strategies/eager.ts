// Loads at once: for modules that must be ready before the visitor acts (anti-spam before a submit).
import type { Strategy } from '../contract';

const eager: Strategy = (load) => {
  void load();
  return undefined;
};
export default eager;
