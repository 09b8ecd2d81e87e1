import { describe, expect, it } from 'vitest';
import { prettyDetails } from './payment-error';

describe('technical details on the payment error page', () => {
  it('pretty-prints JSON and shows anything else as it came', () => {
    expect(prettyDetails('{"errorCode":"MF002","nested":{"a":1}}')).toBe('{\n  "errorCode": "MF002",\n  "nested": {\n    "a": 1\n  }\n}');
    expect(prettyDetails('gateway said no')).toBe('gateway said no');
    expect(prettyDetails('{broken')).toBe('{broken');
  });
});
