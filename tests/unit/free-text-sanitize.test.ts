// Issue 21 item 3: the one sanitize step of the validation layer (lib/validation/sanitize.ts).
import { describe, expect, it } from 'vitest';
import { cleanText, sanitizeBody } from '@/lib/validation/sanitize';

const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(1)</script>';

describe('cleanText', () => {
  it.each([
    [`Sri Lakshmi ${HOSTILE} Residency`, 'Sri Lakshmi Residency'],
    [`${HOSTILE}`, ''],
    ['<p class="a"><script>x()</script>Nice <b>flat</b></p>', 'Nice flat'],
    ["Owner's <i>own</i> flat<br/>near park", "Owner's own flat near park"],
    ['Rent < 20k and area > 1000', 'Rent < 20k and area > 1000'],
    ['x<5 and y>3', 'x<5 and y>3'],
    ['line one\r\nline <!-- hidden --> two', 'line one\nline two'],
    ['bell\u0007 and \u202eevil\u202c', 'bell and evil'],
    ['ಬಾಡಿಗೆಗೆ\u200c ಇದೆ\tok', 'ಬಾಡಿಗೆಗೆ\u200c ಇದೆ\tok'],
  ])('%j -> %j', (input, out) => {
    expect(cleanText(input).text).toBe(out);
  });

  it('marks only fields that were mostly markup', () => {
    const r = sanitizeBody({ a: `Nice flat near the park and the market, with a garden and a covered car park ${HOSTILE}`, b: ['<div><p><b><i>ok</i></b></p></div>'], n: 3 });
    expect(r.value).toEqual({ a: 'Nice flat near the park and the market, with a garden and a covered car park', b: ['ok'], n: 3 });
    expect(r.heavy).toEqual(['b.0']);
  });
});
