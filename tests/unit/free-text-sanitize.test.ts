// The one sanitize step of the validation layer (lib/validation/sanitize.ts), parsed by sanitize-html.
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

  // Hostile and broken markup the parser must not let through: whatever comes out is
  // text with no tag left in it.
  it.each([
    ['unclosed tag at the end', 'flat<img src=x onerror=alert(1)', 'flat'],
    ['unclosed tag with text after', 'a <b>bold', 'a bold'],
    ['unclosed script', 'near park<script>alert(1)', 'near park'],
    ['nested tag names', 'a<scr<script>ipt>alert(1)</script>b', 'a ipt>alert(1) b'],
    ['stray closing tag', 'x</script>y', 'x y'],
    ['double angle brackets', '2BHK<<b>>x', '2BHK< >x'],
    ['">" inside a quoted attribute', '<a href="x>y">t</a>', 't'],
    ['attribute break-out with single quotes', "'><svg onload=x>n", 'n'],
    ['self-closing svg with a handler', '<svg/onload=alert(1)>z', 'z'],
    ['style block', '<style>p{color:red}</style>ok', 'ok'],
    ['unclosed comment', 'a<!-- x', 'a'],
    ['empty comment', 'a <!--> b', 'a b'],
    ['CDATA section', '<![CDATA[<script>x</script>]]> y', 'y'],
    ['doctype and processing instruction', '<!doctype html><?php echo 1 ?>q', 'q'],
    ['tags across lines', 'one\n<p>two</p>\nthree', 'one\ntwo\nthree'],
  ])('%s', (_, input, out) => {
    const r = cleanText(input);
    expect(r.text).toBe(out);
    expect(r.text).not.toMatch(/<[a-z!/?]/i);
    expect(r.markup).toBeGreaterThan(0);
  });

  it('keeps entities as sent, so decoding can never make a tag', () => {
    for (const s of ['Tom &amp; Jerry & co', '&lt;script&gt;alert(1)&lt;/script&gt;', '&#60;b&#62;x', '<b>a &lt;i&gt; b</b>']) {
      expect(cleanText(s).text).toBe(s.replace(/<\/?b>/g, ''));
    }
  });

  it('counts the markup removed, break-out quotes included', () => {
    expect(cleanText('"><b>x</b>')).toEqual({ text: 'x', markup: 9 });
    expect(cleanText('plain text, no markup')).toEqual({ text: 'plain text, no markup', markup: 0 });
  });
});
