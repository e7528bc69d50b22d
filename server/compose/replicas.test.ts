/**
 * @jest-environment node
 *
 * The one balancer of an app's replicas (the embedded engine's and the shell server's): in turn,
 * a failed replica asked after the live ones for a while.
 */
import { replicaSet } from './replicas.cjs';

afterEach(() => jest.useRealTimers());

test('each request asks the next replica first, then the others in order', () => {
  const replicas = replicaSet(['a', 'b', 'c'], 1000);
  expect([replicas.inTurn(), replicas.inTurn(), replicas.inTurn(), replicas.inTurn()]).toEqual([
    ['a', 'b', 'c'],
    ['b', 'c', 'a'],
    ['c', 'a', 'b'],
    ['a', 'b', 'c'],
  ]);
});

test('a replica that failed is asked last for the time given, then in its turn again', () => {
  jest.useFakeTimers({ now: 0 });
  const replicas = replicaSet(['a', 'b'], 1000);
  replicas.failed('a');
  // Last, not left out: with b killed meanwhile, a (restarted) is the page's only chance.
  expect(replicas.inTurn()).toEqual(['b', 'a']);
  expect(replicas.inTurn()).toEqual(['b', 'a']);
  jest.setSystemTime(1000);
  expect(replicas.inTurn()).toEqual(['a', 'b']);
});

test('when every replica has failed, all are asked', () => {
  const replicas = replicaSet(['a', 'b'], 1000);
  replicas.failed('a');
  replicas.failed('b');
  expect(replicas.inTurn()).toEqual(['a', 'b']);
});
