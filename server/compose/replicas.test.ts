/**
 * @jest-environment node
 *
 * The one balancer of an app's replicas (the embedded engine's and the shell server's): in turn,
 * a failed replica passed over for a while, and all asked when all failed.
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

test('a replica that failed is passed over for the time given, then asked again', () => {
  jest.useFakeTimers({ now: 0 });
  const replicas = replicaSet(['a', 'b'], 1000);
  replicas.failed('a');
  expect(replicas.inTurn()).toEqual(['b']);
  expect(replicas.inTurn()).toEqual(['b']);
  jest.setSystemTime(1000);
  expect(replicas.inTurn()).toEqual(['a', 'b']);
});

test('when every replica has failed, all are asked', () => {
  const replicas = replicaSet(['a', 'b'], 1000);
  replicas.failed('a');
  replicas.failed('b');
  expect(replicas.inTurn()).toEqual(['a', 'b']);
});
