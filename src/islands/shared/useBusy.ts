import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { type Busy, createBusy } from '../../lib/shared/busy.store';

/**
 * This component's busy flag: `[busy, run]`, where `run(action)` keeps it up while the action runs
 * (see `createBusy`); one flag per mounted component.
 */
export function useBusy(): [boolean, Busy['run']] {
  const [flag] = useState(createBusy);
  return [useStore(flag.$busy), flag.run];
}
