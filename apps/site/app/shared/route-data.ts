import type { UNSAFE_DataWithResponseInit } from 'react-router';

/**
 * What a loader or action gives its page: the value itself, with `data(value, init)` unwrapped.
 * Feature screens type their props with it, so a route module can stay a thin composition.
 */
export type UnwrapData<Result> =
  Result extends UNSAFE_DataWithResponseInit<infer Value> ? Value : Result;
