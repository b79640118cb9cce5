import { describe, expect, it } from 'vitest';
import { parseConfigList, parseConfigObject } from './config-json';

describe('configuration JSON fallbacks', () => {
  it('FORM-010 an object that parses is returned', () => {
    expect(parseConfigObject('{"has_loader": true}')).toEqual({ has_loader: true });
    expect(parseConfigList('[1, "two"]')).toEqual([1, 'two']);
  });

  it.each(['{broken', '', 'undefined', "{'single': 1}"])(
    'FORM-010 unparseable %j falls back to {} or []',
    (json) => {
      expect(parseConfigObject(json)).toEqual({});
      expect(parseConfigList(json)).toEqual([]);
    },
  );

  it('FORM-010 a missing attribute, or JSON of the wrong shape, falls back too', () => {
    expect(parseConfigObject(null)).toEqual({});
    expect(parseConfigObject(undefined)).toEqual({});
    expect(parseConfigObject('[1]')).toEqual({});
    expect(parseConfigObject('"text"')).toEqual({});
    expect(parseConfigObject('null')).toEqual({});
    expect(parseConfigList('{"a": 1}')).toEqual([]);
    expect(parseConfigList(null)).toEqual([]);
  });
});
